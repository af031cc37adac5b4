import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './database.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { DEMO_LOGINS, seedDemoIfEmpty, unusedPlatformInviteCodes } from './seed/demo.ts';

const config = loadConfig();
const database = openConfiguredDatabase(config);
await migrateToLatest(database);
const seeded = config.seedDemo ? await seedDemoIfEmpty(database) : false;

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });

const base = `http://localhost:${config.port}`;
const codes = await unusedPlatformInviteCodes(database);
const lines = [
  '',
  'Shopkeeper is running',
  `  merchant app   ${base}/`,
  `  console        ${base}/console`,
  `  API docs       ${base}/api/docs`,
  `  database       ${database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}`,
  ...(config.seedDemo
    ? [
        `  demo logins${seeded ? ' (just created)' : ' (created on first start)'}:`,
        ...DEMO_LOGINS.map((l) => `    ${l.role.padEnd(9)} ${l.username} / ${l.password}`),
      ]
    : []),
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
