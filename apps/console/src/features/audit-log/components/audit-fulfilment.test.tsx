import type { AuditEntry } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { operatorServer, renderPage } from '../../../testing/render-page.tsx';
import AuditLogPage from './audit-log-page.tsx';

const cancelled: AuditEntry = {
  id: 500,
  at: '2026-11-22T02:00:00.000Z',
  actor: { id: 1, username: 'ops.alice' },
  action: 'order.cancel',
  target: { type: 'order', id: 7 },
  user: { id: 3, username: 'lan_shop' },
  reason: 'Out of stock',
  detail: { orderNo: 'SK2026112200000007', refunded: '6.00' },
};
const stepEdited: AuditEntry = {
  id: 499,
  at: '2026-11-22T01:00:00.000Z',
  actor: { id: 1, username: 'ops.alice' },
  action: 'logistics.update',
  target: { type: 'logistics_step', id: 2 },
  user: null,
  reason: null,
  detail: { text: 'Picked up', position: '2 → 3', afterMinutes: '360 → 90' },
};
const chargeRetried: AuditEntry = {
  id: 498,
  at: '2026-11-22T00:30:00.000Z',
  actor: { id: 1, username: 'ops.alice' },
  action: 'storefront_charge.refund_retry',
  target: null,
  user: { id: 3, username: 'lan_shop' },
  reason: null,
  detail: { reference: 'sf_0123456789abcdef01234567', amount: '5.90', currency: 'USD' },
};

describe('the audit log: fulfilment', () => {
  test('order moves and logistics changes are worded with their record and fields, and can be filtered by', async () => {
    const api = operatorServer({
      consoleAuditList: {
        code: 200,
        data: { items: [cancelled, stepEdited, chargeRetried], nextCursor: null },
      },
      consoleUsersList: { code: 200, data: { items: [], nextCursor: null } },
    });
    await renderPage(AuditLogPage);
    const order = (await screen.findByText('Cancelled an order')).closest('tr') as HTMLElement;
    expect(within(order).getByText('Order #7')).toBeTruthy();
    expect(within(order).getByText('Order number')).toBeTruthy();
    expect(within(order).getByText('Refunded')).toBeTruthy();
    expect(within(order).getByText('Out of stock')).toBeTruthy();
    const step = screen.getByText('Edited a logistics step').closest('tr') as HTMLElement;
    expect(within(step).getByText('Logistics step #2')).toBeTruthy();
    expect(within(step).getByText('Position')).toBeTruthy();
    expect(within(step).getByText('Minutes after the previous step')).toBeTruthy();
    const charge = screen.getByText('Retried a storefront payment refund').closest('tr') as HTMLElement;
    expect(within(charge).getByText('Payment reference')).toBeTruthy();
    expect(within(charge).getByText('Currency')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Action'));
    fireEvent.click(
      await screen.findByText('Shipped an order', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() =>
      expect(api.called('consoleAuditList').at(-1)?.input).toEqual({ limit: 50, action: 'order.ship' }),
    );
  });
});
