import { fromCents, toCents } from '@shopkeeper/contract';
import { sql } from 'kysely';
import { inTransaction, rowsChanged, type TransactionHandle, type Trx } from '../../db/transactions.ts';
import { AppError, ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { goodsByIds, goodsCostCents } from '../catalogue/service.ts';
import { getSetting } from '../settings/service.ts';
import { claimListed, goodsLimitOf, releaseListed } from './listed-limit.ts';
import type { Status } from './merchant-list.ts';

/**
 * A merchant's showcase (issue 8, DESIGN §5 "Catalogue and showcase"): warehouse goods listed
 * at the merchant's price. Two limits hold under parallel requests and across servers, each
 * claimed on a counter row with a conditional update inside the write's transaction:
 * listed items ≤ the tier's goods limit (452), deletions per UTC day ≤ the setting (447).
 * PostgreSQL's row lock serialises the claims and re-checks the condition after the wait;
 * SQLite's `begin immediate` serialises whole transactions.
 */

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
