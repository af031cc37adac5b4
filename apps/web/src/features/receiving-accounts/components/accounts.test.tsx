import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import type { Identity, ReceivingAccount } from '../../../lib/wallet-queries.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

// Dialogs and toasts render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

// A dialog lives in its own React root, which cleanup() does not unmount.
afterEach(async () => {
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
});

const card = (id: number, last4 = '4321'): ReceivingAccount => ({
  id,
  type: 'bank_card',
  accountName: 'Mia Tran',
  bankName: `Bank ${id}`,
  cardNumber: `62220000111${id}${last4}`,
  branchNumber: null,
  walletAddress: null,
  walletNote: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const ethWallet: ReceivingAccount = {
  ...card(9),
  type: 'eth_usdt',
  accountName: null,
  bankName: null,
  cardNumber: null,
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  walletNote: 'Ledger',
};
const identity = (overrides: Partial<Identity> = {}): Identity => ({
  status: 'verified',
  realName: 'Mia Tran',
  idNo: 'X1234567',
  frontPhoto: null,
  backPhoto: null,
  qualificationPhoto: null,
  rejectReason: null,
  updatedAt: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

function server(items: ReceivingAccount[], overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    perInfo: { code: 200, data: identity() },
    bankList: { code: 200, data: { items, max: 5 } },
    ...overrides,
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('withdrawal accounts list', () => {
  it('shows each account with its type and only the end of its number', async () => {
    server([card(1), ethWallet]);
    renderRoutes(routes, '/bankCards');
    const bank = await screen.findByTestId('account-1');
    expect(within(bank).getByText('Bank 1')).toBeTruthy();
    expect(within(bank).getByText(/•••• 4321/)).toBeTruthy();
    expect(bank.textContent).not.toContain('622200001111');
    const eth = screen.getByTestId('account-9');
    expect(within(eth).getByText('ETH/USDT')).toBeTruthy();
    expect(within(eth).getByText('0x5290…9EE7')).toBeTruthy();
    expect(screen.getByText('2 of 5 accounts')).toBeTruthy();
  });

  it('disables "add" at five accounts and says why', async () => {
    server([1, 2, 3, 4, 5].map((id) => card(id)));
    renderRoutes(routes, '/bankCards');
    const add = (await screen.findByRole('button', { name: /Add an account/ })) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByTestId('accounts-limit').textContent).toBe(
      'You can keep at most 5 withdrawal accounts. Delete one to add another.',
    );
  });

  it('says when there is no account yet', async () => {
    server([]);
    renderRoutes(routes, '/bankCards');
    expect(await screen.findByText('No accounts yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Add an account/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('deletes an account only after the confirmation', async () => {
    const s = server([card(1), card(2, '8888')], { bankDel: { code: 200, data: null } });
    renderRoutes(routes, '/bankCards');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bank 2 •••• 8888' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(within(dialog).getByText(/Bank 2 •••• 8888 will no longer receive withdrawals/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this account?' })).toBeNull());
    expect(s.called('bankDel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Bank 2 •••• 8888' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(s.called('bankDel')).toHaveLength(1));
    expect(s.called('bankDel')[0]!.input).toEqual({ id: 2 });
  });
});

describe('adding and editing an account', () => {
  it('fills the holder name with the verified name and sends the bank card', async () => {
    const s = server([], { bankAdd: { code: 200, data: { id: 31 } } });
    const { router } = renderRoutes(routes, '/bankCards/add');
    await screen.findByRole('textbox', { name: 'Bank name' });
    expect((field('Account holder name') as HTMLInputElement).value).toBe('Mia Tran');
    type('Bank name', 'Bank of Tests');
    type('Card number', '6222 0000 1111 4321');
    save();
    await waitFor(() => expect(s.called('bankAdd')).toHaveLength(1));
    expect(s.called('bankAdd')[0]!.input).toEqual({
      type: 'bank_card',
      accountName: 'Mia Tran',
      bankName: 'Bank of Tests',
      cardNumber: '6222000011114321',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankCards'));
  });

  it('switches to a crypto wallet and checks the address for its network before sending', async () => {
    const s = server([], { bankAdd: { code: 200, data: { id: 32 } } });
    renderRoutes(routes, '/bankCards/add');
    fireEvent.click(await screen.findByRole('radio', { name: 'TRX/USDT' }));
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    type('Wallet address', '0x52908400098527886E0F7030069857D2E4169EE7');
    save();
    expect(
      await screen.findByText('This is not a TRON address (T followed by 33 letters and digits).'),
    ).toBeTruthy();
    expect(s.called('bankAdd')).toHaveLength(0);
    type('Wallet address', 'TXYZabcdefghijkmnopqrstuvwxyz12345');
    type('Note', 'Binance');
    save();
    await waitFor(() => expect(s.called('bankAdd')).toHaveLength(1));
    expect(s.called('bankAdd')[0]!.input).toEqual({
      type: 'trx_usdt',
      walletAddress: 'TXYZabcdefghijkmnopqrstuvwxyz12345',
      walletNote: 'Binance',
    });
  });

  it('shows a holder name that is not the verified one under that field', async () => {
    server([], { bankAdd: { code: 405, data: { field: 'accountName', variant: 'invalid' } } });
    renderRoutes(routes, '/bankCards/add');
    await screen.findByRole('textbox', { name: 'Bank name' });
    type('Account holder name', 'Someone Else');
    type('Bank name', 'Bank of Tests');
    type('Card number', '6222000011114321');
    save();
    const message = await screen.findByText(
      'The account holder must be Mia Tran, the name on your verified identity.',
    );
    expect(field('Account holder name').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('says a bank card needs a verified identity, and leads there', async () => {
    server([], {
      perInfo: { code: 200, data: identity({ status: 'unverified', realName: null }) },
      bankAdd: { code: 409 },
    });
    const { router } = renderRoutes(routes, '/bankCards/add');
    expect(await screen.findByTestId('verify-first')).toBeTruthy();
    type('Account holder name', 'Mia Tran');
    type('Bank name', 'Bank of Tests');
    type('Card number', '6222000011114321');
    save();
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Verify your identity before adding a bank card.',
    );
    fireEvent.click(screen.getAllByRole('link', { name: 'Verify my identity' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/identity'));
  });

  it('on 444, says the maximum with its count and disables saving', async () => {
    server([card(1)], { bankAdd: { code: 444, data: { item: 5 } } });
    renderRoutes(routes, '/bankCards/add');
    await screen.findByRole('textbox', { name: 'Bank name' });
    type('Bank name', 'Bank of Tests');
    type('Card number', '6222000011114321');
    save();
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'You can keep at most 5 withdrawal accounts. Delete one to add another.',
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens "add" at the maximum with the reason instead of the form', async () => {
    server([1, 2, 3, 4, 5].map((id) => card(id)));
    renderRoutes(routes, '/bankCards/add');
    expect(await screen.findByText('No room for another account')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Bank name' })).toBeNull();
  });

  it('edits an account with its current details and sends the change', async () => {
    const s = server([card(1), ethWallet], { bankEdit: { code: 200, data: null } });
    renderRoutes(routes, '/bankCards/9/edit');
    expect(((await screen.findByRole('radio', { name: 'ETH/USDT' })) as HTMLInputElement).checked).toBe(true);
    expect((field('Wallet address') as HTMLInputElement).value).toBe(ethWallet.walletAddress);
    type('Note', 'Cold storage');
    save();
    await waitFor(() => expect(s.called('bankEdit')).toHaveLength(1));
    expect(s.called('bankEdit')[0]!.input).toEqual({
      id: 9,
      account: { type: 'eth_usdt', walletAddress: ethWallet.walletAddress, walletNote: 'Cold storage' },
    });
  });

  it('says an account that no longer exists is gone', async () => {
    server([card(1)]);
    renderRoutes(routes, '/bankCards/42/edit');
    expect(await screen.findByText('This account no longer exists')).toBeTruthy();
  });

  it('puts a refusal naming a nested field on that field', async () => {
    server([ethWallet], {
      bankEdit: { code: 405, data: { field: 'account.walletAddress', variant: 'invalid' } },
    });
    renderRoutes(routes, '/bankCards/9/edit');
    await screen.findByRole('radio', { name: 'ETH/USDT' });
    save();
    await waitFor(() => expect(field('Wallet address').getAttribute('aria-invalid')).toBe('true'));
  });
});
