import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

/** Paid and neither settled nor cancelled: the orders whose profit is still expected. */
const OPEN_PAID = [
  'pending_shipment',
  'shipped',
  'pending_acceptance',
  'accepted',
  'pending_settlement',
] as const;

/**
 * The figures the orders alone tell for the moments `from`..`to` (epoch ms, `to` excluded),
 * per shop (docs/product.md#statistics): orders placed then and not cancelled since, their
 * selling price, and the margin of orders paid then that are still open. For the nightly
 * check of the kept statistics; `userId` narrows it to one shop.
 */
export async function orderFiguresBetween(db: Executor, from: number, to: number, userId?: number) {
  const placed = await db
    .selectFrom('orders')
    .select(['user_id', sql<number>`count(*)`.as('orders'), sql<number>`sum(amount_cents)`.as('sales')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('status', '<>', 'cancelled')
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .groupBy('user_id')
    .execute();
  const paid = await db
    .selectFrom('orders')
    .select(['user_id', sql<number>`sum(amount_cents - cost_cents)`.as('expected')])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where('status', 'in', OPEN_PAID)
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .groupBy('user_id')
    .execute();
  const figures = new Map<number, { orders: number; salesCents: number; expectedProfitCents: number }>();
  const of = (id: number) => {
    let row = figures.get(id);
    if (!row) {
      row = { orders: 0, salesCents: 0, expectedProfitCents: 0 };
      figures.set(id, row);
    }
    return row;
  };
  for (const row of placed)
    Object.assign(of(row.user_id), { orders: Number(row.orders), salesCents: Number(row.sales) });
  for (const row of paid) of(row.user_id).expectedProfitCents = Number(row.expected);
  return figures;
}

/** Each shop's margin of paid orders not yet settled or cancelled (or one shop's): the running expected profit. */
export async function openPaidMargins(db: Executor, userId?: number) {
  const rows = await db
    .selectFrom('orders')
    .select(['user_id', sql<number>`sum(amount_cents - cost_cents)`.as('expected')])
    .where('status', 'in', OPEN_PAID)
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.expected)]));
}
