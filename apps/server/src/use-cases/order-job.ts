import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { dialectOf, inTransaction, type Trx } from '../db/index.ts';
import type { DueOrders, OrderTimes } from '../modules/orders/service.ts';

/** Orders claimed per transaction: short enough that SQLite's write lock is held briefly. */
export const ORDER_JOB_BATCH = 20;
/** Batches per job in one pass, so a backlog is worked through over several passes. */
const MAX_BATCHES_PER_JOB = 500;

export type OrderJobLog = { error(details: object, message: string): void };

/**
 * One pass of the order jobs (decision 018), as each job sees it: the clock (the caller's, so
 * tests and the demo seed drive it), the order times read once for the pass, and where a
 * failed order is reported.
 */
export interface OrderJobPass {
  ctx: AppContext;
  now: number;
  times: OrderTimes & { demoSpeed: number };
  batchSize: number;
  log: OrderJobLog;
}

/** Returned by a job's work for an order that, once locked, turns out not to need it any more. */
export const SKIPPED = 'skipped';

/** One order's work in the batch's transaction: may return more work for after the batch commits. */
export type OrderJobWork = (
  trx: Trx,
  id: number,
) => Promise<(() => Promise<void>) | typeof SKIPPED | undefined>;

export interface OrderJobResult {
  /** Orders the work was done for. */
  done: number;
  /** Orders (or whole batches) that failed; they are tried again next pass. */
  failed: number;
}

/**
 * Works through the orders `due` selects at the pass's time, a batch per transaction
 * (`FOR UPDATE SKIP LOCKED` on PostgreSQL, so another server running the same job takes other
 * orders; SQLite's write lock makes the other wait), each order in a savepoint of its own: one
 * that throws is rolled back alone, logged, and left for the next pass while the rest of the
 * batch commits. Follow-up work an order returns (a provider's call: no place to hold a write
 * lock) runs after the commit. Every move is conditional on the state it leaves, so a pass run
 * twice, late, or on two servers at once moves each order once.
 */
export async function workDueOrders(
  pass: OrderJobPass,
  job: string,
  due: (trx: Trx) => DueOrders,
  work: OrderJobWork,
): Promise<OrderJobResult> {
  const { batchSize, log } = pass;
  const { database } = pass.ctx;
  const result: OrderJobResult = { done: 0, failed: 0 };
  // Orders that failed or needed nothing in this pass: not claimed again until the next.
  const passedOver: number[] = [];
  try {
    for (let batch = 0; batch < MAX_BATCHES_PER_JOB; batch++) {
      const claimed = await inTransaction(database, async (trx) => {
        let query = due(trx).orderBy('id').limit(batchSize);
        if (passedOver.length > 0) query = query.where('id', 'not in', passedOver);
        if (dialectOf(trx) === 'postgres') query = query.forUpdate().skipLocked();
        const ids = (await query.execute()).map((r) => Number(r.id));
        const moved: number[] = [];
        const skipped: number[] = [];
        const lost: { id: number; error: unknown }[] = [];
        const after: (() => Promise<void>)[] = [];
        for (const id of ids) {
          await sql`savepoint order_job`.execute(trx);
          try {
            const then = await work(trx, id);
            await sql`release savepoint order_job`.execute(trx);
            if (then === SKIPPED) {
              skipped.push(id);
              continue;
            }
            moved.push(id);
            if (then) after.push(then);
          } catch (error) {
            await sql`rollback to savepoint order_job`.execute(trx);
            await sql`release savepoint order_job`.execute(trx);
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
