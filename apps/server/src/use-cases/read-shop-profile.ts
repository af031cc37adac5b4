import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import { ratingsByMerchant } from '../modules/order-comments/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { shopProfileRow } from '../modules/shops/service.ts';
import { goodsLimitFor, listedCountOf } from '../modules/showcase/service.ts';
import { storefrontCounts } from '../modules/storefront/service.ts';
import { readWallet } from '../modules/wallet/service.ts';

type Shop = z.infer<typeof schemas.shop>;

/** Every UTC day a visit can have been counted on, for the all-time visitor count. */
const ALL_DAYS = ['0000-01-01', '9999-12-31'] as const;

/**
 * The merchant's shop as its profile and the store centre show it: the shop's own fields,
 * buyers' average stars, storefront visitors, balances and listed goods against the tier's
 * limit, each read from the module that keeps it, side by side.
 */
export async function readShopProfile(db: Executor, userId: number): Promise<Shop> {
  const [row, ratings, visits, wallet, listedCount, limits] = await Promise.all([
    shopProfileRow(db, userId),
    ratingsByMerchant(db, [userId]),
    storefrontCounts(db, userId, ...ALL_DAYS),
    readWallet(db, userId),
    listedCountOf(db, userId),
    getSetting(db, 'goodsLimitByTier'),
  ]);
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    logo: row.logo,
    address: row.address,
    phoneNo: row.phone_no,
    idNo: row.id_no,
    idPhoto: row.id_photo,
    identityPicture: row.identity_picture,
    curLevel: row.tier,
    credit: row.credit,
    stars: (ratings.get(userId) ?? 0).toFixed(1),
    visitors: visits.visitors,
    balance: wallet.balance,
    frozen: wallet.frozen,
    listedCount,
    goodsLimit: goodsLimitFor(row.tier, limits),
    closedSince: iso(row.storefront_closed_at),
  };
}
