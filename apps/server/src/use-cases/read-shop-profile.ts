import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { iso } from '../lib/iso.ts';
import { ratingsByMerchant } from '../modules/order-comments/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { type ShopRow, shopRow, storefrontClosed } from '../modules/shops/service.ts';
import { goodsLimitFor, listedCountOf } from '../modules/showcase/service.ts';
import { storefrontCounts } from '../modules/storefront/service.ts';
import { readWallet } from '../modules/wallet/service.ts';

export type ShopProfile = z.infer<typeof schemas.shop>;

/** Every UTC day the storefront's daily counts can hold: the visitor count is all time. */
const ALL_DAYS = ['0000-01-01', '9999-12-31'] as const;

/**
 * The merchant's shop as the profile and the store centre show it (GET /v1/shop/info,
 * docs/product.md#shop-profile): its own fields, the credit score, buyers' average stars,
 * storefront visitors since it opened, the balance and frozen amount, and the goods listed
 * against the tier's limit. 404 for a user without a shop (an operator).
 */
export async function readShopProfile(db: Executor, userId: number): Promise<ShopProfile> {
  const row = await shopRow(db, userId);
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return shopProfileOf(db, row);
}

/** The profile of a shop row already read (the update answers with the row it wrote). */
export async function shopProfileOf(db: Executor, row: ShopRow): Promise<ShopProfile> {
  const userId = row.user_id;
  const [ratings, visits, wallet, listedCount, limits, closed] = await Promise.all([
    ratingsByMerchant(db, [userId]),
    storefrontCounts(db, userId, ...ALL_DAYS),
    readWallet(db, userId),
    listedCountOf(db, userId),
    getSetting(db, 'goodsLimitByTier'),
    storefrontClosed(db, userId),
  ]);
  const rating = ratings.get(userId);
  return {
    id: row.id,
    slug: row.slug,
    storefrontPath: `/s/${row.slug}`,
    name: row.name,
    logo: row.logo,
    address: row.address,
    phoneNo: row.phone_no,
    idNo: row.id_no,
    idPhoto: row.id_photo,
    identityPicture: row.identity_picture,
    curLevel: row.tier,
    credit: row.credit,
    stars: rating === undefined ? null : rating.toFixed(1),
    visitors: visits.visitors,
    balance: wallet.balance,
    frozen: wallet.frozen,
    listedCount,
    goodsLimit: goodsLimitFor(row.tier, limits),
    closedSince: closed ? iso(closed.since) : null,
  };
}
