import type { SelectQueryBuilder } from 'kysely';
import { type Executor, rowsChanged, type Trx } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderTimes } from './order-times.ts';

/**
 * What each order job finds due at `now` (the jobs are use-cases/*; decision 018), and the
 * small writes only the jobs make. Each query selects ids; the job claims them in batches.
 */
export type DueOrders = SelectQueryBuilder<Database, 'orders', { id: number }>;

const orders = (db: Executor) => db.selectFrom('orders').select('id');

export const dueOrders = {
  /** Paid (pending shipment): due at once; a pay that leaves due_at unset means the same. */
  toShip: (db: Executor, now: number): DueOrders =>
    orders(db)
      .where('status', '=', 'pending_shipment')
      .where((eb) => eb.or([eb('due_at', '<=', now), eb('due_at', 'is', null)])),
  /** Shipped, their next logistics step due. */
  toAdvance: (db: Executor, now: number): DueOrders =>
    orders(db).where('status', '=', 'shipped').where('due_at', '<=', now),
  /** Delivered and not accepted in time. */
  toAccept: (db: Executor, now: number): DueOrders =>
    orders(db).where('status', '=', 'pending_acceptance').where('due_at', '<=', now),
  /** Accepted, past the settlement hold. */
  toSettle: (db: Executor, now: number): DueOrders =>
    orders(db).where('status', '=', 'pending_settlement').where('due_at', '<=', now),
  /** Unpaid past the cancel time. */
  toCancel: (db: Executor, now: number, times: Pick<OrderTimes, 'unpaidCancel'>): DueOrders =>
    orders(db)
      .where('status', '=', 'pending_payment')
      .where('created_at', '<=', now - times.unpaidCancel),
  /** Cancelled storefront orders whose buyer's refund try is due. */
  toRefundBuyer: (db: Executor, now: number): DueOrders =>
    orders(db).where('buyer_refund', '=', 'pending').where('buyer_refund_due_at', '<=', now),
  /** Unpaid past the warning time, not yet warned. */
  toWarn: (db: Executor, now: number, times: Pick<OrderTimes, 'unpaidWarn'>): DueOrders =>
    orders(db)
      .where('status', '=', 'pending_payment')
      .where('warned_at', 'is', null)
      .where('created_at', '<=', now - times.unpaidWarn),
};

/** Marks the merchant's warning (read by /v1/order/warning) once; false when not due any more. */
export async function markWarned(trx: Trx, orderId: number, now: number): Promise<boolean> {
  const changed = await rowsChanged(
    trx
      .updateTable('orders')
      .set({ warned_at: now })
      .where('id', '=', orderId)
      .where('status', '=', 'pending_payment')
      .where('warned_at', 'is', null),
  );
  return changed === 1;
}

/** Schedules a buyer refund's next try before this one is made, so no other pass makes it meanwhile. */
export async function claimBuyerRefundTry(trx: Trx, orderId: number, tries: number, nextAt: number) {
  await trx
    .updateTable('orders')
    .set({ buyer_refund_tries: tries, buyer_refund_due_at: nextAt })
    .where('id', '=', orderId)
    .execute();
}

/** The provider answered: refunded, or failed for good. Only a pending refund changes. */
export async function markBuyerRefund(
  db: Executor,
  orderId: number,
  to: 'refunded' | 'failed',
  now: number,
): Promise<boolean> {
  const changed = await rowsChanged(
    db
      .updateTable('orders')
      .set(
        to === 'refunded'
          ? { buyer_refund: to, buyer_refunded_at: now, buyer_refund_due_at: null }
          : { buyer_refund: to, buyer_refund_due_at: null },
      )
      .where('id', '=', orderId)
      .where('buyer_refund', '=', 'pending'),
  );
  return changed === 1;
}

/** Shops with an order unpaid since `createdBy` or earlier (their storefront is to close). */
export async function shopsWithOrdersUnpaidSince(db: Executor, createdBy: number): Promise<Set<number>> {
  const late = await db
    .selectFrom('orders')
    .select('user_id')
    .distinct()
    .where('status', '=', 'pending_payment')
    .where('created_at', '<=', createdBy)
    .execute();
  return new Set(late.map((r) => Number(r.user_id)));
}
