/**
 * `npm run bench -w bench`: prints figures and ratios measured in one run. Nothing here is a
 * pass/fail test; the numbers go into the issue notes and docs.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import budgets from './budgets.json' with { type: 'json' };
import { firstLoad, storefrontScript } from './bundle-size.ts';
import { commerceThroughput } from './commerce.ts';
import { eventCost } from './events.ts';
import { ledgerWrites } from './ledger.ts';
import { lighthouseScores, printLighthouse } from './lighthouse.ts';
import { readsBench } from './reads.ts';
import { root, signIn, startServer, startShopkeeper } from './server-process.ts';
import { statisticsBench } from './statistics.ts';
import { walletFlowThroughput } from './wallet-flow.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleSizes() {
  const load = firstLoad(path.join(root, 'apps/web/dist'));
  console.log('\n## Merchant app first load (gzip)');
  for (const f of [...load.js, ...load.css]) console.log(`  ${f.file.padEnd(48)} ${kb(f.gzip)}`);
  console.log(
    `  JS  ${kb(load.jsGzip)} of ${kb(budgets.webFirstLoadJsGzipBytes)} budget (${((100 * load.jsGzip) / budgets.webFirstLoadJsGzipBytes).toFixed(0)}%)`,
  );
  console.log(
    `  CSS ${kb(load.cssGzip)} of ${kb(budgets.webFirstLoadCssGzipBytes)} budget (${((100 * load.cssGzip) / budgets.webFirstLoadCssGzipBytes).toFixed(0)}%)`,
  );
  const storefront = storefrontScript(path.join(root, 'apps/web/dist'));
  console.log('\n## Storefront hydration script (gzip)');
  console.log(
    `  ${storefront.file.padEnd(48)} ${kb(storefront.gzip)} of ${kb(budgets.storefrontHydrationJsGzipBytes)} budget`,
  );
}

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function load(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** PostgreSQL for the bench: BENCH_DATABASE_URL, else the tests' database, else the local default. */
const postgresUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

const line = (label: string, r: autocannon.Result) =>
  console.log(
    `  ${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
  );

/**
 * GET /api/v1/me against a bare Fastify route sending the same JSON, the real server on
 * SQLite, and the real server on PostgreSQL: one after the other, each in its own process.
 */
async function meThroughput(seconds: number) {
  const sqlite = await startShopkeeper(18431);
  const barePort = '18432';
  let bare: ChildProcess | undefined;
  let postgres: Awaited<ReturnType<typeof startShopkeeper>> | undefined;
  try {
    const sqliteHeaders = { authorization: await signIn(sqlite.origin, sqlite.merchant) };
    const body = await fetch(`${sqlite.origin}/api/v1/me`, { headers: sqliteHeaders }).then((r) => r.text());
    bare = (await startServer('servers/bare.ts', { PORT: barePort, BENCH_BODY: body })).child;
    postgres = await startShopkeeper(18434, postgresUrl);
    const postgresHeaders = { authorization: await signIn(postgres.origin, postgres.merchant) };

    const bareUrl = `http://127.0.0.1:${barePort}/api/v1/me`;
    // Warm each up, then measure one after the other on the same machine in the same run.
    await load(bareUrl, {}, 2);
    await load(`${sqlite.origin}/api/v1/me`, sqliteHeaders, 2);
    await load(`${postgres.origin}/api/v1/me`, postgresHeaders, 2);
    const baseline = await load(bareUrl, {}, seconds);
    const onSqlite = await load(`${sqlite.origin}/api/v1/me`, sqliteHeaders, seconds);
    const onPostgres = await load(`${postgres.origin}/api/v1/me`, postgresHeaders, seconds);

    console.log(`\n## GET /api/v1/me throughput (${CONNECTIONS} connections, ${seconds} s each)`);
    line('bare Fastify route, same JSON', baseline);
    line('Shopkeeper on SQLite', onSqlite);
    line('Shopkeeper on PostgreSQL', onPostgres);
    const ratio = (a: autocannon.Result, b: autocannon.Result) =>
      (a.requests.average / b.requests.average).toFixed(2);
    console.log(`  ratio bare / SQLite               ${ratio(baseline, onSqlite)}× (goal ≤ 2×)`);
    console.log(`  ratio SQLite / PostgreSQL         ${ratio(onSqlite, onPostgres)}× (goal ≤ 2×)`);
  } finally {
    await sqlite.stop();
    await postgres?.stop();
    bare?.kill();
  }
}

// `npm run bench -w bench -- me` runs one part: bundle, me, ledger, wallet (both wallet parts), flow,
// events, commerce, reads, statistics or lighthouse.
const only = process.argv[2];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
console.log(
  `# Shopkeeper bench — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}`,
);
if (!only || only === 'bundle') bundleSizes();
if (!only || only === 'me') await meThroughput(seconds);
if (!only || only === 'ledger' || only === 'wallet') await ledgerWrites();
if (!only || only === 'flow' || only === 'wallet') await walletFlowThroughput(seconds);
if (!only || only === 'events') await eventCost();
if (!only || only === 'commerce') await commerceThroughput(seconds);
if (!only || only === 'reads') await readsBench(seconds);
if (!only || only === 'statistics') await statisticsBench();
if (!only || only === 'lighthouse') printLighthouse(await lighthouseScores());
