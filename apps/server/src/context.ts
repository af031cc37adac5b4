import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/index.ts';

/** What every module needs: configuration and the database. Decorated on the Fastify instance. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
