import { fromCents, toCents } from '@shopkeeper/contract';
import type { Executor } from '../../db/transactions.ts';
import { invalidField } from '../../lib/app-error.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/keyset.ts';
import { type GoodsFacts, goodsById } from './goods-facts.ts';

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
  /** Its shop has an ad boost running (set by the storefront's use cases; false here). */
  featured: boolean;
}

/** A listed showcase row; its goods are the catalogue's, read by the caller. */
export interface ListedRow {
  id: number;
  goods_id: number;
  price_cents: number;
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

/**
 * A page of a merchant's listed rows for the storefront: by units sold, then newest;
 * keyset-paged by `<sales>.<id>`. Unlisted items never show. (An ad boost raises a shop among
 * shops on the featured page, not an item within its own shop: decision 028.)
 */
export async function listedRows(
  db: Executor,
  userId: number,
  query: { cursor?: string; limit?: number },
): Promise<{ rows: ListedRow[]; nextCursor: string | null }> {
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
    rows: shown,
    nextCursor: rows.length > limit && last ? `${Number(last.sales)}.${last.id}` : null,
  };
}

/** One of a merchant's items if it is listed; undefined otherwise (unknown, unlisted, another's). */
export async function listedRow(
  db: Executor,
  userId: number,
  itemId: number,
): Promise<ListedRow | undefined> {
  return db
    .selectFrom('showcase_items')
    .select(['id', 'goods_id', 'price_cents'])
    .where('id', '=', itemId)
    .where('user_id', '=', userId)
    .where('status', '=', 'listed')
    .executeTakeFirst();
}

/** Listed rows with their goods, as buyers see them; a row whose goods are gone is left out. */
export function toListedItems(rows: readonly ListedRow[], goods: readonly GoodsFacts[]): ListedItem[] {
  const byId = goodsById(goods);
  return rows.flatMap((r) => {
    const g = byId.get(r.goods_id);
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
