import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { type OrderJobCounts, orderJobsIntervalMs, runOrderJobs } from '../modules/orders/jobs.ts';

export interface OrderJobsOptions {
  /** Between passes; by default from SHOPKEEPER_DEMO_SPEED (orderJobsIntervalMs). */
  intervalMs?: number;
  firstRunMs?: number;
  run?: (ctx: AppContext) => Promise<Partial<OrderJobCounts> | undefined>;
}

const FIRST_RUN_MS = 2_000;

/**
 * The order jobs (decision 018) on a timer, like the clean-up jobs (decision 015): started
 * when the server starts listening (tests that only inject requests never run them behind
 * their back; they call runOrderJobs with their own clock), stopped on close after a pass
 * under way. Passes never overlap. A pass that throws is logged and the next one tries again;
 * every server of a deployment runs them (the claims keep two from moving one order).
 */
export default fp(async function orderJobs(app: FastifyInstance, options: OrderJobsOptions) {
  const {
    intervalMs = orderJobsIntervalMs(app.ctx.config.demoSpeed),
    firstRunMs = FIRST_RUN_MS,
    run = (ctx: AppContext) => runOrderJobs(ctx, Date.now(), { log: app.log }),
  } = options;
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | undefined;

  const tick = () => {
    if (running) return;
    running = Promise.resolve()
      .then(() => run(app.ctx))
      .then(
        // Quiet when nothing moved: that is most passes.
        (counts) => {
          const moved = Object.values(counts ?? {}).some((n) => n > 0);
          app.log[moved ? 'info' : 'debug']({ orderJobs: counts }, 'order jobs done');
        },
        (error: unknown) => app.log.error({ err: error }, 'order jobs failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onListen', async () => {
    // Listening on several addresses calls this once for each.
    if (timers.length > 0) return;
    timers = [setTimeout(tick, firstRunMs), setInterval(tick, intervalMs)];
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    await running;
  });
});
