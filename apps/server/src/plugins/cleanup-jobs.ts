import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { runPeriodically } from '../lib/periodic.ts';
import { sweepStorefront } from '../modules/storefront/service.ts';
import { deleteUnclaimedUploads } from '../modules/uploads/service.ts';
import { deleteExpiredIdempotencyKeys } from '../modules/wallet/service.ts';

/**
 * The clean-up jobs (decision 015): idempotency keys past their retention and uploads never
 * claimed. Each deletes only what is past its retention, so running it late, twice, or on
 * every server at once deletes the same rows once.
 */
export async function runCleanup(ctx: AppContext, now = Date.now()) {
  const idempotencyKeys = await deleteExpiredIdempotencyKeys(ctx.database, now);
  const uploads = await deleteUnclaimedUploads(ctx, now);
  const storefront = await sweepStorefront(ctx.database.db, now);
  return { idempotencyKeys, uploads, storefront };
}

/**
 * Every quarter of an hour: the retentions are a day, so a row outlives its retention by at
 * most this much. The first run comes a little after start, so a server restarted often still
 * cleans, without slowing its start.
 */
export const CLEANUP_INTERVAL_MS = 15 * 60_000;
const FIRST_RUN_MS = 30_000;

export interface CleanupJobOptions {
  intervalMs?: number;
  firstRunMs?: number;
  run?: (ctx: AppContext) => Promise<unknown>;
}

/**
 * Starts the jobs when the server starts listening and stops them on close (runPeriodically).
 */
export default fp(async function cleanupJobs(app: FastifyInstance, options: CleanupJobOptions) {
  const { intervalMs = CLEANUP_INTERVAL_MS, firstRunMs = FIRST_RUN_MS, run = runCleanup } = options;
  runPeriodically(app, {
    intervalMs,
    firstRunMs,
    run: () => run(app.ctx),
    logKey: 'cleanup',
    done: 'clean-up done',
    failed: 'clean-up failed',
  });
});
