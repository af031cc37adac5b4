import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { typeInPinSheet } from '../../../components/pin-sheet/type-pin.testing.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import type { Wallet } from '../../../lib/wallet-queries.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { Tiers, TierUpgrade } from '../api/tiers.ts';

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

const TIERS: Tiers = {
  items: [
    { code: 'standard', goodsLimit: 20, deposit: '0.00', toHold: null },
    { code: 'merchant', goodsLimit: 50, deposit: '100.00', toHold: null },
    { code: 'partner', goodsLimit: 150, deposit: '500.00', toHold: '400.00' },
    { code: 'agent', goodsLimit: 500, deposit: '2000.00', toHold: '1900.00' },
  ],
  current: 'merchant',
  depositHeld: '100.00',
  latestUpgrade: null,
};
const wallet: Wallet = { balance: '450.00', frozen: '0.00', depositHeld: '100.00', totalAssets: '550.00' };
const request: TierUpgrade = {
  id: 8,
  fromCode: 'merchant',
  code: 'partner',
  status: 'pending',
  held: '400.00',
  reason: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  reviewedAt: null,
};

function server(overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile({ payPasswordSet: true }) },
    shopType: { code: 200, data: TIERS },
    userWallet: { code: 200, data: wallet },
    ...overrides,
  });
}

const moveUp = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Move up to ${name}` }));

describe('tiers screen', () => {
  it('compares the four tiers side by side, the current one marked, with the held deposit and what each unlocks', async () => {
    server();
    renderRoutes(routes, '/shop/tiers');
    expect((await screen.findByTestId('tiers-current')).textContent).toBe('Merchant shop');
    expect(screen.getByTestId('tiers-deposit-held').textContent).toBe('$100.00');
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Standard shop', 'Merchant shopCurrent', 'Business partner', 'Agent']);
    expect(within(table).getByRole('row', { name: /Goods you can list/ }).textContent).toContain(
      '2050150500',
    );
    expect(within(table).getByRole('row', { name: /Held if you move up now/ }).textContent).toContain(
      '$400.00',
    );
    // Only the tiers above the current one can be asked for.
    expect(screen.queryByRole('button', { name: 'Move up to Standard shop' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move up to Agent' })).toBeTruthy();
    expect(screen.getByText(/Up to 150 goods listed, for a shop selling across many types\./)).toBeTruthy();
  });

  it('says before paying what is held and what becomes of it, then asks the PIN and sends one request', async () => {
    const s = server({
      shopUpgrade: ({ input }) => ({ code: 200, data: { ...request, code: input.code } }),
    });
    renderRoutes(routes, '/shop/tiers');
    await screen.findByTestId('tiers-current');
    moveUp('Business partner');
    const dialog = await screen.findByRole('dialog', { name: 'Move up to Business partner?' });
    const text = within(dialog).getByTestId('upgrade-confirmation').textContent;
    expect(text).toContain('$400.00 moves from your balance to your security deposit now.');
    expect(text).toContain('It stays held for as long as your shop keeps this tier.');
    expect(text).toContain('If an operator rejects the request, the whole amount returns to your balance.');
    expect(s.called('shopUpgrade')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    typeInPinSheet('246810');
    await waitFor(() => expect(s.called('shopUpgrade')).toHaveLength(1));
    expect(s.called('shopUpgrade')[0]?.input).toEqual({
      code: 'partner',
      hold: '400.00',
      payPassword: '246810',
    });
    const key = s.fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/v1/shop/upgrade'))
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(key[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Request sent. An operator will review it.')).toBeTruthy();
  });

  it('shows a wrong PIN in the sheet and tries again under the same key', async () => {
    let tries = 0;
    const s = server({
      shopUpgrade: () =>
        ++tries === 1
          ? { code: 446, data: { attemptsLeft: 4, lockedUntil: null } }
          : { code: 200, data: request },
    });
    renderRoutes(routes, '/shop/tiers');
    await screen.findByTestId('tiers-current');
    moveUp('Business partner');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Move up to Business partner?' })).getByRole(
        'button',
        {
          name: 'Continue',
        },
      ),
    );
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    typeInPinSheet('111111');
    expect(await screen.findByText('Wrong transaction PIN. Tries left: 4.')).toBeTruthy();
    typeInPinSheet('246810');
    await waitFor(() => expect(s.called('shopUpgrade')).toHaveLength(2));
  });

  it('says the balance is short before anything is sent, and leads to a top-up', async () => {
    const s = server();
    const { router } = renderRoutes(routes, '/shop/tiers');
    await screen.findByTestId('tiers-current');
    moveUp('Agent');
    const dialog = await screen.findByRole('dialog', { name: 'Not enough balance' });
    expect(dialog.textContent).toContain(
      'Moving up to Agent holds $1,900.00, and your available balance is $450.00. Top up first.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'));
    expect(s.called('shopUpgrade')).toHaveLength(0);
  });

  it('shows the request waiting for review, with no way up meanwhile', async () => {
    server({
      shopType: {
        code: 200,
        data: {
          ...TIERS,
          depositHeld: '500.00',
          items: TIERS.items.map((tier) => ({ ...tier, toHold: null })),
          latestUpgrade: request,
        },
      },
    });
    renderRoutes(routes, '/shop/tiers');
    expect((await screen.findByTestId('tiers-pending')).textContent).toBe(
      'Your request to move up to Business partner is waiting for review. $400.00 is held for it meanwhile.',
    );
    expect(screen.queryByRole('button', { name: /^Move up to/ })).toBeNull();
  });

  it('shows a rejection with the operator’s reason', async () => {
    server({
      shopType: {
        code: 200,
        data: {
          ...TIERS,
          latestUpgrade: { ...request, status: 'rejected', reason: 'Verify your identity first' },
        },
      },
    });
    renderRoutes(routes, '/shop/tiers');
    const notice = await screen.findByTestId('tiers-rejected');
    expect(notice.textContent).toContain('Your request to move up to Business partner was rejected.');
    expect(notice.textContent).toContain('Reason: Verify your identity first');
  });

  it('keeps the page’s space while loading and offers a retry when it cannot load', async () => {
    let calls = 0;
    server({ shopType: () => (++calls === 1 ? { code: 500, msg: 'boom' } : { code: 200, data: TIERS }) });
    renderRoutes(routes, '/shop/tiers');
    expect(await screen.findByTestId('tiers-skeleton')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('tiers-current')).toBeTruthy();
  });
});
