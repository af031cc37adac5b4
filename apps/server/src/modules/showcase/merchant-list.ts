import { fromCents, type Language, type schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { preparedPage, preparedQuery } from '../../db/prepared.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { goodsByIds } from '../catalogue/service.ts';
import { commentCountsByGoods } from '../order-comments/service.ts';
import { goodsLimitOf } from './listed-limit.ts';

type ShowcaseItem = z.infer<typeof schemas.showcaseItem>;
export type Status = ShowcaseItem['status'];

/** A page of the merchant's showcase, newest first, listed or unlisted or both (every visit). */
const showcasePage = preparedPage(
  ({ filtered, afterCursor }) =>
    (db, userId: number, limit: number, status: Status, after: number) => {
      let q = db
        .selectFrom('showcase_items')
        .select(['id', 'goods_id', 'price_cents', 'status', 'clicks', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit);
      if (filtered) q = q.where('status', '=', status);
      if (afterCursor) q = q.where('id', '<', after);
      return q;
    },
);

const listedCount = preparedQuery((db, userId: number) =>
  db.selectFrom('showcase_counters').select('listed_count').where('user_id', '=', userId),
);

/** The merchant's showcase, newest first, keyset-paged, with the listed count and the limit. */
export async function listShowcase(
  db: Db,
  userId: number,
  lang: Language,
  query: { cursor?: string; limit?: number; status?: Status },
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  const page = showcasePage({ filtered: query.status !== undefined, afterCursor: after !== undefined });
  const [rows, [counter], goodsLimit] = await Promise.all([
    page(db, userId, limit + 1, query.status ?? 'listed', after ?? 0),
    listedCount(db, userId),
    goodsLimitOf(db, userId),
  ]);
  const found = keysetPage(rows, limit);
  const goodsIds = found.items.map((r) => r.goods_id);
  const [goodsRows, commentCounts] = await Promise.all([
    goodsByIds(db, goodsIds, lang),
    commentCountsByGoods(db, userId, goodsIds),
  ]);
  const goods = new Map(goodsRows.map((g) => [g.id, g]));
  const items: ShowcaseItem[] = found.items.map((r) => {
    const g = goods.get(r.goods_id);
    return {
      id: r.id,
      goodsId: r.goods_id,
      productNo: g?.productNo ?? '',
      name: g?.name ?? '',
      image: g?.images[0] ?? null,
      price: fromCents(r.price_cents),
      cost: g?.cost ?? '0.00',
      // Read now, against the goods' current cost: an operator may have raised it since.
      belowCost: g ? Number(r.price_cents) < toCents(g.cost) : false,
      status: r.status,
      clicks: Number(r.clicks),
      commentCount: commentCounts.get(r.goods_id) ?? 0,
      createdAt: iso(r.created_at),
    };
  });
  return {
    items,
    nextCursor: found.nextCursor,
    listedCount: counter?.listed_count ?? 0,
    goodsLimit,
  };
}
