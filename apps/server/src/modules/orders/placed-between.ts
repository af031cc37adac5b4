import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

/**
 * How many orders reached a shop (by their placed time) in `[from, to)` epoch ms, whatever
 * became of them since: what a promotion's effect counts (docs/product.md#promotions).
 */
export async function ordersPlacedBetween(db: Executor, userId: number, from: number, to: number) {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
