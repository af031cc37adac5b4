import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './database.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { demoLoginLine, seedDemoIfEmpty, unusedPlatformInviteCodes } from './seed/demo.ts';

const config = loadConfig();
const database = openConfiguredDatabase(config);
await migrateToLatest(database);
// A production start seeds only when told to (SEED_DEMO=true, as `npm start` does): a real
// install must never get a demo operator it did not ask for.
const seeded = config.seedDemo ? await seedDemoIfEmpty(database, config) : undefined;
// Printed at once, before anything else can fail: the passwords are kept nowhere else, and a
// start that then stopped (a port in use) left accounts whose passwords nobody had seen.
if (seeded) {
  const heading = '  demo logins, generated for this database (shown this once; note them down):';
  process.stdout.write(`\n${[heading, ...seeded.map(demoLoginLine)].join('\n')}\n`);
}

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });

const base = `http://localhost:${config.port}`;
const codes = await unusedPlatformInviteCodes(database);
const lines = [
  '',
  'Shopkeeper is running',
  `  merchant app   ${base}/`,
  `  console        ${base}/console`,
  `  featured goods ${base}/featured`,
  `  API docs       ${base}/api/docs`,
  `  database       ${database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}`,
  seeded
    ? '  demo logins: printed above, this once'
    : config.seedDemo
      ? '  demo logins: printed when this database was first started'
      : '  demo: not seeded (set SEED_DEMO=true to seed an empty database)',
  `  unused invite codes: ${codes.join(' ') || '(none left; an empty database started with SEED_DEMO gets five)'}`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  });
}
