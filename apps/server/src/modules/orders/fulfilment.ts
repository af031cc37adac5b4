import type { OrderStatus } from '@shopkeeper/contract';
import { forUpdate, type Trx } from '../../db/index.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { configuredSteps } from './logistics.ts';
import type { OrderTimes } from './order-times.ts';
import { moveOrder, type OrderActor } from './transitions.ts';

const MINUTE_MS = 60_000;

export type OrderRow = OrdersTable & { id: number };

/** Locks an order for a move (404 unknown): the one row every fulfilment write starts from. */
export async function lockOrder(trx: Trx, orderId: number): Promise<OrderRow> {
  const order = await forUpdate(
    trx,
    trx.selectFrom('orders').selectAll().where('id', '=', orderId),
  ).executeTakeFirst();
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  return order as OrderRow;
}

type Actor = { type: OrderActor; id?: number | null };

/** The ledger transaction an order's money moved in, kept on the order. */
export async function recordOrderMoney(
  trx: Trx,
  orderId: number,
  column: 'pay_transaction_id' | 'refund_transaction_id' | 'settle_transaction_id',
  transactionId: number,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ [column]: transactionId })
    .where('id', '=', orderId)
    .execute();
}

/**
 * The merchant paid the order's cost (in the ledger transaction given): pending shipment, due
 * to the warehouse at once. 203 unless pending payment.
 */
export async function payOrder(
  trx: Trx,
  order: { id: number; status: OrderStatus },
  merchantId: number,
  transactionId: number,
  now: number,
): Promise<void> {
  await moveOrder(trx, order, 'pay', { type: 'merchant', id: merchantId }, now, {
    paid_at: now,
    pay_transaction_id: transactionId,
    due_at: now,
  });
}

/**
 * Acceptance, by the buyer (confirm receipt), the auto-acceptance job or an operator, in the
 * caller's transaction: accepted, then at once pending settlement with the hold's end as
 * its due time. 203 unless delivered (pending acceptance).
 */
export async function acceptOrder(
  trx: Trx,
  order: { id: number; status: OrderStatus },
  actor: { type: 'buyer' | 'system' | 'operator'; id?: number | null },
  times: Pick<OrderTimes, 'settlementHold'>,
  now: number,
): Promise<void> {
  await moveOrder(trx, order, 'accept', actor, now, { accepted_at: now, due_at: null });
  const settleAfter = now + times.settlementHold;
  await moveOrder(trx, { id: order.id, status: 'accepted' }, 'hold', { type: 'system' }, now, {
    settle_after: settleAfter,
    due_at: settleAfter,
  });
}

/** Past the hold: completed (203 unless pending settlement); the caller credits the price. */
export async function completeOrder(trx: Trx, order: { id: number; status: OrderStatus }, now: number) {
  await moveOrder(trx, order, 'settle', { type: 'system' }, now, { completed_at: now, due_at: null });
}

/**
 * Ships a paid order (the sandbox warehouse, or an operator when it is off): shipped, the
 * first logistics step reached now, the next one due after its wait. 433 when no logistics
 * steps are configured; 203 unless pending shipment.
 */
export async function shipOrder(
  trx: Trx,
  orderId: number,
  actor: Actor,
  times: { demoSpeed: number },
  now: number,
  parcel: { carrier?: string | null; trackingNo?: string | null } = {},
): Promise<OrderRow> {
  const order = await lockOrder(trx, orderId);
  const steps = await configuredSteps(trx);
  const [first, second] = steps;
  if (!first) throw fail(ErrorCode.LOGISTICS_MISSING);
  await moveOrder(trx, order, 'ship', actor, now, {
    carrier: parcel.carrier ?? 'Shopkeeper Express',
    tracking_no: parcel.trackingNo ?? order.order_no,
    due_at: second ? now + Math.round((second.afterMinutes * MINUTE_MS) / times.demoSpeed) : now,
  });
  await trx
    .insertInto('order_tracking')
    .values({ order_id: order.id, position: 1, step_id: first.id, note: null, at: now })
    .execute();
  return order;
}

/**
 * The parcel reaches its next logistics step (the sandbox carrier when due, or an operator,
 * who may give the step their own text). Reaching the last step delivers it: pending
 * acceptance, auto-accepted after the configured time. 203 unless shipped.
 */
export async function advanceTracking(
  trx: Trx,
  orderId: number,
  actor: Actor,
  times: Pick<OrderTimes, 'autoAccept'> & { demoSpeed: number },
  now: number,
  note: string | null = null,
): Promise<{ order: OrderRow; delivered: boolean }> {
  const order = await lockOrder(trx, orderId);
  if (order.status !== 'shipped') throw fail(ErrorCode.INVALID_OPERATION);
  const reached = await trx
    .selectFrom('order_tracking')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  const position = Number(reached?.position ?? 0) + 1;
  const steps = await configuredSteps(trx);
  const step = steps[position - 1];
  const next = steps[position];
  await trx
    .insertInto('order_tracking')
    .values({ order_id: order.id, position, step_id: step?.id ?? null, note, at: now })
    .execute();
  if (next) {
    await trx
      .updateTable('orders')
      .set({ due_at: now + Math.round((next.afterMinutes * MINUTE_MS) / times.demoSpeed) })
      .where('id', '=', order.id)
      .execute();
    return { order, delivered: false };
  }
  await moveOrder(trx, order, 'deliver', actor, now, { due_at: now + times.autoAccept });
  return { order, delivered: true };
}

/** Accepts a delivered order (the buyer, the 7-day rule, or an operator). */
export async function acceptDelivered(
  trx: Trx,
  orderId: number,
  actor: Actor,
  times: Pick<OrderTimes, 'settlementHold'>,
  now: number,
) {
  const order = await lockOrder(trx, orderId);
  await acceptOrder(trx, order, actor as { type: 'buyer' | 'system' | 'operator' }, times, now);
  return order;
}

/**
 * Cancels an order not yet shipped (the 72 h rule, or an operator, whose note the merchant
 * reads): cancelled; 203 otherwise. Says whether the merchant had paid its cost, which the
 * caller returns to their wallet in the same transaction (use-cases/cancel-order.ts). A
 * storefront buyer's payment is owed back: the refund is marked pending here and made through
 * the provider by the jobs, which try again until it goes through; an intake order's buyer
 * paid the shop's own provider.
 */
export async function cancelOrder(
  trx: Trx,
  orderId: number,
  actor: Actor,
  reason: NonNullable<OrdersTable['cancel_reason']>,
  now: number,
  note: string | null = null,
): Promise<{ order: OrderRow; paid: boolean }> {
  const order = await lockOrder(trx, orderId);
  const paid = order.status === 'pending_shipment' && order.pay_transaction_id !== null;
  const ours = order.source === 'storefront';
  await moveOrder(trx, order, 'cancel', actor, now, {
    cancelled_at: now,
    cancel_reason: reason,
    cancel_note: note,
    due_at: null,
    buyer_refund: ours ? 'pending' : null,
    buyer_refund_due_at: ours ? now : null,
  });
  return { order, paid };
}

/**
 * A buyer's refund the provider refused every try of, made pending again and due at once (an
 * operator, after mending what the provider complained of). 203 unless it failed.
 */
export async function retryBuyerRefund(trx: Trx, orderId: number, now: number): Promise<void> {
  const order = await lockOrder(trx, orderId);
  if (order.buyer_refund !== 'failed') throw fail(ErrorCode.INVALID_OPERATION);
  await trx
    .updateTable('orders')
    .set({ buyer_refund: 'pending', buyer_refund_tries: 0, buyer_refund_due_at: now })
    .where('id', '=', orderId)
    .execute();
}
