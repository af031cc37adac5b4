import { aSupportContact, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

const contact = () => screen.findByRole('button', { name: 'Contact customer service' });
const SUPPORT = aSupportContact({
  phone: '+33 1 23 45 67 89',
  telegram: '@shop_help',
  hours: 'Mon–Fri 9:00–18:00',
  notes: { en: 'We answer in English and French.' },
});

/** Opens /404 the way the API client sends a person there: with the refusal in the entry's state. */
function openWith(code: number, data: unknown) {
  return renderRoutes(routes, { pathname: '/404', state: { refusal: { code, data } } });
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  queryClient.clear();
  server = fakeServer({ getSupportContact: { code: 200, data: SUPPORT } });
});

describe('/404 says why the person was sent there', () => {
  it('after a lockout: that sign-in is paused and for how long, and how to reach support', async () => {
    openWith(440, { retryAfterMinutes: 15 });
    expect(await screen.findByRole('heading', { name: 'Sign-in is paused for now' })).toBeTruthy();
    expect(
      screen.getByText('There were too many sign-in attempts. You can try again in 15 min.'),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'help@shop.example' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '@shop_help' }).getAttribute('href')).toBe(
      'https://t.me/shop_help',
    );
    expect(screen.getByText('We answer in English and French.')).toBeTruthy();
    expect(server.calls[0]!.path).toBe('/api/v1/support/contact');
    expect(screen.queryByText('We can’t find that page')).toBeNull();
  });

  it('for a disabled account: the operator’s reason and the date, no sign-in button', async () => {
    openWith(411, { reason: 'Unpaid orders under investigation', since: '2026-03-05T10:00:00.000Z' });
    expect(await screen.findByRole('heading', { name: 'This account has been disabled' })).toBeTruthy();
    const details = screen.getByTestId('refusal-details');
    expect(details.textContent).toContain('Unpaid orders under investigation');
    expect(details.textContent).toContain('March 5, 2026');
    expect(await screen.findByRole('link', { name: '+33 1 23 45 67 89' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('without permission (437)', async () => {
    openWith(437, null);
    expect(await screen.findByRole('heading', { name: 'You don’t have access to this page' })).toBeTruthy();
  });

  it('says plainly that a page was not found otherwise', async () => {
    renderRoutes(routes, '/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeTruthy();
  });

  it('says when no support contact has been published', async () => {
    fakeServer({
      getSupportContact: { code: 200, data: { ...SUPPORT, email: '', phone: '', telegram: '' } },
    });
    openWith(440, {});
    expect(await screen.findByText(/Support contact details have not been published yet/)).toBeTruthy();
    expect(
      screen.getByText('There were too many sign-in attempts. Please wait a few minutes, then try again.'),
    ).toBeTruthy();
  });
});

describe('/404 customer service', () => {
  it('signed in: leads to the service link the profile gave, when it is an app path', async () => {
    localStorage.setItem(storage.keys.token, 'a-token');
    localStorage.setItem(storage.keys.serviceLink, '/service?topic=account');
    const { router } = renderRoutes(routes, '/404');
    fireEvent.click(await contact());
    await waitFor(() => expect(router.state.location.pathname).toBe('/service'));
    expect(router.state.location.search).toBe('?topic=account');
  });

  it('signed out: shows the platform’s contact details instead of leading to sign-in', async () => {
    localStorage.setItem(storage.keys.serviceLink, '/service');
    renderRoutes(routes, '/404');
    expect(await screen.findByRole('link', { name: 'help@shop.example' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull();
  });

  it('opens an outside customer-service page as a page', async () => {
    localStorage.setItem(storage.keys.serviceLink, 'https://help.example/chat');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoutes(routes, '/404');
    fireEvent.click(await contact());
    expect(assign).toHaveBeenCalledWith('https://help.example/chat');
  });

  it('falls back to the service screen without a link, and never follows other schemes', async () => {
    localStorage.setItem(storage.keys.token, 'a-token');
    localStorage.setItem(storage.keys.serviceLink, 'javascript:alert(1)');
    const { router } = renderRoutes(routes, '/404');
    fireEvent.click(await contact());
    await waitFor(() => expect(router.state.location.pathname).toBe('/service'));
  });

  it('offers sign-in when signed out', async () => {
    const { router } = renderRoutes(routes, '/404');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
