import type { CallOutput, calls } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import StorefrontPaymentsPage from './storefront-payments-page.tsx';

type Charge = CallOutput<typeof calls.consoleStorefrontChargeList>['items'][number];

const failed: Charge = {
  reference: 'sf_00000000000000000000000a',
  shop: { userId: 3, username: 'lan_shop', name: 'Lan’s Lamps' },
  amount: '1234.50',
  currency: 'USD',
  state: 'refund_failed',
  tries: 8,
  providerReference: 'sbx_1',
  orderNo: null,
  dueAt: null,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
};

const pending: Charge = {
  ...failed,
  reference: 'sf_00000000000000000000000b',
  amount: '5.90',
  state: 'refund_pending',
  tries: 2,
  orderNo: 'SK2026112200000007',
  dueAt: '2026-11-21T12:04:00.000Z',
};

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('storefront payments', () => {
  test('lists the payments needing attention with state, amount, shop and tries; only a failed refund can be retried', async () => {
    const api = operatorServer({
      consoleStorefrontChargeList: { code: 200, data: { items: [failed, pending], nextCursor: null } },
    });
    await renderPage(StorefrontPaymentsPage);
    const first = await row(failed.reference);
    expect(within(first).getByText('Refund failed')).toBeTruthy();
    expect(within(first).getByText('$1,234.50')).toBeTruthy();
    expect(within(first).getByText('lan_shop')).toBeTruthy();
    expect(within(first).getByText('Lan’s Lamps')).toBeTruthy();
    expect(within(first).getByText('8')).toBeTruthy();
    expect(within(first).getByText('No order')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Retry refund' })).toBeTruthy();

    const second = await row(pending.reference);
    expect(within(second).getByText('Refund in progress')).toBeTruthy();
    expect(within(second).getByText(/^Next try: /)).toBeTruthy();
    expect(within(second).getByText('SK2026112200000007')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Retry refund' })).toBeNull();
    expect(api.called('consoleStorefrontChargeList')[0]?.input).toEqual({ limit: 20 });
  });

  test('retrying asks to confirm, shows a refusal in the dialog, then sends the reference and says so', async () => {
    let answer: 'moved' | 'ok' = 'moved';
    const api = operatorServer({
      consoleStorefrontChargeList: { code: 200, data: { items: [failed], nextCursor: null } },
      consoleStorefrontChargeRefundRetry: () =>
        answer === 'ok'
          ? { code: 200, data: { ...failed, state: 'refund_pending', tries: 0, dueAt: failed.updatedAt } }
          : { code: 203, msg: 'This operation is not allowed right now.', data: null },
    });
    await renderPage(StorefrontPaymentsPage);
    fireEvent.click(within(await row(failed.reference)).getByRole('button', { name: 'Retry refund' }));
    const confirm = await findDialog('Retry the refund of $1,234.50?');
    expect(within(confirm).getByText(/paid at Lan’s Lamps's storefront/)).toBeTruthy();
    expect(api.called('consoleStorefrontChargeRefundRetry')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Retry refund' }));
    expect(await within(confirm).findByText('This operation is not allowed right now.')).toBeTruthy();

    answer = 'ok';
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retry refund' }));
    expect(
      await screen.findByText('The refund of $1,234.50 will be tried again within a minute.'),
    ).toBeTruthy();
    expect(api.called('consoleStorefrontChargeRefundRetry').map((call) => call.input)).toEqual([
      { reference: failed.reference },
      { reference: failed.reference },
    ]);
    // The list is read again to show where the charge is now.
    await waitFor(() => expect(api.called('consoleStorefrontChargeList').length).toBeGreaterThan(1));
  });

  test('nothing needing attention says so; another state can be looked at', async () => {
    const api = operatorServer({
      consoleStorefrontChargeList: { code: 200, data: { items: [], nextCursor: null } },
    });
    await renderPage(StorefrontPaymentsPage);
    expect(await screen.findByText('No storefront payment needs attention.')).toBeTruthy();
    const filters = screen.getByRole('search', { name: 'Filter the payments' });
    fireEvent.mouseDown(within(filters).getByLabelText('State'));
    fireEvent.click(await screen.findByText('Refunded', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(api.called('consoleStorefrontChargeList').at(-1)?.input).toEqual({
        limit: 20,
        state: 'refunded',
      }),
    );
    expect(await screen.findByText('No payments in this state.')).toBeTruthy();
  });
});
