import { type SelectQueryBuilder, sql } from 'kysely';
import { type DatabaseHandle, dialectOf, inTransaction, type Trx } from '../db/index.ts';
import type { Database } from '../db/schema.ts';

/** Returned by a job's work for a row that, once locked, turns out not to need it any more. */
export const SKIPPED = 'skipped';

/** One row's work in the batch's transaction: may return more work for after the batch commits. */
export type ClaimedWork = (
  trx: Trx,
  id: number,
) => Promise<(() => Promise<void>) | typeof SKIPPED | undefined>;

export interface ClaimedBatchesResult {
  /** Rows the work was done for. */
  done: number;
  /** Rows (or whole batches) that failed; they are tried again next pass. */
  failed: number;
}

export interface ClaimedBatchesOptions {
  /** The job's name in the log. */
  job: string;
  batchSize: number;
  maxBatches: number;
  log: { error(details: object, message: string): void };
}

/**
 * Works through what `due` selects, a batch per transaction (`FOR UPDATE SKIP LOCKED` on
 * PostgreSQL, so another server running the same job takes other rows; SQLite's write lock
 * makes the other wait), each row in a savepoint of its own: one that throws is rolled back
 * alone, logged, and left for the next pass while the rest of the batch commits. Follow-up
 * work a row returns (a provider's call: no place to hold a write lock) runs after the commit.
 */
export async function workClaimedBatches<T extends keyof Database>(
  database: DatabaseHandle,
  due: (trx: Trx) => SelectQueryBuilder<Database, T, { id: number }>,
  work: ClaimedWork,
  options: ClaimedBatchesOptions,
): Promise<ClaimedBatchesResult> {
  const { job, batchSize, log } = options;
  const result: ClaimedBatchesResult = { done: 0, failed: 0 };
  // Rows that failed or needed nothing in this pass: not claimed again until the next.
  const passedOver: number[] = [];
  try {
    for (let batch = 0; batch < options.maxBatches; batch++) {
      const claimed = await inTransaction(database, async (trx) => {
        // The table is the caller's; its `id` is the claim's key whichever table it is.
        let query = due(trx)
          .orderBy('id' as never)
          .limit(batchSize) as unknown as SelectQueryBuilder<Database, 'orders', { id: number }>;
        if (passedOver.length > 0) query = query.where('id', 'not in', passedOver);
        if (dialectOf(trx) === 'postgres') query = query.forUpdate().skipLocked();
        const ids = (await query.execute()).map((r) => Number(r.id));
        const moved: number[] = [];
        const skipped: number[] = [];
        const lost: { id: number; error: unknown }[] = [];
        const after: (() => Promise<void>)[] = [];
        for (const id of ids) {
          await sql`savepoint claimed_row`.execute(trx);
          try {
            const then = await work(trx, id);
            await sql`release savepoint claimed_row`.execute(trx);
            if (then === SKIPPED) {
              skipped.push(id);
              continue;
            }
            moved.push(id);
            if (then) after.push(then);
          } catch (error) {
            await sql`rollback to savepoint claimed_row`.execute(trx);
            await sql`release savepoint claimed_row`.execute(trx);
            lost.push({ id, error });
          }
        }
        return { claimed: ids.length, moved, skipped, lost, after };
      });
      result.done += claimed.moved.length;
      passedOver.push(...claimed.skipped);
      for (const { id, error } of claimed.lost) {
        passedOver.push(id);
        log.error({ err: error, orderId: id, job }, 'order job failed for an order');
      }
      result.failed += claimed.lost.length;
      for (const then of claimed.after) {
        await then().catch((error: unknown) => log.error({ err: error, job }, 'order job follow-up failed'));
      }
      // Fewer than asked: nothing more is due (or another server holds the rest).
      if (claimed.claimed < batchSize) return result;
    }
  } catch (error) {
    // The claim or the commit failed (the database away): the whole batch is for next pass.
    result.failed += 1;
    log.error({ err: error, job }, 'order job failed');
  }
  return result;
}
