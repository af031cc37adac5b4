import { aProfile, fakeServer, type Handler } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { switchLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

const WALLET = { balance: '1234.50', frozen: '20.00', depositHeld: '500.00', totalAssets: '1754.50' };

/** A flow record as the server sends it. */
const aFlow = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  time: '2026-03-05T10:00:00.000Z',
  type: 'top_up' as const,
  status: 'approved' as const,
  amount: '50.00',
  remark: 'USDT (TRC-20)',
  causeType: 'topup',
  causeId: 31,
  ...overrides,
});

let wallet: Handler<'userWallet'>;
let flow: Handler<'userWalletFlow'>;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  queryClient.clear();
  wallet = () => ({ code: 200, data: WALLET });
  flow = () => ({ code: 200, data: { items: [], nextCursor: null } });
  server = fakeServer({
    getMe: { code: 200, data: aProfile() },
    userWallet: (call) => wallet(call),
    userWalletFlow: (call) => flow(call),
  });
  storage.setToken('tok-1');
});

afterEach(() => switchLanguage('en'));

describe('wallet tab', () => {
  it('shows the available balance, frozen amount, held deposit and total assets', async () => {
    renderRoutes(routes, '/wallet');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('$1,234.50');
    expect(screen.getByTestId('wallet-frozen').textContent).toBe('$20.00');
    expect(screen.getByTestId('wallet-depositHeld').textContent).toBe('$500.00');
    expect(screen.getByTestId('wallet-totalAssets').textContent).toBe('$1,754.50');
    expect(screen.getByText('Frozen')).toBeTruthy();
    expect(screen.getByText('Security deposit')).toBeTruthy();
  });

  it('shows the figures in the currency the profile names, as the reader’s language writes it', async () => {
    server = fakeServer({
      getMe: { code: 200, data: aProfile({ lang: 'fr', currency: 'EUR' }) },
      userWallet: (call) => wallet(call),
      userWalletFlow: (call) => flow(call),
    });
    renderRoutes(routes, '/wallet');
    const balance = await screen.findByTestId('wallet-balance');
    // Intl puts a no-break space between the groups and before the symbol in French.
    await waitFor(() => expect(balance.textContent?.replace(/\s/g, ' ')).toBe('1 234,50 €'));
    const total = screen.getByTestId('wallet-totalAssets');
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('1 754,50 €');
    // A third of a phone's width: a long amount may break before its currency, never inside the number.
    expect(total.querySelector('wbr')).not.toBeNull();
    expect(total.querySelector('span')?.textContent?.replace(/\s/g, ' ')).toBe('1 754,50');
  });

  it('shows grey shapes while the wallet loads, then the figures', async () => {
    let release!: () => void;
    wallet = () =>
      new Promise((resolve) => {
        release = () => resolve({ code: 200, data: { ...WALLET, balance: '5.00' } });
      });
    renderRoutes(routes, '/wallet');
    await screen.findByRole('heading', { name: 'Wallet', level: 1 });
    await waitFor(() => expect(server.called('userWallet')).not.toEqual([]));
    expect(document.querySelector('[data-skeleton]')).not.toBeNull();
    expect(screen.queryByTestId('wallet-balance')).toBeNull();
    release();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('$5.00');
  });

  it('says loading failed in place and loads again on request', async () => {
    wallet = () => Promise.reject(new TypeError('Failed to fetch'));
    renderRoutes(routes, '/wallet');
    const card = await screen.findByRole('region', { name: 'Available balance' });
    const retry = await within(card).findByRole('button', { name: 'Try again' });
    expect(within(card).getByText('Loading failed, please try again.')).toBeTruthy();
    wallet = () => ({ code: 200, data: { ...WALLET, balance: '9.99' } });
    fireEvent.click(retry);
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('$9.99');
  });

  it('shows a frozen wallet and a withdrawal ban with the operator’s reason and date', async () => {
    server = fakeServer({
      getMe: {
        code: 200,
        data: aProfile({
          walletFrozen: { reason: 'Chargeback under review', since: '2026-03-05T10:00:00.000Z' },
          withdrawalForbidden: { reason: 'Identity check', since: '2026-02-01T10:00:00.000Z' },
        }),
      },
      userWallet: { code: 200, data: WALLET },
      userWalletFlow: { code: 200, data: { items: [], nextCursor: null } },
    });
    renderRoutes(routes, '/wallet');
    const frozen = await screen.findByTestId('restriction-walletFrozen');
    expect(within(frozen).getByRole('heading').textContent).toBe('Your wallet is frozen');
    expect(within(frozen).getByText('Reason: Chargeback under review')).toBeTruthy();
    expect(within(frozen).getByText('Since Mar 5, 2026')).toBeTruthy();
    const banned = screen.getByTestId('restriction-withdrawalForbidden');
    expect(within(banned).getByText('Withdrawals are not allowed on this account')).toBeTruthy();
    expect(within(banned).getByText('Since Feb 1, 2026')).toBeTruthy();
    expect(screen.queryByTestId('restriction-disabled')).toBeNull();
  });

  it('shows no banner on an account nothing restricts', async () => {
    renderRoutes(routes, '/wallet');
    await screen.findByTestId('wallet-balance');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says no money has moved yet when the flow is empty', async () => {
    renderRoutes(routes, '/wallet');
    expect(await screen.findByText('No money has moved yet')).toBeTruthy();
  });

  it('lists the flow, signed, and opens a top-up’s and a withdrawal’s cause', async () => {
    flow = () => ({
      code: 200,
      data: {
        items: [
          aFlow({
            id: 3,
            type: 'withdrawal',
            amount: '-30.00',
            status: 'pending',
            causeType: 'withdrawal',
            causeId: 8,
          }),
          aFlow({ id: 2 }),
          aFlow({ id: 1, type: 'deposit_hold', amount: '-100.00', causeType: null, causeId: null }),
        ],
        nextCursor: null,
      },
    });
    const { router } = renderRoutes(routes, '/wallet');
    await screen.findByTestId('flow-list');
    const rows = screen.getAllByTestId('flow-row');
    expect(rows.map((row) => within(row).getByTestId('flow-amount').textContent)).toEqual([
      '-$30.00',
      '+$50.00',
      '-$100.00',
    ]);
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy();
    expect(rows[0]!.getAttribute('href')).toBe('/withdrawals/8');
    expect(rows[2]!.tagName).not.toBe('A'); // nothing to open for a deposit hold
    fireEvent.click(rows[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/topups/31'));
  });

  it('leads to the account screen', async () => {
    const { router } = renderRoutes(routes, '/wallet');
    fireEvent.click(await screen.findByTestId('account-cell'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});
