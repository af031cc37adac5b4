import { sql } from 'kysely';
import type { Executor } from '../../db/transactions.ts';

/**
 * The showcase's face: what use cases and other modules read and write of merchants'
 * showcases. Other code may import only this file (module-boundaries test). Goods, tier
 * limits and settings belong to other modules: the caller reads them and hands them in.
 */

export { bestSellers, bestSellersOf, type ShopListedRow } from './featured-rows.ts';
export type { GoodsFacts } from './goods-facts.ts';
export { goodsLimitFor, listedCountOf } from './listed-limit.ts';
export {
  listedCountQuery,
  merchantShowcasePageArgs,
  merchantShowcasePageQuery,
  type ShowcaseGoods,
  type Status as ShowcaseStatus,
  showcasePageOf,
  toShowcaseItem,
} from './merchant-list.ts';
export {
  deleteShowcaseItems,
  insertShowcaseRows,
  newShowcaseRows,
  setShowcaseItemPrice,
  setShowcaseItemsStatus,
  showcaseItemGoodsId,
} from './merchant-writes.ts';
export { type ListedItem, type ListedRow, listedRow, listedRows, toListedItems } from './storefront-items.ts';

/** Of `goodsIds`, those in the merchant's showcase (listed or not): the warehouse's `inShowcase`. */
export async function showcasedGoodsIds(
  db: Executor,
  userId: number,
  goodsIds: readonly number[],
): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('showcase_items')
    .select('goods_id')
    .where('user_id', '=', userId)
    .where('goods_id', 'in', goodsIds)
    .execute();
  return new Set(rows.map((r) => Number(r.goods_id)));
}

/**
 * A showcase item a buyer may order from this shop: listed, with its goods and the merchant's
 * price now (the order copies it). Null when it is not this shop's or not listed.
 */
export async function orderableItem(
  db: Executor,
  shopUserId: number,
  itemId: number,
): Promise<{ goodsId: number; priceCents: number } | null> {
  const row = await db
    .selectFrom('showcase_items')
    .select(['goods_id', 'price_cents'])
    .where('id', '=', itemId)
    .where('user_id', '=', shopUserId)
    .where('status', '=', 'listed')
    .executeTakeFirst();
  return row ? { goodsId: row.goods_id, priceCents: row.price_cents } : null;
}

/** One storefront view of an item (the storefront decides which views count). */
export async function countItemClick(db: Executor, itemId: number) {
  await db.updateTable('showcase_items').set({ clicks: sql`clicks + 1` }).where('id', '=', itemId).execute();
}

/** Units a buyer ordered, for the storefront's "by sales" order. */
export async function recordSale(db: Executor, itemId: number, quantity: number) {
  await db
    .updateTable('showcase_items')
    .set({ sales: sql`sales + ${quantity}` })
    .where('id', '=', itemId)
    .execute();
}

/** How many merchants' items of a goods are priced below `costCents` (a cost the operator raised). */
export async function showcaseItemsPricedBelow(db: Executor, goodsId: number, costCents: number) {
  const row = await db
    .selectFrom('showcase_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('goods_id', '=', goodsId)
    .where('price_cents', '<', costCents)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
