/**
 * `npm run bench -w bench`: prints figures and ratios measured in one run. Nothing here is a
 * pass/fail test; the numbers go into the issue notes and docs.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import budgets from './budgets.json' with { type: 'json' };
import { firstLoad } from './bundle-size.ts';
import { lighthouseScores, printLighthouse } from './lighthouse.ts';
import { root, signInDemoMerchant, startServer, startShopkeeper } from './server-process.ts';

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
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, headers, connections: 32, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

async function meThroughput(seconds: number) {
  const app = await startShopkeeper(18431);
  const barePort = '18432';
  let bare: ChildProcess | undefined;
  try {
    const headers = { authorization: await signInDemoMerchant(app.origin) };
    const body = await fetch(`${app.origin}/api/v1/me`, { headers }).then((r) => r.text());
    bare = await startServer('servers/bare.ts', { PORT: barePort, BENCH_BODY: body });

    // Warm both up, then measure one after the other on the same machine in the same run.
    await load(`http://127.0.0.1:${barePort}/api/v1/me`, {}, 2);
    await load(`${app.origin}/api/v1/me`, headers, 2);
    const baseline = await load(`http://127.0.0.1:${barePort}/api/v1/me`, {}, seconds);
    const real = await load(`${app.origin}/api/v1/me`, headers, seconds);

    console.log('\n## GET /api/v1/me throughput (32 connections, SQLite)');
    console.log(
      `  bare Fastify route, same JSON   ${baseline.requests.average.toFixed(0)} req/s  p99 ${baseline.latency.p99} ms`,
    );
    console.log(
      `  Shopkeeper /api/v1/me           ${real.requests.average.toFixed(0)} req/s  p99 ${real.latency.p99} ms`,
    );
    console.log(
      `  ratio bare / Shopkeeper         ${(baseline.requests.average / real.requests.average).toFixed(2)}× (goal ≤ 2×)`,
    );
  } finally {
    app.stop();
    bare?.kill();
  }
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
console.log(
  `# Shopkeeper bench — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}`,
);
bundleSizes();
await meThroughput(seconds);
printLighthouse(await lighthouseScores());
