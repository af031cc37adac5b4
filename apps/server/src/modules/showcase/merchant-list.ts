import { fromCents, type schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { preparedPage, preparedQuery } from '../../db/prepared.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { type GoodsFacts, goodsById } from './goods-facts.ts';

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

export type ShowcaseRow = Awaited<ReturnType<ReturnType<typeof showcasePage>>>[number];

/**
 * A page of the merchant's showcase rows, newest first, keyset-paged, with how many are
 * listed. The rows name their goods by id: the caller reads the goods from the catalogue.
 */
export async function merchantShowcasePage(
  db: Db,
  userId: number,
  query: { cursor?: string; limit?: number; status?: Status },
): Promise<{ rows: ShowcaseRow[]; nextCursor: string | null; listedCount: number }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  const page = showcasePage({ filtered: query.status !== undefined, afterCursor: after !== undefined });
  const [rows, [counter]] = await Promise.all([
    page(db, userId, limit + 1, query.status ?? 'listed', after ?? 0),
    listedCount(db, userId),
  ]);
  const found = keysetPage(rows, limit);
  return { rows: found.items, nextCursor: found.nextCursor, listedCount: counter?.listed_count ?? 0 };
}

/** The page's rows as the merchant's app shows them, with their goods and buyers' review counts. */
export function showcaseItems(
  rows: readonly ShowcaseRow[],
  goods: readonly GoodsFacts[],
  commentCounts: ReadonlyMap<number, number>,
): ShowcaseItem[] {
  const byId = goodsById(goods);
  return rows.map((r) => {
    const g = byId.get(r.goods_id);
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
}
