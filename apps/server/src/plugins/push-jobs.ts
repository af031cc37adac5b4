import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic.ts';
import { onPushQueued, vapidKeys } from '../modules/push/service.ts';
import { sendDuePushes } from '../use-cases/send-pushes.ts';

/**
 * The push job (docs/decisions/041-push.md): sends the queued pushes to the phones' push
 * services. It runs at once when this server's listener queues some, and every 10 s for
 * retries coming due and pushes another server queued. Every server runs it; a lease on each
 * push keeps two from sending one. This install's VAPID keys are made at the first start.
 */
export const PUSH_JOBS_INTERVAL_MS = 10_000;
const FIRST_RUN_MS = 2_000;

export default fp(async function pushJobs(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    await vapidKeys(app.ctx.database);
  });
  const runner = runPeriodically(app, {
    intervalMs: PUSH_JOBS_INTERVAL_MS,
    firstRunMs: FIRST_RUN_MS,
    run: () => sendDuePushes(app.ctx),
    logKey: 'push',
    done: 'pushes sent',
    failed: 'push job failed',
  });
  const stop = onPushQueued(() => runner.runNow());
  app.addHook('onClose', async () => {
    stop();
  });
});
