import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/index.ts';
import type { LiveBus } from './modules/live/bus.ts';

/**
 * What every module needs: configuration, the database, and the bus that tells live streams
 * something is new (modules/live/bus.ts). Decorated on the Fastify instance.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  live: LiveBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
