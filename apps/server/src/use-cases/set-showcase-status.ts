import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { getSetting } from '../modules/settings/service.ts';
import { shopTier } from '../modules/shops/service.ts';
import { goodsLimitFor, type ShowcaseStatus, setShowcaseItemsStatus } from '../modules/showcase/service.ts';

/**
 * A merchant lists or unlists showcase items. Listing again counts against the shop tier's
 * goods limit (452), so only then is the limit read.
 */
export async function setShowcaseStatus(
  ctx: AppContext,
  userId: number,
  ids: readonly number[],
  status: ShowcaseStatus,
): Promise<{ changed: number }> {
  return inTransaction(ctx.database, async (trx) => {
    if (status === 'unlisted') return setShowcaseItemsStatus(trx, userId, ids, { status });
    const [tier, limits] = await Promise.all([shopTier(trx, userId), getSetting(trx, 'goodsLimitByTier')]);
    return setShowcaseItemsStatus(trx, userId, ids, { status, goodsLimit: goodsLimitFor(tier, limits) });
  });
}
