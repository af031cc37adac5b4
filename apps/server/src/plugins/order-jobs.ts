import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { runPeriodically } from '../lib/periodic.ts';
import { type OrderJobCounts, orderJobsIntervalMs, runOrderJobs } from '../use-cases/run-order-jobs.ts';

export interface OrderJobsOptions {
  /** Between passes; by default from SHOPKEEPER_DEMO_SPEED (orderJobsIntervalMs). */
  intervalMs?: number;
  firstRunMs?: number;
  run?: (ctx: AppContext) => Promise<Partial<OrderJobCounts> | undefined>;
}

const FIRST_RUN_MS = 2_000;

/**
 * The order jobs (decision 018) on a timer, like the clean-up jobs (decision 015), through
 * runPeriodically (tests that only inject requests never run them behind their back; they
 * call runOrderJobs with their own clock). Every server of a deployment runs them (the claims
 * keep two from moving one order).
 */
export default fp(async function orderJobs(app: FastifyInstance, options: OrderJobsOptions) {
  const {
    intervalMs = orderJobsIntervalMs(app.ctx.config.demoSpeed),
    firstRunMs = FIRST_RUN_MS,
    run = (ctx: AppContext) => runOrderJobs(ctx, Date.now(), { log: app.log }),
  } = options;
  runPeriodically(app, {
    intervalMs,
    firstRunMs,
    run: () => run(app.ctx),
    logKey: 'orderJobs',
    done: 'order jobs done',
    failed: 'order jobs failed',
  });
});
