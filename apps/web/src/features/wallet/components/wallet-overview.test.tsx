import { aProfile, fakeServer, type Handler } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render.tsx';

/** How the server answers /v1/me; a test may change it before or during the render. */
let answer: Handler<'getMe'>;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  queryClient.clear();
  answer = () => ({ code: 200, data: aProfile({ balance: '1234.50' }) });
  server = fakeServer({ getMe: (call) => answer(call) });
  storage.setToken('tok-1');
});

describe('wallet tab', () => {
  it('shows the balance from the profile', async () => {
    renderRoutes(routes, '/wallet');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('1,234.50');
  });

  it('shows a skeleton while the profile loads for the first time, then the balance', async () => {
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve({ code: 200, data: aProfile({ balance: '5.00' }) });
      });
    renderRoutes(routes, '/wallet');
    await screen.findByRole('heading', { name: 'Wallet', level: 1 });
    expect(document.querySelector('[data-skeleton]')).not.toBeNull();
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    await waitFor(() => expect(server.called('getMe')).not.toEqual([]));
    release();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('5.00');
  });

  it('shows the last known balance at once when a profile is stored', async () => {
    storage.saveProfile(aProfile({ balance: '77.00' }));
    answer = () => new Promise(() => undefined); // the fresh profile never arrives
    renderRoutes(routes, '/wallet');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('77.00');
  });

  it('says so when there is no balance', async () => {
    answer = () => ({ code: 200, data: aProfile({ balance: null }) });
    renderRoutes(routes, '/wallet');
    expect(await screen.findByText('No balance yet')).toBeTruthy();
  });

  it('leads to the account screen', async () => {
    const { router } = renderRoutes(routes, '/wallet');
    fireEvent.click(await screen.findByTestId('account-cell'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});

describe('wallet tab when the profile cannot load', () => {
  it('says loading failed and loads again on request', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderRoutes(routes, '/wallet');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getAllByText('Loading failed, please try again.').length).toBeGreaterThan(0);
    answer = () => ({ code: 200, data: aProfile({ balance: '9.99' }) });
    fireEvent.click(retry);
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('9.99');
  });
});
