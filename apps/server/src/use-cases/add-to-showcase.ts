import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { goodsByIds } from '../modules/catalogue/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { shopTier } from '../modules/shops/service.ts';
import { goodsLimitFor, insertShowcaseRows, newShowcaseRows } from '../modules/showcase/service.ts';

/**
 * A merchant adds warehouse goods to their showcase, listed, at their price or the suggested
 * one. Every item is checked against its goods before the tier's goods limit is read; the
 * places are claimed in the same transaction (452 adds nothing of the request). The demo seed
 * adds the demo merchant's goods through here too.
 */
export async function addToShowcase(
  ctx: Pick<AppContext, 'database'>,
  userId: number,
  items: readonly { goodsId: number; price?: string }[],
  now = Date.now(),
): Promise<{ added: number }> {
  return inTransaction(ctx.database, async (trx) => {
    const goods = await goodsByIds(trx, [...new Set(items.map((i) => i.goodsId))], 'en');
    const rows = newShowcaseRows(items, goods);
    const [tier, limits] = await Promise.all([shopTier(trx, userId), getSetting(trx, 'goodsLimitByTier')]);
    return insertShowcaseRows(trx, userId, rows, goodsLimitFor(tier, limits), now);
  });
}
