import type { AppContext } from '../context.ts';
import { openDatabase } from '../db/index.ts';
import type { TestApi } from './harness.ts';

/**
 * A second server beside the test's app, for limits and jobs that must hold across servers:
 * on PostgreSQL its own pool on the same schema; SQLite has one writer, so it shares the handle.
 * `close` ends the second pool.
 */
export function secondServer(api: TestApi): {
  first: AppContext;
  second: AppContext;
  close(): Promise<void>;
} {
  const first = api.app.ctx;
  const handle = api.database;
  const other =
    handle.dialect === 'postgres'
      ? openDatabase({ url: process.env.TEST_DATABASE_URL, pgSchema: handle.pgSchema, poolSize: 5 })
      : handle;
  return {
    first,
    second: { ...first, database: other },
    close: async () => {
      if (other !== handle) await other.destroy();
    },
  };
}
