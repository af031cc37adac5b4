import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic.ts';
import { paymentProvider } from '../modules/payments/service.ts';
import { recoverStorefrontCharges } from '../use-cases/recover-storefront-charges.ts';

/**
 * The storefront's payment job (decision 022) on a timer: buyers' charges cut off by a dead
 * server, and refunds still owed, through the configured provider. Its waits are real minutes
 * (a provider's timeouts, not the business's days), so SHOPKEEPER_DEMO_SPEED does not change
 * them. Every server runs it; the claims keep two from taking one charge.
 */
export const PAYMENT_JOBS_INTERVAL_MS = 30_000;
const FIRST_RUN_MS = 5_000;

export default fp(async function paymentJobs(app: FastifyInstance) {
  runPeriodically(app, {
    intervalMs: PAYMENT_JOBS_INTERVAL_MS,
    firstRunMs: FIRST_RUN_MS,
    run: () =>
      recoverStorefrontCharges(app.ctx, paymentProvider(app.ctx.config), Date.now(), {
        error: (details, message) => app.log.error(details, message),
      }),
    logKey: 'storefrontCharges',
    done: 'payment jobs done',
    failed: 'payment jobs failed',
  });
});
