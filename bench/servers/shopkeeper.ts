// The real server, as in production: SQLite in a temporary folder, logging at warn.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openConfiguredDatabase } from '../../apps/server/src/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrations/index.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/demo.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const database = openConfiguredDatabase(config);
await migrateToLatest(database);
await seedDemoIfEmpty(database);
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');

// For profiling (node --cpu-prof writes its profile on a normal exit): stop after a while.
if (process.env.BENCH_EXIT_AFTER_MS)
  setTimeout(() => process.exit(0), Number(process.env.BENCH_EXIT_AFTER_MS));
