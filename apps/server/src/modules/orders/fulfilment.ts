import { forUpdate, type Trx } from '../../db/index.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { refundOrderCost } from '../wallet/service.ts';
import { configuredSteps } from './logistics.ts';
import { acceptOrder, type OrderTimes } from './service.ts';
import { moveOrder, type OrderActor } from './transitions.ts';

const MINUTE_MS = 60_000;

/** Locks an order for a move (404 unknown): the one row every fulfilment write starts from. */
export async function lockOrder(trx: Trx, orderId: number): Promise<OrdersTable & { id: number }> {
  const order = await forUpdate(
    trx,
    trx.selectFrom('orders').selectAll().where('id', '=', orderId),
  ).executeTakeFirst();
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  return order as OrdersTable & { id: number };
}

type Actor = { type: OrderActor; id?: number | null };

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
): Promise<void> {
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
  times: OrderTimes & { demoSpeed: number },
  now: number,
  note: string | null = null,
): Promise<void> {
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
    return;
  }
  await moveOrder(trx, order, 'deliver', actor, now, { due_at: now + times.autoAccept });
}

/** Accepts a delivered order for the buyer (the 7-day rule, or an operator). */
export async function acceptDelivered(
  trx: Trx,
  orderId: number,
  actor: Actor,
  times: OrderTimes,
  now: number,
) {
  const order = await lockOrder(trx, orderId);
  await acceptOrder(trx, order, actor as { type: 'system' | 'operator' }, times, now);
}

/**
 * Cancels an order not yet shipped (the 72 h rule, or an operator, whose note the merchant
 * reads): cancelled, and a cost the merchant already paid goes back to their wallet in the
 * same transaction. 203 otherwise. A storefront buyer's payment is owed back: the refund is
 * marked pending here and made through the provider by the jobs (`refundBuyers`), which try
 * again until it goes through; an intake order's buyer paid the shop's own provider.
 */
export async function cancelOrder(
  trx: Trx,
  orderId: number,
  actor: Actor,
  reason: NonNullable<OrdersTable['cancel_reason']>,
  now: number,
  note: string | null = null,
): Promise<{ refundedCents: number }> {
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
  if (!paid) return { refundedCents: 0 };
  const { transactionId } = await refundOrderCost(trx, {
    userId: order.user_id,
    orderId: order.id,
    amountCents: order.cost_cents,
    memo: order.order_no,
    now,
  });
  await trx
    .updateTable('orders')
    .set({ refund_transaction_id: transactionId })
    .where('id', '=', order.id)
    .execute();
  return { refundedCents: order.cost_cents };
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
