import type { Trx } from '../db/index.ts';
import { completeOrder, dueOrders, lockOrder, recordOrderMoney } from '../modules/orders/service.ts';
import { settleOrderPayment } from '../modules/wallet/service.ts';
import { type OrderJobPass, workDueOrders } from './order-job.ts';
import { recordEvent } from './record-event.ts';

/**
 * An accepted order past its hold settled, in the caller's transaction (docs/money.md): the
 * order completed first (of two writers only one gets past the move), then the selling price
 * credited to the merchant's wallet, and its `order.settled` event. 203 unless pending
 * settlement.
 */
export async function settleOrder(trx: Trx, orderId: number, now: number): Promise<void> {
  const order = await lockOrder(trx, orderId);
  await completeOrder(trx, order, now);
  const { transactionId } = await settleOrderPayment(trx, {
    userId: order.user_id,
    orderId: order.id,
    amountCents: order.amount_cents,
    memo: order.order_no,
    now,
  });
  await recordOrderMoney(trx, order.id, 'settle_transaction_id', transactionId);
  await recordEvent(
    trx,
    {
      type: 'order.settled',
      userId: order.user_id,
      data: { orderId: order.id, priceCents: order.amount_cents, costCents: order.cost_cents },
    },
    now,
  );
}

/** The job: every accepted order past the hold, settled. */
export function settleDueOrders(pass: OrderJobPass) {
  const { now } = pass;
  return workDueOrders(
    pass,
    'settled',
    (trx) => dueOrders.toSettle(trx, now),
    async (trx, id) => {
      await settleOrder(trx, id, now);
      return undefined;
    },
  );
}
