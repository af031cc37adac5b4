import { type CallOutput, type calls, fromCents, SHOP_TIERS, type ShopTier } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { getSetting } from '../modules/settings/service.ts';
import { shopTier } from '../modules/shops/service.ts';
import { depositToHold, latestUpgradeRow, tierRank, toTierUpgrade } from '../modules/tiers/service.ts';
import { depositHeldByUserIds } from '../modules/wallet/service.ts';

type Tiers = CallOutput<typeof calls.shopType>;

/**
 * GET /v1/shop/type: the four tiers with their goods limit and deposit (business settings),
 * what an upgrade to each would hold now, the merchant's tier and held deposit, and their
 * latest request (a rejection keeps its reason until the next request). With `code`, that
 * tier only.
 */
export async function readTiers(db: Executor, userId: number, code?: ShopTier): Promise<Tiers> {
  const [current, limits, deposits, held, latest] = await Promise.all([
    shopTier(db, userId),
    getSetting(db, 'goodsLimitByTier'),
    getSetting(db, 'depositByTierCents'),
    depositHeldByUserIds(db, [userId]),
    latestUpgradeRow(db, userId),
  ]);
  if (current === null) throw fail(ErrorCode.NOT_FOUND);
  const heldCents = held.get(userId) ?? 0;
  const waiting = latest?.status === 'pending';
  const tiers = code === undefined ? SHOP_TIERS : [code];
  return {
    items: tiers.map((tier) => ({
      code: tier,
      goodsLimit: limits[tier],
      deposit: fromCents(deposits[tier]),
      toHold:
        tierRank(tier) > tierRank(current) && !waiting
          ? fromCents(depositToHold(deposits[tier], heldCents))
          : null,
    })),
    current,
    depositHeld: fromCents(heldCents),
    latestUpgrade: latest ? toTierUpgrade(latest) : null,
  };
}
