import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic.ts';
import { checkYesterday, STATISTICS_CHECK_INTERVAL_MS } from '../use-cases/check-statistics.ts';

export interface StatisticsJobsOptions {
  intervalMs?: number;
  firstRunMs?: number;
}

/**
 * The nightly statistics check (docs/decisions/025-statistics.md) on a timer, like the order
 * jobs: every server tries each pass, and the day's claim lets one of them check yesterday,
 * once, soon after midnight UTC.
 */
export default fp(async function statisticsJobs(app: FastifyInstance, options: StatisticsJobsOptions) {
  const { intervalMs = STATISTICS_CHECK_INTERVAL_MS, firstRunMs = 60_000 } = options;
  runPeriodically(app, {
    intervalMs,
    firstRunMs,
    run: () => checkYesterday(app.ctx, Date.now(), app.log),
    logKey: 'statisticsCheck',
    done: 'statistics check done',
    failed: 'statistics check failed',
  });
});
