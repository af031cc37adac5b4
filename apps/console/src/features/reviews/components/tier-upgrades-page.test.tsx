import type { CallOutput, calls } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import TierUpgradesPage from './tier-upgrades-page.tsx';

type TierUpgrade = CallOutput<typeof calls.consoleUpgradeList>['items'][number];

const anUpgrade = (overrides: Partial<TierUpgrade> = {}): TierUpgrade => ({
  id: 5,
  userId: 7,
  username: 'mia',
  reviewerId: null,
  fromCode: 'merchant',
  code: 'partner',
  status: 'pending',
  held: '400.00',
  depositHeld: '500.00',
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

function server(routes: Parameters<typeof operatorServer>[0] = {}) {
  return operatorServer({
    consoleUpgradeList: { code: 200, data: { items: [anUpgrade()], nextCursor: null } },
    consoleUsersLedger: {
      code: 200,
      data: {
        items: [
          {
            id: 91,
            time: '2026-11-20T10:00:00.000Z',
            type: 'deposit_hold',
            status: 'pending',
            amount: '-400.00',
            remark: 'merchant → partner',
            causeType: 'tier_upgrade',
            causeId: 5,
          },
        ],
        nextCursor: null,
      },
    },
    ...routes,
  });
}

async function openUpgrade() {
  await renderPage(TierUpgradesPage);
  const row = (await screen.findByText('mia')).closest('tr') as HTMLElement;
  expect(within(row).getByText('From Merchant shop to Business partner')).toBeTruthy();
  expect(within(row).getByText('400.00')).toBeTruthy();
  fireEvent.click(within(row).getByRole('button', { name: 'Review' }));
  return findDialog('Tier upgrade #5');
}

describe('the tier upgrade queue', () => {
  test('lists the pending requests with the move and what each held; the drawer shows the whole held deposit and the history', async () => {
    const api = server();
    const drawer = await openUpgrade();
    expect(api.called('consoleUpgradeList')[0]?.input).toEqual({ limit: 20, status: 'pending' });
    expect(within(drawer).getByText('500.00')).toBeTruthy();
    expect(await within(drawer).findByText('merchant → partner')).toBeTruthy();
    expect(api.called('consoleUsersLedger')[0]?.input).toEqual({ userId: 7, limit: 10 });
  });

  test('approving is confirmed first, saying the deposit stays held', async () => {
    const api = server({
      consoleUpgradeApprove: () => ({ code: 200, data: anUpgrade({ status: 'approved', reviewerId: 1 }) }),
    });
    const drawer = await openUpgrade();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await findDialog('Move mia up to Business partner?');
    expect(
      within(confirm).getByText(
        "The shop becomes Business partner at once, with that tier's goods limit. The 400.00 held by this request stays held as its security deposit.",
      ),
    ).toBeTruthy();
    expect(api.called('consoleUpgradeApprove')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.called('consoleUpgradeApprove')[0]?.input).toEqual({ id: 5 }));
    expect(await screen.findByText('Approved: the shop is now Business partner.')).toBeTruthy();
    const row = (await screen.findByText('mia')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Approved')).toBeTruthy();
  });

  test('rejecting needs a reason and says what returns to the balance', async () => {
    const api = server({
      consoleUpgradeReject: ({ input }) => ({
        code: 200,
        data: anUpgrade({ status: 'rejected', reason: input.reason }),
      }),
    });
    const drawer = await openUpgrade();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await findDialog('Reject tier upgrade #5');
    expect(within(dialog).getByText("400.00 returns to the merchant's balance.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (the merchant sees it)'), {
      target: { value: 'Verify your identity first' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.called('consoleUpgradeReject')[0]?.input).toEqual({
        id: 5,
        reason: 'Verify your identity first',
      }),
    );
    expect(
      await screen.findByText('Upgrade rejected; what it held has returned to the merchant.'),
    ).toBeTruthy();
  });

  test('a request another operator handled first says so, and the list is read again', async () => {
    const api = server({ consoleUpgradeApprove: { code: 203 } });
    const drawer = await openUpgrade();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    fireEvent.click(
      within(await findDialog('Move mia up to Business partner?')).getByRole('button', { name: 'Approve' }),
    );
    expect(
      await screen.findByText(
        'Another operator has already handled this request. The list now shows its current state.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.called('consoleUpgradeList')).toHaveLength(2));
  });
});
