import { sql } from 'kysely';
import type { Executor } from '../../db/transactions.ts';
import type { ListedRow } from './storefront-items.ts';

/** A listed row with its shop's owner, for the platform's featured page. */
export type ShopListedRow = ListedRow & { user_id: number };

/**
 * Of each shop named, its best-selling listed rows (at most `perShop`), best first: one query,
 * ranked per shop (window functions: SQLite 3.25+ and PostgreSQL alike).
 */
export async function bestSellersOf(
  db: Executor,
  userIds: readonly number[],
  perShop: number,
): Promise<Map<number, ShopListedRow[]>> {
  const byShop = new Map<number, ShopListedRow[]>(userIds.map((userId) => [userId, []]));
  if (userIds.length === 0) return byShop;
  const ranked = db
    .selectFrom('showcase_items')
    .select([
      'id',
      'goods_id',
      'price_cents',
      'user_id',
      sql<number>`row_number() over (partition by user_id order by sales desc, id desc)`.as('place'),
    ])
    .where('user_id', 'in', [...userIds])
    .where('status', '=', 'listed')
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .select(['id', 'goods_id', 'price_cents', 'user_id'])
    .where('place', '<=', perShop)
    .orderBy('user_id')
    .orderBy('place')
    .execute();
  for (const row of rows) byShop.get(Number(row.user_id))?.push(row);
  return byShop;
}

/** The platform's best-selling listed rows, best first, leaving out the shops named. */
export async function bestSellers(
  db: Executor,
  excludeUserIds: readonly number[],
  limit: number,
): Promise<ShopListedRow[]> {
  let q = db
    .selectFrom('showcase_items')
    .select(['id', 'goods_id', 'price_cents', 'user_id'])
    .where('status', '=', 'listed')
    .orderBy('sales', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (excludeUserIds.length > 0) q = q.where('user_id', 'not in', [...excludeUserIds]);
  return q.execute();
}
