import { sql } from 'kysely';
import { dialectOf, type Executor, inTransaction, type TransactionHandle } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { hashed } from './visits.ts';

const HOUR_MS = 3_600_000;

/**
 * Buyers' writes per address: orders and receipts. Generous for a person (ten orders in ten
 * minutes), tight for a script. Counted in the database, so the limit holds across servers.
 */
export const RATE_LIMITS = {
  order: { max: 10, windowMs: 10 * 60_000 },
  accept: { max: 20, windowMs: 10 * 60_000 },
  /** A review carries a signature image; one per order, so ten is plenty for one address. */
  review: { max: 10, windowMs: 10 * 60_000 },
} as const;

/** Advisory locks' first key for buyers' rate limits (the events' listeners use another). */
const RATE_LOCK_SPACE = 24_025;

/**
 * "Write, then count": the request is recorded first and counted with those before it, so a
 * burst cannot slip under the limit; past it, 202 "busy" with HTTP 429. The record is kept
 * even when refused: a script that keeps trying stays limited.
 *
 * On PostgreSQL the insert and the count run under a lock on the address's key: without it a
 * request could count before an earlier one (a lower id, on this server or another) had
 * committed, miss it, and let the limit be passed by one for every such overtaking. SQLite's
 * transactions are serial already.
 */
export async function limitRate(
  database: TransactionHandle,
  action: keyof typeof RATE_LIMITS,
  address: string,
  now = Date.now(),
) {
  const { max, windowMs } = RATE_LIMITS[action];
  const key = `${action}:${hashed(address)}`;
  const counted = await inTransaction(database, async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      await sql`select pg_advisory_xact_lock(${RATE_LOCK_SPACE}, hashtext(${key}))`.execute(trx);
    }
    await trx.insertInto('storefront_requests').values({ key, at: now }).execute();
    const row = await trx
      .selectFrom('storefront_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('at', '>', now - windowMs)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  if (counted > max) throw fail(ErrorCode.OPERATION_BUSY, { httpStatus: 429 });
}

/**
 * Forgets views counted before today (UTC) and before the previous hour, whichever is
 * earlier, so a visitor counted today is still known (VIEW_WINDOW_HOURS); and requests past
 * every window (clean-up job).
 */
export async function sweepStorefront(db: Executor, now = Date.now()) {
  const hour = Math.floor(now / HOUR_MS);
  const views = await db
    .deleteFrom('storefront_views')
    .where('hour', '<', Math.min(hour - 1, hour - (hour % 24)))
    .executeTakeFirst();
  const longest = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowMs));
  const requests = await db
    .deleteFrom('storefront_requests')
    .where('at', '<', now - longest)
    .executeTakeFirst();
  return Number(views.numDeletedRows) + Number(requests.numDeletedRows);
}
