import type { Language } from '@shopkeeper/contract';
import type { Db } from '../db/index.ts';
import { perPageShape } from '../db/prepared.ts';
import { preparedTogether } from '../db/read-together.ts';
import { goodsSummaryOf, withGoodsSummary } from '../modules/catalogue/service.ts';
import { withBuyerCommentCount } from '../modules/order-comments/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { shopTierQuery } from '../modules/shops/service.ts';
import {
  goodsLimitFor,
  listedCountQuery,
  merchantShowcasePageArgs,
  merchantShowcasePageQuery,
  type ShowcaseStatus,
  showcasePageOf,
  toShowcaseItem,
} from '../modules/showcase/service.ts';

/**
 * The showcase screen's reads, compiled once per page shape: the page with its goods (named in
 * the reader's language) and buyers' review counts joined in, how many are listed, and the
 * shop's tier; on PostgreSQL one statement (decision 039). Each module gives its part.
 */
const showcaseReads = perPageShape((shape) =>
  preparedTogether(
    (db, userId: number, limit: number, status: ShowcaseStatus, after: number, lang: Language) =>
      [
        // The page first, then what it names (see use-cases/merchant-orders.ts: joined around
        // the paging query, SQLite plans for all the merchant's items).
        db
          .selectFrom(merchantShowcasePageQuery(db, shape, userId, limit, status, after).as('showcase_items'))
          .selectAll('showcase_items')
          .$call((q) => withGoodsSummary(q, 'showcase_items.goods_id', lang))
          .$call((q) => withBuyerCommentCount(q, 'showcase_items.user_id', 'showcase_items.goods_id'))
          .orderBy('showcase_items.id', 'desc'),
        listedCountQuery(db, userId),
        shopTierQuery(db, userId),
      ] as const,
  ),
);

/**
 * The merchant's showcase page (every visit of the showcase screen): the items with their
 * goods in the reader's language and their buyers' review counts, how many are listed, and
 * the shop tier's goods limit (a setting, cached).
 */
export async function listShowcase(
  db: Db,
  userId: number,
  lang: Language,
  query: { cursor?: string; limit?: number; status?: ShowcaseStatus },
) {
  const { shape, limit, status, after } = merchantShowcasePageArgs(query);
  const [[rows, [counter], [shop]], limits] = await Promise.all([
    showcaseReads(shape)(db, userId, limit + 1, status, after, lang),
    getSetting(db, 'goodsLimitByTier'),
  ]);
  const page = showcasePageOf(rows, limit);
  return {
    items: page.items.map((row) => toShowcaseItem(row, goodsSummaryOf(row), Number(row.comment_count))),
    nextCursor: page.nextCursor,
    listedCount: counter?.listed_count ?? 0,
    goodsLimit: goodsLimitFor(shop?.tier ?? null, limits),
  };
}
