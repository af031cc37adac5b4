import { fromCents, type Language, type schemas, toCents } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { preparedPage, preparedQuery } from '../../db/prepared.ts';
import {
  type Executor,
  inTransaction,
  rowsChanged,
  type TransactionHandle,
  type Trx,
} from '../../db/transactions.ts';
import { AppError, ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { goodsByIds, goodsCostCents } from '../catalogue/service.ts';
import { commentCountsByGoods } from '../order-comments/service.ts';
import { getSetting } from '../settings/service.ts';
import { shopTier } from '../shops/service.ts';

/**
 * A merchant's showcase (issue 8, DESIGN §5 "Catalogue and showcase"): warehouse goods listed
 * at the merchant's price. Two limits hold under parallel requests and across servers, each
 * claimed on a counter row with a conditional update inside the write's transaction:
 * listed items ≤ the tier's goods limit (452), deletions per UTC day ≤ the setting (447).
 * PostgreSQL's row lock serialises the claims and re-checks the condition after the wait;
 * SQLite's `begin immediate` serialises whole transactions.
 */

type ShowcaseItem = z.infer<typeof schemas.showcaseItem>;
type Status = ShowcaseItem['status'];

/** The goods limit of the merchant's tier. */
async function goodsLimitOf(db: Executor, userId: number): Promise<number> {
  const [tier, limits] = await Promise.all([shopTier(db, userId), getSetting(db, 'goodsLimitByTier')]);
  return limits[tier ?? 'standard'];
}

/** The merchant's counter row, made on first use (0 listed). */
async function ensureCounter(trx: Trx, userId: number) {
  await trx
    .insertInto('showcase_counters')
    .values({ user_id: userId, listed_count: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Claims `n` more listed places, or refuses with 452 and the limit. The condition is in the
 * update itself, so two requests cannot both take the last place.
 */
async function claimListed(trx: Trx, userId: number, n: number, limit: number) {
  if (n === 0) return;
  await ensureCounter(trx, userId);
  const claimed = await rowsChanged(
    trx
      .updateTable('showcase_counters')
      .set({ listed_count: sql`listed_count + ${n}` })
      .where('user_id', '=', userId)
      .where(sql<boolean>`listed_count + ${n} <= ${limit}`),
  );
  if (claimed === 0) throw fail(ErrorCode.SHOWCASE_MAXIMUM, { data: { limit } });
}

async function releaseListed(trx: Trx, userId: number, n: number) {
  if (n === 0) return;
  await trx
    .updateTable('showcase_counters')
    .set({ listed_count: sql`listed_count - ${n}` })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Adds warehouse goods to the showcase, listed. Goods already there are skipped and not
 * counted in `added`. Goods out of stock are refused with 405 naming `goodsId` rather than
 * 203: the merchant's input (which goods) is what is wrong, and the price sheet names it.
 */
export async function addToShowcase(
  handle: TransactionHandle,
  userId: number,
  items: readonly { goodsId: number; price?: string }[],
  now = Date.now(),
): Promise<{ added: number }> {
  return inTransaction(handle, async (trx) => {
    const ids = [...new Set(items.map((i) => i.goodsId))];
    const found = new Map((await goodsByIds(trx, ids, 'en')).map((g) => [g.id, g]));
    const rows: { goods_id: number; price_cents: number }[] = [];
    const seen = new Set<number>();
    for (const item of items) {
      const goods = found.get(item.goodsId);
      if (!goods) throw fail(ErrorCode.NOT_FOUND);
      if (goods.stockStatus !== 'in_stock') throw invalidField('goodsId', 'invalid');
      const priceCents = toCents(item.price ?? goods.suggestedPrice);
      if (priceCents < toCents(goods.cost)) throw invalidField('price', 'invalid');
      if (seen.has(item.goodsId)) continue;
      seen.add(item.goodsId);
      rows.push({ goods_id: item.goodsId, price_cents: priceCents });
    }
    const limit = await goodsLimitOf(trx, userId);
    const inserted = await trx
      .insertInto('showcase_items')
      .values(
        rows.map((r) => ({ ...r, user_id: userId, status: 'listed' as const, clicks: 0, created_at: now })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'goods_id']).doNothing())
      .returning('id')
      .execute();
    await claimListed(trx, userId, inserted.length, limit);
    return { added: inserted.length };
  });
}

/** The caller's items among `ids`, or 404 when any is unknown or another merchant's. */
async function ownItems(trx: Trx, userId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await trx
    .selectFrom('showcase_items')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('id', 'in', unique)
    .orderBy('id')
    .execute();
  if (rows.length !== unique.length) throw fail(ErrorCode.NOT_FOUND);
  return rows;
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Deletes items; past the day's deletion limit nothing is deleted (447). */
export async function deleteFromShowcase(
  handle: TransactionHandle,
  userId: number,
  ids: readonly number[],
  now = Date.now(),
): Promise<{ deleted: number }> {
  return inTransaction(handle, async (trx) => {
    const rows = await ownItems(trx, userId, ids);
    const limit = await getSetting(trx, 'showcaseDailyDeletions');
    // Deleted first, then claimed: only rows this request removed count (a parallel request
    // deleting the same item found it first), and a refused claim rolls the deletion back.
    const removed = await trx
      .deleteFrom('showcase_items')
      .where('user_id', '=', userId)
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .returning(['id', 'status'])
      .execute();
    if (removed.length === 0) return { deleted: 0 };
    const day = utcDay(now);
    await trx
      .insertInto('showcase_deletions')
      .values({ user_id: userId, day, deleted_count: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
    const claimed = await rowsChanged(
      trx
        .updateTable('showcase_deletions')
        .set({ deleted_count: sql`deleted_count + ${removed.length}` })
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where(sql<boolean>`deleted_count + ${removed.length} <= ${limit}`),
    );
    if (claimed === 0) throw fail(ErrorCode.SHOWCASE_DELETE_LIMIT, { data: { limit } });
    await releaseListed(trx, userId, removed.filter((r) => r.status === 'listed').length);
    return { deleted: removed.length };
  });
}

/** Lists or unlists items; listing again claims places under the limit (452). */
export async function setShowcaseStatus(
  handle: TransactionHandle,
  userId: number,
  ids: readonly number[],
  status: Status,
): Promise<{ changed: number }> {
  return inTransaction(handle, async (trx) => {
    const rows = await ownItems(trx, userId, ids);
    const toChange = rows.filter((r) => r.status !== status).map((r) => r.id);
    if (toChange.length === 0) return { changed: 0 };
    const changed = await rowsChanged(
      trx
        .updateTable('showcase_items')
        .set({ status })
        .where('user_id', '=', userId)
        .where('id', 'in', toChange)
        .where('status', '!=', status),
    );
    if (status === 'listed') await claimListed(trx, userId, changed, await goodsLimitOf(trx, userId));
    else await releaseListed(trx, userId, changed);
    return { changed };
  });
}

/**
 * Changes one item's selling price. Another merchant's item (or none) is 404; a price below the
 * goods' cost is 405 on `price`, and the refusal's data names the cost so the sheet can say it.
 * The item keeps its status and place; clicks and comments stay with it.
 */
export async function setShowcasePrice(
  handle: TransactionHandle,
  userId: number,
  id: number,
  price: string,
): Promise<{ id: number; price: string }> {
  return inTransaction(handle, async (trx) => {
    const item = await trx
      .selectFrom('showcase_items')
      .select(['id', 'goods_id'])
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!item) throw fail(ErrorCode.NOT_FOUND);
    const costCents = (await goodsCostCents(trx, item.goods_id)) ?? 0;
    const priceCents = toCents(price);
    if (priceCents < costCents) {
      const data = { field: 'price', variant: 'invalid', cost: fromCents(costCents) };
      throw new AppError(ErrorCode.INVALID_PARAMETER, { field: 'price', variant: 'invalid', data });
    }
    await trx
      .updateTable('showcase_items')
      .set({ price_cents: priceCents })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
    return { id, price: fromCents(priceCents) };
  });
}

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

/** Of `goodsIds`, those in the merchant's showcase (listed or not): the catalogue's `inShowcase`. */
export async function showcasedGoodsIds(
  db: Executor,
  userId: number,
  goodsIds: readonly number[],
): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('showcase_items')
    .select('goods_id')
    .where('user_id', '=', userId)
    .where('goods_id', 'in', goodsIds)
    .execute();
  return new Set(rows.map((r) => Number(r.goods_id)));
}

/** For the orders module: a showcase item a buyer may order. */
export { orderableItem } from './orderable.ts';

/** One listed item as the buyers' storefront shows it. */
export interface ListedItem {
  id: number;
  name: string;
  description: string;
  image: string | null;
  images: string[];
  price: string;
  priceCents: number;
  /** Whether the warehouse has it: an item out of stock is shown but cannot be ordered. */
  inStock: boolean;
  /** Priced below the goods' current cost: not orderable until the merchant raises the price. */
  belowCost: boolean;
  /** Raised by an active ad boost; promotions are not built yet, so always false. */
  featured: boolean;
}

const LISTED_CURSOR = /^(0|[1-9]\d{0,15})\.([1-9]\d{0,15})$/;

/** The position a storefront cursor names (`<sales>.<id>`), or 405 naming `cursor`. */
function listedCursor(cursor: string | undefined): { sales: number; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const match = LISTED_CURSOR.exec(cursor);
  const sales = Number(match?.[1]);
  const id = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(sales) || !Number.isSafeInteger(id))
    throw invalidField('cursor', 'invalid');
  return { sales, id };
}

async function toListed(
  db: Executor,
  rows: readonly { id: number; goods_id: number; price_cents: number }[],
  lang: Language,
): Promise<ListedItem[]> {
  const goods = new Map(
    (
      await goodsByIds(
        db,
        rows.map((r) => r.goods_id),
        lang,
      )
    ).map((g) => [g.id, g]),
  );
  return rows.flatMap((r) => {
    const g = goods.get(r.goods_id);
    if (!g) return [];
    return [
      {
        id: r.id,
        name: g.name,
        description: g.description,
        image: g.images[0] ?? null,
        images: g.images,
        price: fromCents(r.price_cents),
        priceCents: Number(r.price_cents),
        inStock: g.stockStatus === 'in_stock',
        belowCost: Number(r.price_cents) < toCents(g.cost),
        featured: false,
      },
    ];
  });
}

/**
 * A merchant's listed items for the storefront: featured first (none until ads are built),
 * then by units sold, then newest; keyset-paged by `<sales>.<id>`. Unlisted items never show.
 */
export async function listedItems(
  db: Executor,
  userId: number,
  lang: Language,
  query: { cursor?: string; limit?: number },
): Promise<{ items: ListedItem[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = listedCursor(query.cursor);
  let q = db
    .selectFrom('showcase_items')
    .select(['id', 'goods_id', 'price_cents', 'sales'])
    .where('user_id', '=', userId)
    .where('status', '=', 'listed')
    .orderBy('sales', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('sales', '<', after.sales),
        eb.and([eb('sales', '=', after.sales), eb('id', '<', after.id)]),
      ]),
    );
  const rows = await q.execute();
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: await toListed(db, shown, lang),
    nextCursor: rows.length > limit && last ? `${Number(last.sales)}.${last.id}` : null,
  };
}

/** One of a merchant's items if it is listed; undefined otherwise (unknown, unlisted, another's). */
export async function listedItem(
  db: Executor,
  userId: number,
  itemId: number,
  lang: Language,
): Promise<ListedItem | undefined> {
  const row = await db
    .selectFrom('showcase_items')
    .select(['id', 'goods_id', 'price_cents'])
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .where('status', '=', 'listed')
    .executeTakeFirst();
  return row ? (await toListed(db, [row], lang))[0] : undefined;
}

/** One storefront view of an item (the storefront decides which views count). */
export async function countItemClick(db: Executor, itemId: number) {
  await db.updateTable('showcase_items').set({ clicks: sql`clicks + 1` }).where('id', '=', itemId).execute();
}

/** Units a buyer ordered, for the storefront's "by sales" order. */
export async function recordSale(db: Executor, itemId: number, quantity: number) {
  await db
    .updateTable('showcase_items')
    .set({ sales: sql`sales + ${quantity}` })
    .where('id', '=', itemId)
    .execute();
}

/** How many merchants' items of a goods are priced below `costCents` (a cost the operator raised). */
export async function showcaseItemsPricedBelow(db: Executor, goodsId: number, costCents: number) {
  const row = await db
    .selectFrom('showcase_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('goods_id', '=', goodsId)
    .where('price_cents', '<', costCents)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
