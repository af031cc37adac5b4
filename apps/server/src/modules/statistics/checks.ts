import type { Executor } from '../../db/index.ts';

/** A figure the nightly recompute found different from the one kept, and set right. */
export interface StatisticsDifference {
  userId: number;
  /** A day's figure (as OrderFigures names it), or `runningExpectedProfitCents`. */
  figure: string;
  kept: number;
  recomputed: number;
}

/** At most this many differences are kept with a check; the count says how many there were. */
export const KEPT_DIFFERENCES = 100;

/**
 * Claims a day's check for this server: the first insert wins, so of several servers running
 * the nightly job only one recomputes the day. False when it was already claimed.
 */
export async function claimCheck(db: Executor, day: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('statistics_checks')
    .values({ day, started_at: now, finished_at: null, error: null })
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function finishCheck(
  db: Executor,
  day: string,
  result: { shops: number; differences: StatisticsDifference[]; error?: string; now: number },
) {
  await db
    .updateTable('statistics_checks')
    .set({
      finished_at: result.now,
      shops: result.shops,
      differences: result.differences.length,
      details: JSON.stringify(result.differences.slice(0, KEPT_DIFFERENCES)),
      error: result.error ?? null,
    })
    .where('day', '=', day)
    .execute();
}

/** Forgets a day's check, so it can be made again (an operator's "check again"). */
export async function releaseCheck(db: Executor, day: string) {
  await db.deleteFrom('statistics_checks').where('day', '=', day).execute();
}

/** The latest checks, newest day first (or the one of `day`). */
export async function recentChecks(db: Executor, limit: number, day?: string) {
  const rows = await db
    .selectFrom('statistics_checks')
    .selectAll()
    .$if(day !== undefined, (q) => q.where('day', '=', day!))
    .orderBy('day', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    day: row.day,
    startedAt: Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    shops: Number(row.shops),
    differences: Number(row.differences),
    details: JSON.parse(row.details) as StatisticsDifference[],
    error: row.error,
  }));
}
