import type { AppContext } from '../context.ts';
import type { Trx } from '../db/index.ts';
import { type ClaimedBatchesResult, type ClaimedWork, workClaimedBatches } from '../lib/claimed-batches.ts';
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

/**
 * Works through the orders `due` selects at the pass's time, a batch per transaction, each
 * order in a savepoint of its own (lib/claimed-batches.ts). Every move is conditional on the
 * state it leaves, so a pass run twice, late, or on two servers at once moves each order once.
 */
export function workDueOrders(
  pass: OrderJobPass,
  job: string,
  due: (trx: Trx) => DueOrders,
  work: ClaimedWork,
): Promise<ClaimedBatchesResult> {
  return workClaimedBatches(pass.ctx.database, due, work, {
    job,
    batchSize: pass.batchSize,
    maxBatches: MAX_BATCHES_PER_JOB,
    log: pass.log,
  });
}
