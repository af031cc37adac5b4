// The real server for the crash test, in a process of its own so the test can SIGKILL it:
// production settings, SQLite under CRASH_DATA_DIR (or PostgreSQL in CRASH_PG_SCHEMA when
// CRASH_DATABASE_URL is set), on a free port it prints as "ready <port>". No demo seed: the
// test prepares the database it hands over. SHOPKEEPER_DEMO_SPEED, SANDBOX_WAREHOUSE and
// TRUST_PROXY pass through, so a test can run the order jobs at demo speed and stand, as a
// reverse proxy on this host would, in front of many buyers' addresses. With
// CRASH_PAYMENTS_LOG set, the sandbox payment provider's charges and refunds are appended to
// that file as they are made (each charge after a card network's delay), so the test can read
// what the provider did after a kill. With CRASH_JOBS_LOG set, the nightly statistics check
// and the clean-up (plugins/statistics-jobs.ts, plugins/cleanup-jobs.ts) also run every
// CRASH_JOBS_EVERY_MS, not only on their quarter-hour timers, and what each pass did is
// appended to that file: servers sharing one database show there that each job's work was
// done once between them.
import { appendFileSync } from 'node:fs';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../database.ts';
import { openDatabase } from '../../db/index.ts';
import { migrateToLatest } from '../../db/migrations/index.ts';
import { paymentProvider } from '../../modules/payments/service.ts';
import { runCleanup } from '../../plugins/cleanup-jobs.ts';
import { checkYesterday } from '../../use-cases/check-statistics.ts';

const env = process.env;
const config = loadConfig(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: env.CRASH_DATA_DIR,
    DATABASE_URL: env.CRASH_DATABASE_URL,
    PORT: '1',
    SHOPKEEPER_DEMO_SPEED: env.SHOPKEEPER_DEMO_SPEED,
    SANDBOX_WAREHOUSE: env.SANDBOX_WAREHOUSE,
    TRUST_PROXY: env.TRUST_PROXY,
  } as NodeJS.ProcessEnv,
  { port: 0, rateLimitPerMinute: 0, webDist: '/nonexistent', consoleDist: '/nonexistent', seedDemo: false },
);
const paymentsLog = env.CRASH_PAYMENTS_LOG;
if (paymentsLog) {
  const provider = paymentProvider(config);
  const [charge, refund] = [provider.charge.bind(provider), provider.refund.bind(provider)];
  const record = (line: object) => appendFileSync(paymentsLog, `${JSON.stringify(line)}\n`);
  provider.charge = async (request) => {
    // A real provider's charge takes a while (a card network's round trip); so the kill often
    // lands between a charge and its order, where a forgotten charge would be made.
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
    const charged = await charge(request);
    record({
      charged: charged.reference,
      ours: request.reference,
      buyer: request.buyer.name,
      amountCents: request.amountCents,
    });
    return charged;
  };
  provider.refund = async (request) => {
    await refund(request);
    record({ refunded: request.reference });
  };
}
const database = config.databaseUrl
  ? openDatabase({ url: config.databaseUrl, pgSchema: env.CRASH_PG_SCHEMA })
  : openConfiguredDatabase(config);
await migrateToLatest(database);
const app = await buildApp({ config, database });
const jobsLog = env.CRASH_JOBS_LOG;
if (jobsLog) {
  const record = (line: object) =>
    appendFileSync(jobsLog, `${JSON.stringify({ pid: process.pid, ...line })}\n`);
  const pass = async () => {
    try {
      record({ statistics: await checkYesterday(app.ctx, Date.now()), cleanup: await runCleanup(app.ctx) });
    } catch (error) {
      record({ error: String(error) });
    }
  };
  // One pass at a time, as runPeriodically keeps them.
  const again = () => void pass().finally(() => setTimeout(again, Number(env.CRASH_JOBS_EVERY_MS ?? 500)));
  app.addHook('onListen', async () => again());
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : ''}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  await database.destroy();
  process.exit(0);
});
