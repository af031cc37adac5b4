// The real server, as in production: SQLite in a temporary folder (or PostgreSQL in its own
// schema when DATABASE_URL and BENCH_PG_SCHEMA are set), logging at warn. It prints the demo
// logins it generated the way `npm start` does, then "ready".
import { createServer } from 'node:http';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openConfiguredDatabase } from '../../apps/server/src/database.ts';
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrations/index.ts';
import { statementsSent } from '../../apps/server/src/db/statement-count.ts';
import { demoLoginLine, seedDemoIfEmpty } from '../../apps/server/src/seed/demo.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const schema = process.env.BENCH_PG_SCHEMA;
if (config.databaseUrl && schema) {
  const admin = new pg.Client({ connectionString: config.databaseUrl });
  await admin.connect();
  await admin.query(`create schema if not exists ${schema}`);
  await admin.end();
}
const database =
  config.databaseUrl && schema
    ? openDatabase({ url: config.databaseUrl, pgSchema: schema })
    : openConfiguredDatabase(config);
await migrateToLatest(database);
// With the config, the demo goods' images are real files, as `npm start` makes them: the storefront
// pages Lighthouse measures then load their images.
const logins = (await seedDemoIfEmpty(database, config)) ?? [];
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: '127.0.0.1' });
// The reads bench asks how many statements this process has sent (db/statement-count.ts),
// on a port of its own so the server's routes stay as in production.
if (process.env.BENCH_STATS_PORT)
  await new Promise<void>((resolve) =>
    createServer((_, response) => response.end(String(statementsSent()))).listen(
      Number(process.env.BENCH_STATS_PORT),
      '127.0.0.1',
      resolve,
    ),
  );
process.stdout.write(`${logins.map(demoLoginLine).join('\n')}\nready\n`);

// For profiling (node --cpu-prof writes its profile on a normal exit): stop after a while.
if (process.env.BENCH_EXIT_AFTER_MS)
  setTimeout(() => process.exit(0), Number(process.env.BENCH_EXIT_AFTER_MS));
