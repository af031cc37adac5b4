import type { Language, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { iso } from '../lib/iso.ts';
import { countShopView, runningBoost } from '../modules/ads/service.ts';
import { ratingsByMerchant } from '../modules/order-comments/service.ts';
import { shopBySlug, storefrontClosed } from '../modules/shops/service.ts';
import { countItemClick, type ListedItem } from '../modules/showcase/service.ts';
import { countView } from '../modules/storefront/service.ts';
import { listedItem, listedItems } from './listed-items.ts';

/**
 * The buyers' storefront pages' data: a shop and its listed goods by slug, an item. Shared by
 * the contract calls (storefront/routes.ts) and the server-rendered pages (storefront/pages.ts).
 */

type StorefrontShop = z.infer<typeof schemas.storefrontShop>;
type StorefrontItem = z.infer<typeof schemas.storefrontItem>;
type StorefrontItemDetail = z.infer<typeof schemas.storefrontItemDetail>;

interface ShopRecord {
  userId: number;
  shop: StorefrontShop;
}

/** The shop behind a slug, or 404. */
export async function storefrontShop(db: Executor, slug: string): Promise<ShopRecord> {
  const found = await shopBySlug(db, slug);
  if (!found) throw fail(ErrorCode.NOT_FOUND);
  const [closed, ratings] = await Promise.all([
    storefrontClosed(db, found.userId),
    ratingsByMerchant(db, [found.userId]),
  ]);
  return {
    userId: found.userId,
    shop: {
      slug: found.slug,
      name: found.name,
      logo: found.logo,
      // Buyers' average stars from their reviews; null before the first.
      rating: ratings.get(found.userId) ?? null,
      closedSince: closed ? iso(closed.since) : null,
      closedReason: closed?.reason ?? null,
    },
  };
}

export const toItem = (item: ListedItem): StorefrontItem => ({
  id: item.id,
  name: item.name,
  image: item.image,
  price: item.price,
  featured: item.featured,
  available: item.inStock && !item.belowCost,
});

/**
 * A shop and a page of its listed goods; the first page counts a visitor (not when `address`
 * is null: a link preview or a bot, see routes.ts).
 */
export async function shopPage(
  db: Executor,
  input: { slug: string; cursor?: string; limit?: number },
  lang: Language,
  address: string | null,
) {
  const { userId, shop } = await storefrontShop(db, input.slug);
  const [page, boosted] = await Promise.all([
    listedItems(db, userId, lang, input),
    runningBoost(db, userId, Date.now()),
  ]);
  if (input.cursor === undefined && address !== null) {
    await countView(db, { shopUserId: userId }, address);
    await countShopView(db, userId);
  }
  // While the shop is boosted its goods are marked featured (decision 028).
  const items = page.items.map((item) => toItem({ ...item, featured: boosted !== undefined }));
  return { shop, goods: { items, nextCursor: page.nextCursor } };
}

/**
 * One listed item of a shop (404 when unknown, unlisted or another shop's); counts a click
 * (not when `address` is null).
 */
export async function itemPage(
  db: Executor,
  input: { slug: string; itemId: number },
  lang: Language,
  address: string | null,
): Promise<{ shop: StorefrontShop; item: StorefrontItemDetail }> {
  const { userId, shop } = await storefrontShop(db, input.slug);
  const item = await listedItem(db, userId, input.itemId, lang);
  if (!item) throw fail(ErrorCode.NOT_FOUND);
  if (address !== null) {
    if (await countView(db, { shopUserId: userId, itemId: item.id }, address))
      await countItemClick(db, item.id);
    await countShopView(db, userId);
  }
  const featured = (await runningBoost(db, userId, Date.now())) !== undefined;
  return {
    shop,
    item: { ...toItem({ ...item, featured }), description: item.description, images: item.images },
  };
}
