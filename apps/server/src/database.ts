import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase } from './db/index.ts';

/** The configured database: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
export function openConfiguredDatabase(config: Config) {
  return openDatabase({
    url: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    poolSize: config.databasePoolSize,
    sqliteFile: path.join(config.dataDir, 'shopkeeper.sqlite'),
  });
}
