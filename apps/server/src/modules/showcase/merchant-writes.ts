import { fromCents, toCents } from '@shopkeeper/contract';
import { sql } from 'kysely';
import { rowsChanged, type Trx } from '../../db/transactions.ts';
import { AppError, ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { type GoodsFacts, goodsById } from './goods-facts.ts';
import { claimListed, releaseListed } from './listed-limit.ts';

/**
 * A merchant's showcase (docs/product.md): warehouse goods listed at the merchant's price. Two
 * limits hold under parallel requests and across servers, each claimed on a counter row with a
 * conditional update inside the caller's transaction: listed items ≤ the tier's goods limit
 * (452), deletions per UTC day ≤ the setting (447). PostgreSQL's row lock serialises the
 * claims and re-checks the condition after the wait; SQLite's `begin immediate` serialises
 * whole transactions. The limits and the goods are read by the caller and handed in.
 */

export interface NewShowcaseRow {
  goods_id: number;
  price_cents: number;
}

/**
 * The rows to add for `items`, checked against their goods: unknown goods are 404; goods out
 * of stock are refused with 405 naming `goodsId` rather than 203 (the merchant's input, which
 * goods, is what is wrong, and the price sheet names it); a price below cost is 405 on
 * `price`. Without a price the goods' suggested price is taken; goods named twice count once.
 */
export function newShowcaseRows(
  items: readonly { goodsId: number; price?: string }[],
  goods: readonly GoodsFacts[],
): NewShowcaseRow[] {
  const found = goodsById(goods);
  const rows: NewShowcaseRow[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    const g = found.get(item.goodsId);
    if (!g) throw fail(ErrorCode.NOT_FOUND);
    if (g.stockStatus !== 'in_stock') throw invalidField('goodsId', 'invalid');
    const priceCents = toCents(item.price ?? g.suggestedPrice);
    if (priceCents < toCents(g.cost)) throw invalidField('price', 'invalid');
    if (seen.has(item.goodsId)) continue;
    seen.add(item.goodsId);
    rows.push({ goods_id: item.goodsId, price_cents: priceCents });
  }
  return rows;
}

/**
 * Adds checked rows, listed, claiming their places under `goodsLimit` (452 refuses the whole
 * request). Goods already in the showcase are skipped and not counted in `added`.
 */
export async function insertShowcaseRows(
  trx: Trx,
  userId: number,
  rows: readonly NewShowcaseRow[],
  goodsLimit: number,
  now: number,
): Promise<{ added: number }> {
  const inserted = await trx
    .insertInto('showcase_items')
    .values(
      rows.map((r) => ({ ...r, user_id: userId, status: 'listed' as const, clicks: 0, created_at: now })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'goods_id']).doNothing())
    .returning('id')
    .execute();
  await claimListed(trx, userId, inserted.length, goodsLimit);
  return { added: inserted.length };
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

/** Deletes items; past `dailyLimit` deletions this UTC day nothing is deleted (447). */
export async function deleteShowcaseItems(
  trx: Trx,
  userId: number,
  ids: readonly number[],
  dailyLimit: number,
  now: number,
): Promise<{ deleted: number }> {
  const rows = await ownItems(trx, userId, ids);
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
      .where(sql<boolean>`deleted_count + ${removed.length} <= ${dailyLimit}`),
  );
  if (claimed === 0) throw fail(ErrorCode.SHOWCASE_DELETE_LIMIT, { data: { limit: dailyLimit } });
  await releaseListed(trx, userId, removed.filter((r) => r.status === 'listed').length);
  return { deleted: removed.length };
}

/** Lists items again (claiming places under the tier's goods limit, 452) or unlists them. */
export async function setShowcaseItemsStatus(
  trx: Trx,
  userId: number,
  ids: readonly number[],
  change: { status: 'listed'; goodsLimit: number } | { status: 'unlisted' },
): Promise<{ changed: number }> {
  const { status } = change;
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
  if (change.status === 'listed') await claimListed(trx, userId, changed, change.goodsLimit);
  else await releaseListed(trx, userId, changed);
  return { changed };
}

/** The goods of one of the merchant's items; another merchant's item (or none) is 404. */
export async function showcaseItemGoodsId(trx: Trx, userId: number, id: number): Promise<number> {
  const item = await trx
    .selectFrom('showcase_items')
    .select('goods_id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) throw fail(ErrorCode.NOT_FOUND);
  return item.goods_id;
}

/**
 * Changes one item's selling price. A price below the goods' cost is 405 on `price`, and the
 * refusal's data names the cost so the sheet can say it. The item keeps its status and
 * place; clicks and comments stay with it.
 */
export async function setShowcaseItemPrice(
  trx: Trx,
  userId: number,
  id: number,
  price: string,
  costCents: number,
): Promise<{ id: number; price: string }> {
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
}
