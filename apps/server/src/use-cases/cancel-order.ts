import { fromCents } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import type { OrdersTable } from '../db/schema.ts';
import { recordAudit } from '../modules/audit/service.ts';
import {
  cancelOrder as cancelOrderMove,
  dueOrders,
  type OrderActor,
  orderForAudit,
  recordOrderMoney,
} from '../modules/orders/service.ts';
import { refundOrderCost } from '../modules/wallet/service.ts';
import { type OrderJobPass, workDueOrders } from './order-job.ts';
import { recordEvent } from './record-event.ts';

/**
 * Cancels an order not yet shipped, in the caller's transaction (the 72 h rule, or an
 * operator, whose note the merchant reads): cancelled, a cost the merchant already paid back
 * to their wallet (docs/money.md), and its `order.cancelled` event. 203 otherwise. A
 * storefront buyer's refund is left pending for the jobs (refund-buyer.ts).
 */
export async function cancelOrder(
  trx: Trx,
  orderId: number,
  actor: { type: OrderActor; id?: number | null },
  reason: NonNullable<OrdersTable['cancel_reason']>,
  now: number,
  note: string | null = null,
): Promise<{ refundedCents: number }> {
  const { order, paid } = await cancelOrderMove(trx, orderId, actor, reason, now, note);
  let refundedCents = 0;
  if (paid) {
    const { transactionId } = await refundOrderCost(trx, {
      userId: order.user_id,
      orderId: order.id,
      amountCents: order.cost_cents,
      memo: order.order_no,
      now,
    });
    await recordOrderMoney(trx, order.id, 'refund_transaction_id', transactionId);
    refundedCents = order.cost_cents;
  }
  await recordEvent(
    trx,
    {
      type: 'order.cancelled',
      userId: order.user_id,
      data: { orderId: order.id, refundedCostCents: refundedCents, reason },
    },
    now,
  );
  return { refundedCents };
}

/**
 * The job: unpaid orders past the cancel time. Run before the storefronts' check, so an order
 * past 72 h at a late pass does not close its storefront only to reopen it.
 */
export function cancelUnpaidOrders(pass: OrderJobPass) {
  const { now, times } = pass;
  return workDueOrders(
    pass,
    'cancelled',
    (trx) => dueOrders.toCancel(trx, now, times),
    async (trx, id) => {
      await cancelOrder(trx, id, { type: 'system' }, 'unpaid_timeout', now);
      return undefined;
    },
  );
}

/**
 * An operator cancels an order not yet shipped, with a reason the audit log keeps; a paid
 * order's cost returns to the merchant's wallet in the same transaction.
 */
export async function cancelOrderByOperator(
  ctx: AppContext,
  input: { operatorId: number; orderId: number; reason: string; now?: number },
): Promise<void> {
  const { operatorId, orderId, reason } = input;
  await inTransaction(ctx.database, async (trx) => {
    const actor = { type: 'operator' as const, id: operatorId };
    const { refundedCents } = await cancelOrder(
      trx,
      orderId,
      actor,
      'operator',
      input.now ?? Date.now(),
      reason,
    );
    const order = await orderForAudit(trx, orderId);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'order.cancel',
      target: { type: 'order', id: orderId },
      userId: order.user_id,
      reason,
      detail: { orderNo: order.order_no, refunded: fromCents(refundedCents) },
    });
  });
}
