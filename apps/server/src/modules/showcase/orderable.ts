import type { Executor } from '../../db/index.ts';

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
