import type { CallOutput, calls } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import WithdrawalsPage from './withdrawals-page.tsx';

type Withdrawal = CallOutput<typeof calls.consoleWithdrawList>['items'][number];

const aWithdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 12,
  userId: 7,
  username: 'mia',
  reviewerId: null,
  payoutReference: null,
  amount: '250.00',
  status: 'pending',
  reason: null,
  account: {
    id: 3,
    type: 'bank_card',
    accountName: 'Mia Chen',
    bankName: 'First Bank',
    cardNumber: '6222020200112233',
    branchNumber: null,
    walletAddress: null,
    walletNote: null,
    createdAt: '2026-10-01T00:00:00.000Z',
  },
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

function server(routes: Parameters<typeof operatorServer>[0] = {}) {
  return operatorServer({
    consoleWithdrawList: { code: 200, data: { items: [aWithdrawal()], nextCursor: null } },
    consoleUsersLedger: {
      code: 200,
      data: {
        items: [
          {
            id: 90,
            time: '2026-11-19T08:00:00.000Z',
            type: 'top_up',
            status: 'approved',
            amount: '300.00',
            remark: 'USDT main',
            causeType: 'topup',
            causeId: 41,
          },
        ],
        nextCursor: '90',
      },
    },
    ...routes,
  });
}

async function openWithdrawal() {
  await renderPage(WithdrawalsPage);
  const row = (await screen.findByText('mia')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Bank card · First Bank ···2233')).toBeTruthy();
  fireEvent.click(within(row).getByRole('button', { name: 'Review' }));
  return findDialog('Withdrawal #12');
}

describe('the withdrawal queue', () => {
  test('shows the account to pay, copyable, and the merchant’s last ten flow records', async () => {
    const api = server();
    const drawer = await openWithdrawal();
    expect(within(drawer).getByText('6222020200112233')).toBeTruthy();
    expect(within(drawer).getByText('Mia Chen')).toBeTruthy();
    expect(within(drawer).getAllByRole('button', { name: /copy/i }).length).toBeGreaterThanOrEqual(3);
    expect(await within(drawer).findByText('300.00')).toBeTruthy();
    expect(api.called('consoleUsersLedger')[0]?.input).toEqual({ userId: 7, limit: 10 });
    expect(api.called('consoleWithdrawList')[0]?.input).toEqual({ limit: 20, status: 'pending' });
  });

  test('marking paid is confirmed first and sends the payout reference', async () => {
    const api = server({
      consoleWithdrawPay: ({ input }) => ({
        code: 200,
        data: aWithdrawal({ status: 'approved', payoutReference: input.payoutReference ?? null }),
      }),
    });
    const drawer = await openWithdrawal();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark paid' }));
    const confirm = await findDialog('Mark 250.00 paid to mia?');
    expect(api.called('consoleWithdrawPay')).toHaveLength(0);

    fireEvent.change(within(confirm).getByLabelText(/^Payout reference/), {
      target: { value: ' FT-2026-0042 ' },
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(api.called('consoleWithdrawPay')).toHaveLength(1));
    expect(api.called('consoleWithdrawPay')[0]?.input).toEqual({ id: 12, payoutReference: 'FT-2026-0042' });
    expect(await screen.findByText('250.00 marked paid.')).toBeTruthy();
    const row = (await screen.findByText('mia')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paid')).toBeTruthy();
  });

  test('rejecting needs a reason and says the amount returns', async () => {
    const api = server({
      consoleWithdrawReject: ({ input }) => ({
        code: 200,
        data: aWithdrawal({ status: 'rejected', reason: input.reason }),
      }),
    });
    const drawer = await openWithdrawal();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await findDialog('Reject withdrawal #12');
    expect(within(dialog).getByText("250.00 returns to the merchant's balance.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter a reason.')).toBeTruthy();
    expect(api.called('consoleWithdrawReject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason (the merchant sees it)'), {
      target: { value: 'Account holder does not match' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.called('consoleWithdrawReject')[0]?.input).toEqual({
        id: 12,
        reason: 'Account holder does not match',
      }),
    );
  });

  test('a withdrawal another operator handled first says so', async () => {
    const api = server({ consoleWithdrawPay: { code: 203 } });
    const drawer = await openWithdrawal();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark paid' }));
    fireEvent.click(
      within(await findDialog('Mark 250.00 paid to mia?')).getByRole('button', { name: 'Mark paid' }),
    );
    expect(
      await screen.findByText(
        'Another operator has already handled this withdrawal. The list now shows its current state.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.called('consoleWithdrawList')).toHaveLength(2));
  });
});
