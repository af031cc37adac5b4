import { fromCents, type Language, toCents } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/transactions.ts';
import { invalidField } from '../../lib/app-error.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/keyset.ts';
import { goodsByIds } from '../catalogue/service.ts';

/**
 * What other modules read and write of the showcase: the storefront's listed items and clicks,
 * the orders' orderable item and sales, the catalogue's questions. Other modules may import only
 * this file (module-boundaries test); the merchant's own calls are in merchant-writes.ts and
 * merchant-list.ts.
 */

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

/**
 * A showcase item a buyer may order from this shop: listed, with its goods and the merchant's
 * price now (the order copies it). Null when it is not this shop's or not listed.
 */
export async function orderableItem(
  db: Executor,
  shopUserId: number,
  itemId: number,
): Promise<{ goodsId: number; priceCents: number } | null> {
  const row = await db
    .selectFrom('showcase_items')
    .select(['goods_id', 'price_cents'])
    .where('id', '=', itemId)
    .where('user_id', '=', shopUserId)
    .where('status', '=', 'listed')
    .executeTakeFirst();
  return row ? { goodsId: row.goods_id, priceCents: row.price_cents } : null;
}

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
