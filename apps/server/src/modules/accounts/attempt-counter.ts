import { sql } from 'kysely';
import { type Executor, escapeLike } from '../../db/index.ts';

/**
 * Attempts a limit counts — wrong passwords at sign-in, wrong transaction PINs — kept in the
 * database so the limit holds across servers. The pattern is "write, then count": an attempt
 * is recorded *before* it is judged and then counted together with the others, so attempts
 * sent in parallel each see the ones written before them and cannot all slip under a limit.
 * The caller then deletes the row again when the attempt was refused or succeeded, and marks
 * it failed (markFailed) when it failed. Counts tell failures from attempts still being
 * judged, so a limit can answer "busy, try again" to a burst of right answers instead of
 * calling them wrong.
 */

/**
 * An attempt not judged within this long was cut off (its server was killed while checking
 * it): it counts neither as a failure nor as in flight, so a crash leaves no phantom failures.
 * Until then a killed server's tries hold the merchant's money calls at 202, so it is short:
 * a check takes well under a second, and 3 s keeps a restart from blocking payments for
 * long, at the cost of a burst whose checks queue longer than that getting a few more tries
 * judged at once (docs/decisions/016-attempt-counter.md, "The wait after a crash").
 */
export const IN_FLIGHT_MS = 3_000;

/** Records one attempt under each key at `now`, in flight; returns their ids, in the keys' order. */
export async function recordAttempts(db: Executor, keys: readonly string[], now: number): Promise<number[]> {
  const rows = await db
    .insertInto('attempts')
    .values(keys.map((key) => ({ key, at: now, failed_at: null })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Judges attempts failures: they stay, and count, for their limit's window. */
export async function markFailed(db: Executor, ids: readonly number[], now: number) {
  if (ids.length > 0)
    await db.updateTable('attempts').set({ failed_at: now }).where('id', 'in', ids).execute();
}

/**
 * Attempts under `key` after `since`, other than `mine`: the failures, those still being
 * judged (all, and those written before `mine`), and the newest one's time.
 */
export async function countOthers(db: Executor, key: string, since: number, mine: number, now: number) {
  const fresh = now - IN_FLIGHT_MS;
  const row = await db
    .selectFrom('attempts')
    .select([
      sql<number>`sum(case when failed_at is not null then 1 else 0 end)`.as('failures'),
      sql<number>`sum(case when failed_at is null and at > ${fresh} then 1 else 0 end)`.as('in_flight'),
      sql<number>`sum(case when failed_at is null and at > ${fresh} and id < ${mine} then 1 else 0 end)`.as(
        'in_flight_before',
      ),
      sql<number | null>`max(case when failed_at is not null or at > ${fresh} then at end)`.as('latest'),
    ])
    .where('key', '=', key)
    .where('at', '>', since)
    .where('id', '!=', mine)
    .executeTakeFirstOrThrow();
  return {
    failures: Number(row.failures ?? 0),
    inFlight: Number(row.in_flight ?? 0),
    /** In flight and written before `mine`: those ahead of it in the queue. */
    inFlightBefore: Number(row.in_flight_before ?? 0),
    latest: row.latest === null ? 0 : Number(row.latest),
  };
}

/**
 * When the failures under `key` drop below `limit` again: the moment the limit-th newest
 * failure after `since` leaves a window of `windowMs`.
 */
export async function freedAt(db: Executor, key: string, limit: number, since: number, windowMs: number) {
  const row = await db
    .selectFrom('attempts')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', since)
    .where('failed_at', 'is not', null)
    .orderBy('at', 'desc')
    .limit(1)
    .offset(Math.max(limit - 1, 0))
    .executeTakeFirst();
  return (row ? Number(row.at) : since) + windowMs;
}

const likePrefix = (prefix: string) => `${escapeLike(prefix)}%`;

/** Forgets attempts: these ids, and every attempt under these keys or this key prefix. */
export async function forgetAttempts(
  db: Executor,
  which: { ids?: readonly number[]; keys?: readonly string[]; keyPrefix?: string },
) {
  const { ids = [], keys = [], keyPrefix } = which;
  await db
    .deleteFrom('attempts')
    .where((eb) => {
      const any = [];
      if (ids.length > 0) any.push(eb('id', 'in', ids));
      if (keys.length > 0) any.push(eb('key', 'in', keys));
      // "_" in a username is a letter, not LIKE's wildcard.
      if (keyPrefix !== undefined)
        any.push(sql<boolean>`${eb.ref('key')} like ${likePrefix(keyPrefix)} escape '\\'`);
      return any.length > 0 ? eb.or(any) : sql<boolean>`1 = 0`;
    })
    .execute();
}

/**
 * Sweeps attempts past their window under the key prefixes of one limit. Each limit sweeps
 * its own keys: windows differ (sign-in's is configured, the PIN's is 15 minutes).
 */
export async function sweepAttempts(db: Executor, keyPrefixes: readonly string[], before: number) {
  await db
    .deleteFrom('attempts')
    .where('at', '<', before)
    .where((eb) =>
      eb.or(
        keyPrefixes.map((prefix) => sql<boolean>`${eb.ref('key')} like ${likePrefix(prefix)} escape '\\'`),
      ),
    )
    .execute();
}
