import multipart from '@fastify/multipart';
import { loadAllCatalogues } from '@shopkeeper/contract';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/index.ts';
import accountRoutes from './modules/accounts/routes.ts';
import consoleAdRoutes from './modules/ads/console-routes.ts';
import adRoutes from './modules/ads/routes.ts';
import consoleAuditRoutes from './modules/audit/console-routes.ts';
import consoleBannerRoutes from './modules/banners/console-routes.ts';
import bannerRoutes from './modules/banners/routes.ts';
import catalogueRoutes from './modules/catalogue/routes.ts';
import consoleChatRoutes from './modules/chat/console-routes.ts';
import chatRoutes from './modules/chat/routes.ts';
import consoleCreditRoutes from './modules/credit/console-routes.ts';
import creditRoutes from './modules/credit/routes.ts';
import consoleFeedbackRoutes from './modules/feedback/console-routes.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import consoleHelpRoutes from './modules/help/console-routes.ts';
import helpRoutes from './modules/help/routes.ts';
import consoleIdentityRoutes from './modules/identity/console-routes.ts';
import identityRoutes from './modules/identity/routes.ts';
import intakeRoutes from './modules/intake/routes.ts';
import liveRoutes from './modules/live/routes.ts';
import { type LiveBus, LocalLiveBus, PgLiveBus, RedisLiveBus } from './modules/live/service.ts';
import consoleNotificationRoutes from './modules/notifications/console-routes.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import orderCommentRoutes from './modules/order-comments/routes.ts';
import consoleOrderRoutes from './modules/orders/console-routes.ts';
import orderRoutes from './modules/orders/routes.ts';
import consoleOverviewRoutes from './modules/overview/console-routes.ts';
import overviewRoutes from './modules/overview/routes.ts';
import pushRoutes from './modules/push/routes.ts';
import receivingAccountRoutes from './modules/receiving-accounts/routes.ts';
import consoleSettingsRoutes from './modules/settings/console-routes.ts';
import shopRoutes from './modules/shops/routes.ts';
import showcaseRoutes from './modules/showcase/routes.ts';
import consoleStatisticsRoutes from './modules/statistics/console-routes.ts';
import statisticsRoutes from './modules/statistics/routes.ts';
import consoleStorefrontChargeRoutes from './modules/storefront/console-routes.ts';
import storefrontPages from './modules/storefront/pages.ts';
import storefrontRoutes from './modules/storefront/routes.ts';
import consoleSupportContactRoutes from './modules/support-contact/console-routes.ts';
import supportContactRoutes from './modules/support-contact/routes.ts';
import consoleTierUpgradeRoutes from './modules/tiers/console-routes.ts';
import tierRoutes from './modules/tiers/routes.ts';
import consoleTopUpRoutes from './modules/topups/console-routes.ts';
import topUpRoutes from './modules/topups/routes.ts';
import uploadRoutes from './modules/uploads/routes.ts';
import consoleWalletRoutes from './modules/wallet/console-routes.ts';
import walletRoutes from './modules/wallet/routes.ts';
import consoleWithdrawalRoutes from './modules/withdrawals/console-routes.ts';
import withdrawalRoutes from './modules/withdrawals/routes.ts';
import cleanupJobs from './plugins/cleanup-jobs.ts';
import docs from './plugins/docs.ts';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import eventDispatch from './plugins/event-dispatch.ts';
import frontEnds from './plugins/front-ends/index.ts';
import language from './plugins/language.ts';
import liveStream from './plugins/live-stream.ts';
import orderJobs from './plugins/order-jobs.ts';
import paymentJobs from './plugins/payment-jobs.ts';
import pushJobs from './plugins/push-jobs.ts';
import security from './plugins/security.ts';
import statisticsJobs from './plugins/statistics-jobs.ts';
import unreadBody from './plugins/unread-body.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** pino logger options; false for tests. */
  logger?: boolean | object;
}

/**
 * The largest JSON body accepted. The largest input the contract declares (50 showcase items,
 * a 500-character text) is a few KB; 1 MB let one request cost a quarter of a second before
 * any check ran (JSON.parse of 500,000 nested arrays: 260 ms; walking an array of 300,000
 * numbers for NUL characters: 220 ms). File uploads go through multipart with their own limits.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Slow clients cannot hold connections: a request (headers and body) must arrive within the
 * timeout, answered 408 otherwise (plugins/errors.ts), and a connection silent for twice as
 * long, such as one whose reader stopped reading, is closed. Node checks the request deadline
 * every `connectionsCheckingInterval` (30 s by default); a quarter of the deadline keeps the
 * 408 well before the silent-connection close, which otherwise won some races and closed
 * the connection without an answer.
 */
function requestTimeouts(seconds: number) {
  const ms = seconds * 1000;
  return {
    requestTimeout: ms,
    connectionTimeout: 2 * ms,
    http: { headersTimeout: ms, requestTimeout: ms, connectionsCheckingInterval: Math.min(ms / 4, 5000) },
  };
}

/**
 * What a request log line says about the request. The query string is left out: a reset link
 * (`/reset-password?token=…`) carries a token that signs its holder in, and a log is read by
 * more people than the token was meant for. Fastify's default logged the whole URL.
 */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  }),
};

/**
 * The live bus (docs/decisions/030-live-stream-and-chat.md): Redis when asked, PostgreSQL's
 * LISTEN/NOTIFY on PostgreSQL, this process alone on SQLite (one server per file).
 */
function liveBusFor(config: Config, database: DatabaseHandle, log: FastifyInstance['log']): LiveBus {
  if (config.liveBus === 'redis' && config.redisUrl) {
    return new RedisLiveBus(config.redisUrl, database.pgSchema ?? 'public', log);
  }
  if (database.dialect === 'postgres') return new PgLiveBus(database, log);
  return new LocalLiveBus();
}

/** The whole HTTP server: cross-cutting plugins, then one route module per feature. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  await loadAllCatalogues();
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { level: config.logLevel, ...(typeof logger === 'object' ? logger : {}), serializers },
    // Fastify accepts a hop count (proxy-addr does), though its type omits numbers.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: JSON_BODY_LIMIT,
    ...requestTimeouts(config.requestTimeoutSeconds),
    // Request ids in logs make one merchant's failed call findable.
    requestIdHeader: 'x-request-id',
    // Requests refused before routing still get the envelope (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  const ctx: AppContext = { config, database, live: liveBusFor(config, database, app.log) };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => ctx.live.close());

  await app.register(language);
  await app.register(errors);
  await app.register(security);
  await app.register(docs);
  // Limits per call are set where the parts are read (plugins/multipart-input.ts).
  await app.register(multipart);
  await app.register(unreadBody, { defaultLimit: JSON_BODY_LIMIT });

  await app.register(accountRoutes);
  await app.register(supportContactRoutes);
  await app.register(consoleSupportContactRoutes);
  await app.register(walletRoutes);
  await app.register(consoleWalletRoutes);
  await app.register(uploadRoutes);
  await app.register(topUpRoutes);
  await app.register(consoleTopUpRoutes);
  await app.register(consoleAuditRoutes);
  await app.register(consoleSettingsRoutes);
  await app.register(identityRoutes);
  await app.register(consoleIdentityRoutes);
  await app.register(receivingAccountRoutes);
  await app.register(withdrawalRoutes);
  await app.register(consoleWithdrawalRoutes);
  await app.register(tierRoutes);
  await app.register(consoleTierUpgradeRoutes);
  await app.register(catalogueRoutes);
  await app.register(showcaseRoutes);
  await app.register(orderRoutes);
  await app.register(intakeRoutes);
  await app.register(storefrontRoutes);
  await app.register(storefrontPages);
  await app.register(orderCommentRoutes);
  await app.register(consoleOrderRoutes);
  await app.register(consoleStorefrontChargeRoutes);
  await app.register(shopRoutes);
  await app.register(creditRoutes);
  await app.register(consoleCreditRoutes);
  await app.register(adRoutes);
  await app.register(consoleAdRoutes);
  await app.register(bannerRoutes);
  await app.register(consoleBannerRoutes);
  await app.register(feedbackRoutes);
  await app.register(consoleFeedbackRoutes);
  await app.register(helpRoutes);
  await app.register(consoleHelpRoutes);
  await app.register(overviewRoutes);
  await app.register(consoleOverviewRoutes);
  await app.register(statisticsRoutes);
  await app.register(consoleStatisticsRoutes);
  await app.register(notificationRoutes);
  await app.register(consoleNotificationRoutes);
  await app.register(pushRoutes);
  await app.register(liveRoutes);
  await app.register(liveStream);
  await app.register(chatRoutes);
  await app.register(consoleChatRoutes);

  await app.register(frontEnds);
  await app.register(cleanupJobs);
  await app.register(orderJobs);
  await app.register(statisticsJobs);
  await app.register(paymentJobs);
  await app.register(pushJobs);
  await app.register(eventDispatch);
  return app;
}
