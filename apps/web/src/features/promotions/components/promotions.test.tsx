import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { typeInPinSheet } from '../../../components/pin-sheet/type-pin.testing.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { AdBoost, AdList } from '../api/promotions.ts';

// Dialogs and toasts render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

const day = { id: 1, name: 'Day boost', description: 'First for a day', price: '5.00', hours: 24 };
const week = { id: 2, name: 'Week boost', description: 'First for a week', price: '25.00', hours: 168 };

const boost = (over: Partial<AdBoost> = {}): AdBoost => ({
  id: 9,
  packageName: 'Day boost',
  price: '5.00',
  hours: 24,
  startsAt: '2026-11-25T08:00:00.000Z',
  endsAt: '2026-11-26T08:00:00.000Z',
  active: true,
  secondsLeft: 5 * 3600 + 20 * 60,
  effect: { hours: 19, views: { during: 42, before: 12 }, orders: { during: 3, before: 1 } },
  ...over,
});

function server(list: Partial<AdList> = {}, overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile({ payPasswordSet: true }) },
    adList: { code: 200, data: { items: [day, week], boosts: [], balance: '20.00', ...list } },
    ...overrides,
  });
}

describe('my promotions', () => {
  it('shows each boost with its time left and what it brought against the hours before', async () => {
    server({ boosts: [boost(), boost({ id: 8, active: false, secondsLeft: 0, packageName: 'Week boost' })] });
    renderRoutes(routes, '/promotion');
    const running = await screen.findByTestId('boost-9');
    expect(within(running).getByText('Running')).toBeTruthy();
    expect(within(running).getByTestId('boost-left').textContent).toBe('5 h 20 min left');
    expect(within(running).getByText('What it brought in 19 h, against the 19 h before')).toBeTruthy();
    const views = within(running).getByText('Storefront views').parentElement!;
    expect(views.textContent).toContain('42');
    expect(views.textContent).toContain('before: 12');
    const orders = within(running).getByText('Orders').parentElement!;
    expect(orders.textContent).toContain('3');
    expect(orders.textContent).toContain('before: 1');
    const ended = screen.getByTestId('boost-8');
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(within(ended).queryByTestId('boost-left')).toBeNull();
    // While one runs, no second can be bought: the button is not offered.
    expect(screen.queryByRole('button', { name: 'Buy an ad' })).toBeNull();
  });

  it('leads from the empty state to buying an ad', async () => {
    server();
    const { router } = renderRoutes(routes, '/promotion');
    expect(await screen.findByText('No promotions yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy an ad' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyAd'));
  });

  it('offers a retry in place when the list fails, and shows it once it loads', async () => {
    let tries = 0;
    server(
      {},
      {
        adList: () => {
          if (++tries === 1) throw new TypeError('Failed to fetch');
          return { code: 200, data: { items: [day], boosts: [boost()], balance: '20.00' } };
        },
      },
    );
    renderRoutes(routes, '/promotion');
    expect(await screen.findByText('Loading failed, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('boost-9')).toBeTruthy();
  });
});

describe('buy an ad', () => {
  it('shows the packages with price, hours and description, and the balance', async () => {
    server();
    renderRoutes(routes, '/buyAd');
    expect((await screen.findByTestId('buy-ad-balance')).textContent).toBe('$20.00');
    const card = screen.getByTestId('ad-package-1');
    expect(card.textContent).toContain('Day boost');
    expect(card.textContent).toContain('$5.00');
    expect(card.textContent).toContain('Boost for 24 h');
    expect(card.textContent).toContain('First for a day');
    // Dearer than the balance: not offered, and the screen says why.
    const dear = within(screen.getByTestId('ad-package-2')).getByRole('button', { name: 'Buy' });
    expect(dear.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/cannot be bought: top up first/)).toBeTruthy();
  });

  it('confirms what is paid and for how long, asks for the PIN, then pays once and goes back to My promotions', async () => {
    const s = server(
      {},
      { adPay: { code: 200, data: { id: 9, endsAt: '2026-11-26T08:00:00.000Z', balance: '15.00' } } },
    );
    const { router } = renderRoutes(routes, '/buyAd');
    await router.navigate('/promotion');
    await router.navigate('/buyAd');
    fireEvent.click(within(await screen.findByTestId('ad-package-1')).getByRole('button', { name: 'Buy' }));
    const confirmation = await screen.findByTestId('buy-ad-confirmation');
    expect(confirmation.textContent).toContain('Day boost');
    expect(confirmation.textContent).toContain('$5.00');
    expect(confirmation.textContent).toContain('Boost for 24 h');
    expect(s.called('adPay')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Buy this ad?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(s.called('adPay')).toHaveLength(0);
    typeInPinSheet('246810');
    await waitFor(() => expect(s.called('adPay')).toHaveLength(1));
    expect(s.called('adPay')[0]!.input).toEqual({ packageId: 1, price: '5.00', payPassword: '246810' });
    const key = new Headers(
      s.fetch.mock.calls.find(([url]) => String(url).endsWith('/v1/ad/pay'))![1]?.headers,
    ).get('idempotency-key');
    expect(key).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotion'));
  });

  it('shows a wrong PIN in the sheet, and a refusal such as 453 on the screen', async () => {
    let tries = 0;
    const s = server(
      {},
      {
        adPay: () =>
          ++tries === 1
            ? { code: 446, data: { attemptsLeft: 4, lockedUntil: null } }
            : { code: 453, msg: 'Already joined' },
      },
    );
    renderRoutes(routes, '/buyAd');
    fireEvent.click(within(await screen.findByTestId('ad-package-1')).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this ad?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    typeInPinSheet('000000');
    expect(await screen.findByText('Wrong transaction PIN. Tries left: 4.')).toBeTruthy();
    typeInPinSheet('246810');
    const refusal = await screen.findByTestId('buy-ad-refusal');
    expect(refusal.textContent).not.toBe('');
    expect(s.called('adPay')).toHaveLength(2);
  });

  it('says on the screen why a closed storefront cannot buy an ad, and since when', async () => {
    server(
      {},
      {
        adPay: {
          code: 203,
          msg: 'Invalid operation',
          data: { reason: 'shopClosed', since: '2026-11-25T10:00:00.000Z' },
        },
      },
    );
    renderRoutes(routes, '/buyAd');
    fireEvent.click(within(await screen.findByTestId('ad-package-1')).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this ad?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    typeInPinSheet('246810');
    const refusal = await screen.findByTestId('buy-ad-refusal');
    expect(refusal.textContent).toContain('Your storefront has been closed since Nov 25, 2026');
    expect(refusal.textContent).toContain('Pay the late orders to reopen it');
  });

  it('says when the price changed while the merchant confirmed it, and that nothing was paid', async () => {
    server(
      {},
      { adPay: { code: 203, msg: 'Invalid operation', data: { reason: 'amountChanged', amount: '7.50' } } },
    );
    renderRoutes(routes, '/buyAd');
    fireEvent.click(within(await screen.findByTestId('ad-package-1')).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this ad?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    typeInPinSheet('246810');
    expect((await screen.findByTestId('buy-ad-refusal')).textContent).toBe(
      'The price is now $7.50, not what you confirmed. Nothing was paid: check it and try again.',
    );
  });

  it('says when an ad is already running and offers no package', async () => {
    server({ boosts: [boost()] });
    renderRoutes(routes, '/buyAd');
    expect((await screen.findByTestId('buy-ad-running')).textContent).toContain('Your ad runs until');
    for (const button of screen.getAllByRole('button', { name: 'Buy' }))
      expect(button.hasAttribute('disabled')).toBe(true);
  });
});
