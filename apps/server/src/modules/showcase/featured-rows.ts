import type { Executor } from '../../db/transactions.ts';
import type { ListedRow } from './storefront-items.ts';

/** A listed row with its shop's owner, for the platform's featured page. */
export type ShopListedRow = ListedRow & { user_id: number };

/** Of each shop named, its best-selling listed rows (at most `perShop`), best first. */
export async function bestSellersOf(
  db: Executor,
  userIds: readonly number[],
  perShop: number,
): Promise<Map<number, ShopListedRow[]>> {
  const byShop = new Map<number, ShopListedRow[]>();
  await Promise.all(
    userIds.map(async (userId) => {
      const rows = await db
        .selectFrom('showcase_items')
        .select(['id', 'goods_id', 'price_cents', 'user_id'])
        .where('user_id', '=', userId)
        .where('status', '=', 'listed')
        .orderBy('sales', 'desc')
        .orderBy('id', 'desc')
        .limit(perShop)
        .execute();
      byShop.set(userId, rows);
    }),
  );
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
