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

/** A check started this long ago and never finished was cut off (its server died): another takes it over. */
export const STALE_CHECK_MS = 60 * 60_000;

/**
 * Claims a day's check for this server: the first insert wins, so of several servers running
 * the nightly job only one recomputes the day. A check that failed, or was cut off long ago,
 * is claimed again, so the next pass tries it again. False when it is someone else's.
 */
export async function claimCheck(db: Executor, day: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('statistics_checks')
    .values({ day, started_at: now, finished_at: null, error: null })
    .onConflict((oc) =>
      oc
        .column('day')
        .doUpdateSet({ started_at: now, finished_at: null, error: null })
        .where((eb) =>
          eb.or([
            eb('statistics_checks.error', 'is not', null),
            eb.and([
              eb('statistics_checks.finished_at', 'is', null),
              eb('statistics_checks.started_at', '<', now - STALE_CHECK_MS),
            ]),
          ]),
        ),
    )
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
