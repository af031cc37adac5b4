import type { Language, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { boostedShopIds } from '../modules/ads/service.ts';
import { goodsByIds } from '../modules/catalogue/service.ts';
import { openShopsByUserIds, type PublicShop } from '../modules/shops/service.ts';
import {
  bestSellers,
  bestSellersOf,
  type ShopListedRow,
  toListedItems,
} from '../modules/showcase/service.ts';
import { toItem } from './storefront-pages.ts';

type FeaturedItem = z.infer<typeof schemas.featuredItem>;

/** How long one order of the boosted shops lasts before the next shop leads. */
export const FEATURED_SLOT_MS = 15 * 60_000;
/** Goods shown per boosted shop, best sellers first. */
export const FEATURED_PER_SHOP = 4;
/** Best sellers of the other open shops shown after the boosted ones. */
export const FEATURED_BEST_SELLERS = 20;

/**
 * The boosted shops in this slot's order: sorted by owner id, then turned by one place per
 * slot, so over n slots each of n shops leads once and every shop is at every place once
 * (docs/decisions/028-ads-and-featured-order.md). A shop joining or leaving shifts the turn;
 * it stays fair over time since each slot's leader is the next in a fixed order.
 */
export function rotation(shopIds: readonly number[], now: number): number[] {
  const sorted = [...shopIds].sort((a, b) => a - b);
  if (sorted.length === 0) return sorted;
  const turn = Math.floor(now / FEATURED_SLOT_MS) % sorted.length;
  return [...sorted.slice(turn), ...sorted.slice(0, turn)];
}

/**
 * The platform's featured page (/featured and /storefront/v1/featured): the goods of shops
 * with a running boost first, in the slot's rotation, each marked `ad`; then the best sellers
 * of the other shops. Closed or suspended shops never show, boosted or not.
 */
export async function featuredPage(
  db: Executor,
  lang: Language,
  now = Date.now(),
): Promise<{ items: FeaturedItem[] }> {
  const boosted = await boostedShopIds(db, now);
  const [boostedRows, others] = await Promise.all([
    bestSellersOf(db, boosted, FEATURED_PER_SHOP),
    // Some of the best sellers may be closed shops': read more than are shown.
    bestSellers(db, boosted, FEATURED_BEST_SELLERS * 3),
  ]);
  const open = await openShopsByUserIds(db, [...boosted, ...others.map((row) => row.user_id)]);
  // The turn is taken among the boosted shops that can show: a closed one takes no slot.
  const showing = boosted.filter((userId) => open.has(userId));
  const adRows = rotation(showing, now).flatMap((userId) => boostedRows.get(userId) ?? []);
  const otherRows = others.filter((row) => open.has(row.user_id)).slice(0, FEATURED_BEST_SELLERS);
  const goods = await goodsByIds(
    db,
    [...new Set([...adRows, ...otherRows].map((row) => row.goods_id))],
    lang,
  );
  const shape = (rows: ShopListedRow[], ad: boolean) => {
    const items = toListedItems(rows, goods);
    const owners = new Map(rows.map((row) => [row.id, row.user_id]));
    return items.map((item): FeaturedItem => {
      const shop = open.get(owners.get(item.id)!) as PublicShop;
      return { ...toItem({ ...item, featured: ad }), shop, ad };
    });
  };
  return { items: [...shape(adRows, true), ...shape(otherRows, false)] };
}
