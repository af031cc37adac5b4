import { createQueryClient } from '@shopkeeper/front-kit/query-client';
import { anOperator, fakeServer } from '@shopkeeper/front-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { initialLanguage, startI18n } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { AntdForTests } from '../../../testing/antd-for-tests.tsx';
import UsersPage from './users-page.tsx';

const eve = {
  id: 5,
  username: 'eve',
  role: 'merchant' as const,
  createdAt: '2025-03-01T10:00:00.000Z',
  disabled: null,
  withdrawalForbidden: null,
  walletFrozen: null,
};

const aFlow = (id: number, amount: string, type: 'top_up' | 'order_payment') => ({
  id,
  time: '2026-11-19T08:00:00.000Z',
  type,
  status: 'approved' as const,
  amount,
  remark: `flow ${id}`,
  causeType: null,
  causeId: null,
});

function server() {
  localStorage.setItem(storage.keys.token, 'operator-token');
  return fakeServer({
    getMe: { code: 200, data: anOperator() },
    consoleUsersList: { code: 200, data: { items: [eve], nextCursor: null } },
    consoleUsersDetail: {
      code: 200,
      data: { ...eve, activeSessions: 1, resetLink: null, events: [] },
    },
    consoleUsersWallet: {
      code: 200,
      data: { balance: '1234.50', frozen: '250.00', depositHeld: '100.00', totalAssets: '1584.50' },
    },
    consoleUsersLedger: ({ input }) => ({
      code: 200,
      data: input.cursor
        ? { items: [aFlow(1, '300.00', 'top_up')], nextCursor: null }
        : { items: [aFlow(2, '-80.00', 'order_payment')], nextCursor: '2' },
    }),
    consoleUsersAccounts: {
      code: 200,
      data: {
        items: [
          {
            id: 3,
            type: 'trx_usdt',
            accountName: null,
            bankName: null,
            cardNumber: null,
            branchNumber: null,
            walletAddress: 'TQ9xAbCdEfGhJkLmNpQrStUvWxYz123456',
            walletNote: 'cold wallet',
            createdAt: '2026-10-01T00:00:00.000Z',
          },
        ],
      },
    },
    consoleIdentityList: {
      code: 200,
      data: {
        items: [
          {
            id: 9,
            userId: 5,
            username: 'eve',
            status: 'rejected',
            realName: 'Eve Tan',
            idNo: 'S1234567D',
            frontPhoto: null,
            backPhoto: null,
            qualificationPhoto: null,
            rejectReason: 'Photo is blurred',
            updatedAt: null,
            createdAt: '2026-11-01T00:00:00.000Z',
            reviewerId: 1,
          },
        ],
        nextCursor: null,
      },
    },
    consoleWithdrawList: { code: 200, data: { items: [], nextCursor: null } },
  });
}

async function renderUsersPage() {
  await startI18n(initialLanguage());
  render(
    <AntdForTests>
      <QueryClientProvider client={createQueryClient()}>
        <UsersPage />
      </QueryClientProvider>
    </AntdForTests>,
  );
}

describe("a merchant's money in Users", () => {
  test('the name opens wallet, flow records, accounts, identity and withdrawals, each asked for this merchant', async () => {
    const api = server();
    await renderUsersPage();
    fireEvent.click(await screen.findByRole('button', { name: 'eve' }));
    const drawer = (await screen.findByText('Merchant eve')).closest('[role="dialog"]') as HTMLElement;

    expect(await within(drawer).findByText('1,234.50')).toBeTruthy();
    expect(within(drawer).getByText('1,584.50')).toBeTruthy();
    expect(api.called('consoleUsersWallet')[0]?.input).toEqual({ userId: 5 });

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Transaction history' }));
    expect(await within(drawer).findByText('flow 2')).toBeTruthy();
    expect(within(drawer).getByText('-80.00')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Load more' }));
    expect(await within(drawer).findByText('flow 1')).toBeTruthy();
    expect(api.called('consoleUsersLedger').map((call) => call.input)).toEqual([
      { userId: 5, limit: 20 },
      { userId: 5, limit: 20, cursor: '2' },
    ]);

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Withdrawal accounts' }));
    expect(await within(drawer).findByText('TQ9xAbCdEfGhJkLmNpQrStUvWxYz123456')).toBeTruthy();
    expect(within(drawer).getByText('USDT on TRON (TRC-20)')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Identity' }));
    expect(await within(drawer).findByText('Photo is blurred')).toBeTruthy();
    expect(api.called('consoleIdentityList')[0]?.input).toEqual({ userId: 5, limit: 20 });

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Withdrawals' }));
    expect(await within(drawer).findByText('No withdrawals yet.')).toBeTruthy();
    await waitFor(() =>
      expect(api.called('consoleWithdrawList')[0]?.input).toEqual({ userId: 5, limit: 20 }),
    );
  });

  test('a link naming a merchant (/users?user=5, from the audit log) opens their detail at once', async () => {
    const api = server();
    window.history.replaceState(null, '', '/users?user=5');
    try {
      await renderUsersPage();
      expect(await screen.findByText('Merchant eve')).toBeTruthy();
      expect(await screen.findByText('1,234.50')).toBeTruthy();
      expect(api.called('consoleUsersDetail')[0]?.input).toEqual({ userId: 5 });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
