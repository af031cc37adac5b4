import type { Language } from '@shopkeeper/contract';
import type { Db } from '../db/index.ts';
import { goodsByIds } from '../modules/catalogue/service.ts';
import { commentCountsByGoods } from '../modules/order-comments/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { shopTier } from '../modules/shops/service.ts';
import {
  goodsLimitFor,
  merchantShowcasePage,
  type ShowcaseStatus,
  showcaseItems,
} from '../modules/showcase/service.ts';

/**
 * The merchant's showcase page (every visit of the showcase screen): the items with their
 * goods in the reader's language and their buyers' review counts, how many are listed, and
 * the shop tier's goods limit. Two rounds of queries, each run side by side.
 */
export async function listShowcase(
  db: Db,
  userId: number,
  lang: Language,
  query: { cursor?: string; limit?: number; status?: ShowcaseStatus },
) {
  const [page, tier, limits] = await Promise.all([
    merchantShowcasePage(db, userId, query),
    shopTier(db, userId),
    getSetting(db, 'goodsLimitByTier'),
  ]);
  const goodsIds = page.rows.map((r) => r.goods_id);
  const [goods, commentCounts] = await Promise.all([
    goodsByIds(db, goodsIds, lang),
    commentCountsByGoods(db, userId, goodsIds),
  ]);
  return {
    items: showcaseItems(page.rows, goods, commentCounts),
    nextCursor: page.nextCursor,
    listedCount: page.listedCount,
    goodsLimit: goodsLimitFor(tier, limits),
  };
}
