import { fromCents, type schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { PageShape } from '../../db/prepared.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';

type ShowcaseItem = z.infer<typeof schemas.showcaseItem>;
export type Status = ShowcaseItem['status'];

/**
 * A page of the merchant's showcase, newest first, listed or unlisted or both (every visit):
 * the query, for the use case to join the goods and review counts to and compile once per
 * shape (use-cases/list-showcase.ts, decision 039). Arguments are values only.
 */
export function merchantShowcasePageQuery(
  db: Db,
  shape: PageShape,
  userId: number,
  limit: number,
  status: Status,
  after: number,
) {
  let q = db
    .selectFrom('showcase_items')
    .select([
      'showcase_items.id',
      'showcase_items.user_id',
      'showcase_items.goods_id',
      'showcase_items.price_cents',
      'showcase_items.status',
      'showcase_items.clicks',
      'showcase_items.created_at',
    ])
    .where('showcase_items.user_id', '=', userId)
    .orderBy('showcase_items.id', 'desc')
    .limit(limit);
  if (shape.filtered) q = q.where('showcase_items.status', '=', status);
  if (shape.afterCursor) q = q.where('showcase_items.id', '<', after);
  return q;
}

/** How many of the merchant's items are listed (the counter claimListed keeps), as a query. */
export const listedCountQuery = (db: Db, userId: number) =>
  db.selectFrom('showcase_counters').select('listed_count').where('user_id', '=', userId);

/** The request's page size and cursor, and which of the four compiled shapes it needs. */
export function merchantShowcasePageArgs(query: { cursor?: string; limit?: number; status?: Status }) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  return {
    limit,
    shape: { filtered: query.status !== undefined, afterCursor: after !== undefined },
    status: query.status ?? ('listed' as Status),
    after: after ?? 0,
  };
}

export interface ShowcaseRow {
  id: number;
  goods_id: number;
  price_cents: number;
  status: Status;
  clicks: number;
  created_at: number;
}

/** What the showcase shows of an item's goods (from the catalogue, handed in by the use case). */
export interface ShowcaseGoods {
  productNo: string;
  name: string;
  images: readonly string[];
  costCents: number;
}

/** `limit + 1` rows were read; the extra one says there is a next page. */
export const showcasePageOf = <Row extends { id: number }>(rows: Row[], limit: number) =>
  keysetPage(rows, limit);

/** A page's row as the merchant's app shows it, with its goods and buyers' review count. */
export function toShowcaseItem(
  r: ShowcaseRow,
  g: ShowcaseGoods | undefined,
  commentCount: number,
): ShowcaseItem {
  return {
    id: r.id,
    goodsId: r.goods_id,
    productNo: g?.productNo ?? '',
    name: g?.name ?? '',
    image: g?.images[0] ?? null,
    price: fromCents(r.price_cents),
    cost: g ? fromCents(g.costCents) : '0.00',
    // Read now, against the goods' current cost: an operator may have raised it since.
    belowCost: g ? Number(r.price_cents) < g.costCents : false,
    status: r.status,
    clicks: Number(r.clicks),
    commentCount,
    createdAt: iso(r.created_at),
  };
}
