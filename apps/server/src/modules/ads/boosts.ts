import type { Selectable } from 'kysely';
import type { Executor, Trx } from '../../db/index.ts';
import type { AdBoostsTable } from '../../db/schema.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { HOUR_MS } from './views.ts';

/** A boost as stored: the package's price and hours at the time it was bought. */
export type BoostRow = Omit<Selectable<AdBoostsTable>, 'transaction_id' | 'created_at'>;

const COLUMNS = ['id', 'user_id', 'package_id', 'price_cents', 'hours', 'starts_at', 'ends_at'] as const;

const asRow = (row: BoostRow): BoostRow => ({
  id: Number(row.id),
  user_id: Number(row.user_id),
  package_id: Number(row.package_id),
  price_cents: Number(row.price_cents),
  hours: Number(row.hours),
  starts_at: Number(row.starts_at),
  ends_at: Number(row.ends_at),
});

/** The shop's boost running at `now`, if any (a shop has one at a time: 453 otherwise). */
export async function runningBoost(db: Executor, userId: number, now: number): Promise<BoostRow | undefined> {
  const row = await db
    .selectFrom('ad_boosts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('ends_at', '>', now)
    .where('starts_at', '<=', now)
    .executeTakeFirst();
  return row ? asRow(row) : undefined;
}

/** A boost from now for the package's hours, in the caller's transaction; its payment is linked next. */
export async function insertBoost(
  trx: Trx,
  input: { userId: number; packageId: number; priceCents: number; hours: number; now: number },
): Promise<BoostRow> {
  const values = {
    user_id: input.userId,
    package_id: input.packageId,
    price_cents: input.priceCents,
    hours: input.hours,
    starts_at: input.now,
    ends_at: input.now + input.hours * HOUR_MS,
    transaction_id: null,
    created_at: input.now,
  };
  const { id } = await trx.insertInto('ad_boosts').values(values).returning('id').executeTakeFirstOrThrow();
  return asRow({ id, ...values });
}

/** The ledger transaction that paid a boost, written in the boost's own transaction. */
export async function linkBoostPayment(trx: Trx, boostId: number, transactionId: number): Promise<void> {
  await trx
    .updateTable('ad_boosts')
    .set({ transaction_id: transactionId })
    .where('id', '=', boostId)
    .execute();
}

/** A shop's boosts, newest first (the last 100: a shop buys a few a month). */
export async function shopBoosts(db: Executor, userId: number): Promise<BoostRow[]> {
  const rows = await db
    .selectFrom('ad_boosts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map(asRow);
}

/** The owners of the shops with a boost running at `now`, by user id. */
export async function boostedShopIds(db: Executor, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ad_boosts')
    .select('user_id')
    .distinct()
    .where('ends_at', '>', now)
    .where('starts_at', '<=', now)
    .execute();
  return rows.map((row) => Number(row.user_id)).sort((a, b) => a - b);
}

/** Every boost for the console, newest first, keyset by id; `state` at `now`. */
export async function consoleBoostPage(
  db: Executor,
  query: { cursor?: string; limit?: number; state?: 'active' | 'ended'; userId?: number },
  now: number,
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  let q = db
    .selectFrom('ad_boosts')
    .select(COLUMNS)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after !== undefined) q = q.where('id', '<', after);
  if (query.userId !== undefined) q = q.where('user_id', '=', query.userId);
  if (query.state === 'active') q = q.where('ends_at', '>', now);
  if (query.state === 'ended') q = q.where('ends_at', '<=', now);
  return keysetPage((await q.execute()).map(asRow), limit);
}
