import { loadAllCatalogues } from '@shopkeeper/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/index.ts';
import accountRoutes from './modules/accounts/routes.ts';
import supportContactRoutes from './modules/support-contact/routes.ts';
import docs from './plugins/docs.ts';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import frontEnds from './plugins/front-ends/index.ts';
import language from './plugins/language.ts';
import security from './plugins/security.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** pino logger options; false for tests. */
  logger?: boolean | object;
}

/** The whole HTTP server: cross-cutting plugins, then one route module per feature. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  await loadAllCatalogues();
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Fastify accepts a hop count (proxy-addr does), though its type omits numbers.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    // Request ids in logs make one merchant's failed call findable.
    requestIdHeader: 'x-request-id',
    // Requests refused before routing still get the envelope (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  const ctx: AppContext = { config, database };
  app.decorate('ctx', ctx);

  await app.register(language);
  await app.register(errors);
  await app.register(security);
  await app.register(docs);

  await app.register(accountRoutes);
  await app.register(supportContactRoutes);

  await app.register(frontEnds);
  return app;
}
