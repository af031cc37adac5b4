import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { typeInPinSheet } from '../../../components/pin-sheet/type-pin.testing.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import type { Identity, ReceivingAccount, Wallet } from '../../../lib/wallet-queries.ts';
import { layOutLists } from '../../../testing/browser-stubs.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { Withdrawal } from '../api/withdrawal.ts';

// Dialogs and toasts render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

// A dialog lives in its own React root, which cleanup() does not unmount: close it here, so
// the next test does not find this one's.
afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

const bankCard: ReceivingAccount = {
  id: 11,
  type: 'bank_card',
  accountName: 'Mia Tran',
  bankName: 'Bank of Tests',
  cardNumber: '6222000011114321',
  branchNumber: null,
  walletAddress: null,
  walletNote: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const usdt: ReceivingAccount = {
  ...bankCard,
  id: 12,
  type: 'trx_usdt',
  accountName: null,
  bankName: null,
  cardNumber: null,
  walletAddress: 'TXYZabcdefghijkmnopqrstuvwxyz12345',
  walletNote: 'Binance',
};
const verified: Identity = {
  status: 'verified',
  realName: 'Mia Tran',
  idNo: 'X1234567',
  frontPhoto: 'identity/a.jpg',
  backPhoto: 'identity/b.jpg',
  qualificationPhoto: null,
  rejectReason: null,
  updatedAt: '2026-11-02T09:00:00.000Z',
};
const wallet: Wallet = { balance: '250.00', frozen: '0.00', depositHeld: '0.00', totalAssets: '250.00' };

function server(overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile({ payPasswordSet: true }) },
    perInfo: { code: 200, data: verified },
    bankList: { code: 200, data: { items: [bankCard, usdt], max: 5 } },
    userWallet: { code: 200, data: wallet },
    ...overrides,
  });
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const withdraw = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
const confirmDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
};
const idempotencyKeys = (s: ReturnType<typeof fakeServer>) =>
  s.fetch.mock.calls
    .filter(([url]) => String(url).endsWith('/v1/user/withdraw/add'))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

/** Opens /withdraw, types an amount and confirms: the PIN sheet is then open. */
async function upToThePin(s: ReturnType<typeof fakeServer>, amount = '120') {
  const view = renderRoutes(routes, '/withdraw');
  fireEvent.input(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: amount } });
  withdraw();
  await confirmDialog();
  await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
  expect(s.called('withdrawAdd')).toHaveLength(0);
  return view;
}

describe('withdraw screen', () => {
  it('shows the available balance, the minimum and the accounts to choose from', async () => {
    server();
    renderRoutes(routes, '/withdraw');
    expect((await screen.findByTestId('withdraw-available')).textContent).toBe('$250.00');
    expect(screen.getByText('Minimum $10.00 · available $250.00')).toBeTruthy();
    const bank = screen.getByRole('radio', { name: /Bank of Tests •••• 4321/ }) as HTMLInputElement;
    expect(bank.checked).toBe(true);
    expect(screen.getByRole('radio', { name: /TRX\/USDT TXYZab…2345/ })).toBeTruthy();
  });

  it('asks to verify the identity first, and leads there', async () => {
    const s = server({ perInfo: { code: 200, data: { ...verified, status: 'unverified', realName: null } } });
    const { router } = renderRoutes(routes, '/withdraw');
    expect(await screen.findByText('Verify your identity first')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/identity'));
    expect(s.called('withdrawAdd')).toHaveLength(0);
  });

  it('leads to adding an account when there is none', async () => {
    server({ bankList: { code: 200, data: { items: [], max: 5 } } });
    const { router } = renderRoutes(routes, '/withdraw');
    expect(await screen.findByText('No withdrawal account yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankCards/add'));
  });

  it('says why withdrawals are not allowed, with the operator’s reason, instead of the form', async () => {
    server({
      getMe: {
        code: 200,
        data: aProfile({
          payPasswordSet: true,
          withdrawalForbidden: { reason: 'Documents expired', since: '2026-11-20T08:00:00.000Z' },
        }),
      },
    });
    renderRoutes(routes, '/withdraw');
    const notice = await screen.findByTestId('withdraw-restriction');
    expect(notice.textContent).toContain('Reason: Documents expired');
    expect(notice.textContent).toContain('Withdrawals have not been allowed on this account since');
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  });

  it('says before anything is typed that a PIN is needed, and leads to setting one', async () => {
    server({ getMe: { code: 200, data: aProfile({ payPasswordSet: false }) } });
    const { router } = renderRoutes(routes, '/withdraw');
    const notice = await screen.findByTestId('pin-not-set');
    expect(notice.textContent).toContain('You need a transaction PIN to withdraw.');
    fireEvent.click(within(notice).getByRole('link', { name: 'Set it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPassword'));
  });

  it('checks the amount against the minimum and the balance before anything is sent', async () => {
    const s = server();
    renderRoutes(routes, '/withdraw');
    fireEvent.input(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '5' } });
    withdraw();
    expect(await screen.findByText('The minimum is $10.00.')).toBeTruthy();
    fireEvent.input(amountField(), { target: { value: '250.01' } });
    expect(await screen.findByText('This is more than your available balance.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(s.called('withdrawAdd')).toHaveLength(0);
  });

  it('shows and checks the operator’s minimum that the accounts list carries', async () => {
    const s = server({
      bankList: { code: 200, data: { items: [bankCard], max: 5, minWithdrawal: '50.00' } },
    });
    renderRoutes(routes, '/withdraw');
    expect(await screen.findByText('Minimum $50.00 · available $250.00')).toBeTruthy();
    fireEvent.input(amountField(), { target: { value: '20' } });
    withdraw();
    expect(await screen.findByText('The minimum is $50.00.')).toBeTruthy();
    expect(s.called('withdrawAdd')).toHaveLength(0);
  });

  it('puts the server’s minimum on the amount when it refuses one below it', async () => {
    const s = server({
      withdrawAdd: { code: 405, data: { field: 'amount', variant: 'invalid', minimum: '100.00' } },
    });
    await upToThePin(s, '20');
    typeInPinSheet('246810');
    const message = await screen.findByText('The minimum is $100.00.');
    expect(amountField().getAttribute('aria-describedby')).toContain(message.id);
  });

  it('switches to "verify first" when the server says the identity is not verified', async () => {
    let identityChecks = 0;
    const s = server({
      perInfo: () =>
        ++identityChecks === 1
          ? { code: 200, data: verified }
          : { code: 200, data: { ...verified, status: 'rejected', rejectReason: 'Expired ID' } },
      withdrawAdd: { code: 409, data: { reason: 'identityNotVerified' } },
    });
    await upToThePin(s);
    typeInPinSheet('246810');
    expect(await screen.findByText('Verify your identity first')).toBeTruthy();
  });

  it('"All" fills in the whole balance', async () => {
    server();
    renderRoutes(routes, '/withdraw');
    await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect((amountField() as HTMLInputElement).value).toBe('250.00');
  });

  it('confirms the amount and the account, then asks for the PIN, and only then moves the money', async () => {
    const s = server({ withdrawAdd: { code: 200, data: { id: 77, status: 'pending' } } });
    const { router } = renderRoutes(routes, '/withdraw');
    fireEvent.input(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '120.5' } });
    fireEvent.click(screen.getByRole('radio', { name: /TRX\/USDT/ }));
    withdraw();
    const confirmation = await screen.findByTestId('withdraw-confirmation');
    expect(confirmation.textContent).toContain('$120.50');
    expect(confirmation.textContent).toContain('TRX/USDT TXYZab…2345');
    expect(s.called('withdrawAdd')).toHaveLength(0);
    await confirmDialog();
    await screen.findByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(s.called('withdrawAdd')).toHaveLength(0);
    typeInPinSheet('246810');
    await waitFor(() => expect(s.called('withdrawAdd')).toHaveLength(1));
    expect(s.called('withdrawAdd')[0]!.input).toEqual({
      amount: '120.5',
      accountId: 12,
      payPassword: '246810',
    });
    expect(idempotencyKeys(s)[0]).toMatch(/.{8,}/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawals/77'));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const s = server();
    renderRoutes(routes, '/withdraw');
    fireEvent.input(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '20' } });
    withdraw();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm the withdrawal' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Enter your transaction PIN' })).toBeNull();
    expect(s.called('withdrawAdd')).toHaveLength(0);
  });

  it('shows a wrong PIN with the tries left in the sheet; the next try is a new attempt with a new key', async () => {
    let tries = 0;
    const s = server({
      withdrawAdd: () =>
        ++tries === 1
          ? { code: 446, data: { attemptsLeft: 4, lockedUntil: null } }
          : { code: 200, data: { id: 78, status: 'pending' } },
    });
    const { router } = await upToThePin(s);
    typeInPinSheet('000000');
    const sheet = screen.getByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(await within(sheet).findByText('Wrong transaction PIN. Tries left: 4.')).toBeTruthy();
    typeInPinSheet('246810');
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawals/78'));
    const [first, second] = idempotencyKeys(s);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('keeps the sheet open when other PIN tries are still being checked (202), and the next try goes through', async () => {
    let tries = 0;
    const s = server({
      withdrawAdd: () =>
        ++tries === 1 ? { code: 202, data: null } : { code: 200, data: { id: 79, status: 'pending' } },
    });
    const { router } = await upToThePin(s);
    typeInPinSheet('246810');
    const sheet = screen.getByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(await within(sheet).findByTestId('pin-sheet-error')).toBeTruthy();
    typeInPinSheet('246810');
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawals/79'));
  });

  it('keeps the same key when the answer was lost, so a retry cannot withdraw twice', async () => {
    let tries = 0;
    const s = server({
      withdrawAdd: () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return { code: 200, data: { id: 79, status: 'pending' } };
      },
    });
    const { router } = await upToThePin(s);
    typeInPinSheet('246810');
    const sheet = screen.getByRole('dialog', { name: 'Enter your transaction PIN' });
    expect(await within(sheet).findByText('Loading failed, please try again.')).toBeTruthy();
    typeInPinSheet('246810');
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawals/79'));
    const [first, second] = idempotencyKeys(s);
    expect(second).toBe(first);
  });

  it('leads to setting a PIN from the sheet when none is set', async () => {
    const s = server({ withdrawAdd: { code: 445 } });
    const { router } = await upToThePin(s);
    typeInPinSheet('123456');
    const sheet = screen.getByRole('dialog', { name: 'Enter your transaction PIN' });
    fireEvent.click(await within(sheet).findByRole('link', { name: 'Set a transaction PIN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPassword'));
  });

  it('puts "balance not enough" on the amount', async () => {
    const s = server({ withdrawAdd: { code: 424 } });
    await upToThePin(s);
    typeInPinSheet('246810');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enter your transaction PIN' })).toBeNull(),
    );
    const amount = amountField();
    const message = await screen.findByText('Your balance is not enough.');
    expect(amount.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('says a deleted account is gone, on the account choice', async () => {
    const s = server({ withdrawAdd: { code: 451 } });
    await upToThePin(s);
    typeInPinSheet('246810');
    expect(await screen.findByText('This withdrawal account no longer exists.')).toBeTruthy();
    await waitFor(() => expect(s.called('bankList').length).toBeGreaterThan(1));
  });

  it('shows a frozen wallet’s reason and date above the form', async () => {
    const s = server({
      withdrawAdd: {
        code: 450,
        data: { reason: 'Chargeback under review', since: '2026-11-21T08:00:00.000Z' },
      },
    });
    await upToThePin(s);
    typeInPinSheet('246810');
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('Your wallet has been frozen since');
    expect(alert.textContent).toContain('Reason: Chargeback under review');
  });
});

const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 77,
  amount: '120.50',
  status: 'pending',
  reason: null,
  account: bankCard,
  createdAt: '2026-11-21T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

describe('withdrawals list and detail', () => {
  it('shows only those in review when opened so (the store centre’s count), and all on request', async () => {
    const s = server({
      withdrawList: ({ input }) => ({
        code: 200,
        data: {
          items:
            input.status === 'pending'
              ? [withdrawal()]
              : [withdrawal(), withdrawal({ id: 76, status: 'approved' })],
          nextCursor: null,
        },
      }),
    });
    const { router } = renderRoutes(routes, '/withdrawals?status=pending');
    await screen.findByTestId('withdrawal-77');
    expect(s.called('withdrawList')[0]?.input).toMatchObject({ status: 'pending' });
    expect(screen.queryByTestId('withdrawal-76')).toBeNull();
    fireEvent.click(within(screen.getByTestId('review-filter')).getByText('Show all'));
    expect(await screen.findByTestId('withdrawal-76')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('review-filter')).toBeNull();
  });

  it('lists withdrawals with their state, and opens one', async () => {
    server({
      withdrawList: {
        code: 200,
        data: {
          items: [
            withdrawal(),
            withdrawal({ id: 76, amount: '30.00', status: 'rejected', reason: 'Name mismatch' }),
          ],
          nextCursor: null,
        },
      },
      withdrawDetail: ({ input }) =>
        input.id === 76
          ? {
              code: 200,
              data: withdrawal({ id: 76, amount: '30.00', status: 'rejected', reason: 'Name mismatch' }),
            }
          : { code: 404 },
    });
    const { router } = renderRoutes(routes, '/withdrawals');
    const row = await screen.findByTestId('withdrawal-76');
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(screen.getByTestId('withdrawal-77')).getByText('Awaiting review')).toBeTruthy();
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawals/76'));
    expect((await screen.findByTestId('withdrawal-reason')).textContent).toBe('Reason: Name mismatch');
    // The card's last four digits only, whether the server sends it whole or already masked.
    expect(screen.getByText('•••• 4321')).toBeTruthy();
    expect(screen.queryByText(/6222/)).toBeNull();
  });

  it('says when the list could not be loaded, and loads it again on "retry"', async () => {
    let tries = 0;
    server({
      withdrawList: () => {
        if (++tries === 1) throw new TypeError('Failed to fetch');
        return { code: 200, data: { items: [withdrawal()], nextCursor: null } };
      },
    });
    renderRoutes(routes, '/withdrawals');
    expect(await screen.findByText('Loading failed, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdrawal-77')).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    server({ withdrawList: { code: 200, data: { items: [], nextCursor: null } } });
    renderRoutes(routes, '/withdrawals');
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
  });

  it('loads the next page with the cursor the server gave', async () => {
    layOutLists();
    const s = server({
      withdrawList: ({ input }) =>
        input.cursor === 'page-2'
          ? { code: 200, data: { items: [withdrawal({ id: 5, amount: '15.00' })], nextCursor: null } }
          : { code: 200, data: { items: [withdrawal()], nextCursor: 'page-2' } },
    });
    renderRoutes(routes, '/withdrawals');
    expect(await screen.findByTestId('withdrawal-5')).toBeTruthy();
    expect(s.called('withdrawList').map((call) => call.input.cursor)).toEqual([undefined, 'page-2']);
  });

  it('says another person’s (or a missing) withdrawal is not found', async () => {
    server({ withdrawDetail: { code: 404 } });
    renderRoutes(routes, '/withdrawals/999');
    expect(await screen.findByText('Withdrawal not found')).toBeTruthy();
  });
});
