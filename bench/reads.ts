/**
 * The signed-in reads beside their limit (docs/quality.md#server): `GET /v1/me`,
 * `/v1/user/wallet_flow` (a full first page), `/v1/order/list` with BENCH_ORDERS (100,000)
 * orders and `/v1/showcase/list` with BENCH_SHOWCASE_ITEMS (10,000) items for the merchant.
 * For each, in one run and one after the other: a bare Fastify route sending the same JSON;
 * the limit, that route plus the read's own queries on the raw driver (servers/limit.ts) on
 * SQLite and on PostgreSQL; and the real server (production mode) on each. Printed: req/s,
 * the server process's CPU time per request, the ratios real ÷ limit and PostgreSQL ÷ SQLite
 * beside their goals, and the statements each request sends (counted at the driver by the
 * server, db/statement-count.ts; 100 requests one at a time, less what its jobs sent in as
 * long a time left idle).
 *
 * With BENCH_BASE_ROOT, the path of another checkout (the commit before a change, with its
 * own node_modules or links to these), its server runs too, on both databases, filled the
 * same way and measured beside it twice, in both orders (real, base, base, real; the figures
 * averaged): before and after in one run, under the same load, which moves req/s by ±40 %
 * between runs on a shared machine.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { fill } from './commerce.ts';
import { postgresUrl } from './ledger.ts';
import { startServer, startShopkeeper } from './server-process.ts';
import { merchantWithFlow } from './wallet-flow.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STATEMENT_SAMPLE = 100;
const BASE_ROOT = process.env.BENCH_BASE_ROOT;
/** The goals of docs/quality.md#server. */
const GOAL = { ofLimit: 1.5, postgresOfSqlite: 2, roundTrips: 2 };

const READS = [
  { path: '/api/v1/me', method: 'GET', bodyEnv: 'BENCH_BODY' },
  { path: '/api/v1/user/wallet_flow', method: 'POST', bodyEnv: 'BENCH_FLOW_BODY' },
  { path: '/api/v1/order/list', method: 'POST', bodyEnv: 'BENCH_ORDERS_BODY' },
  { path: '/api/v1/showcase/list', method: 'POST', bodyEnv: 'BENCH_SHOWCASE_BODY' },
] as const;
type Read = (typeof READS)[number];

const request = (read: Read, token: string | undefined) => ({
  method: read.method,
  headers: {
    ...(read.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: token } : {}),
  },
  ...(read.method === 'POST' ? { body: '{}' } : {}),
});

/** User plus system CPU time of a process so far, in microseconds (Linux /proc). */
function cpuMicros(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Target {
  label: string;
  origin: string;
  pid: number;
  token?: string;
}

async function measure(target: Target, read: Read, seconds: number) {
  const options = request(read, target.token);
  const run = (duration: number) =>
    autocannon({ url: `${target.origin}${read.path}`, ...options, connections: CONNECTIONS, duration });
  await run(Math.min(2, seconds));
  const before = cpuMicros(target.pid);
  const result = await run(seconds);
  const cpu = cpuMicros(target.pid) - before;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.label} ${read.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuPerRequest: cpu / result.requests.total,
  };
}

/** Statements per request, read from the server's own count around requests made one at a time. */
async function statementsPerRequest(target: Target, statsPort: number, read: Read) {
  const sent = () => fetch(`http://127.0.0.1:${statsPort}/`).then(async (r) => Number(await r.text()));
  const before = await sent();
  const started = Date.now();
  for (let i = 0; i < STATEMENT_SAMPLE; i++) {
    const response = await fetch(`${target.origin}${read.path}`, request(read, target.token));
    await response.arrayBuffer();
  }
  const during = (await sent()) - before;
  // The server's own jobs send statements meanwhile: as many as in the same time left idle.
  const idleFrom = await sent();
  await new Promise((resolve) => setTimeout(resolve, Date.now() - started));
  const jobs = (await sent()) - idleFrom;
  return Math.max(0, during - jobs) / STATEMENT_SAMPLE;
}

const ratio = (n: number) => `${n.toFixed(2)}×`;
const verdict = (n: number, goal: number) =>
  `${ratio(n)} (goal ≤ ${goal}×${n <= goal ? ', met' : ', not met'})`;

export async function readsBench(seconds: number) {
  const stats = { sqlite: 18602, postgres: 18612 };
  const sqlite = await startShopkeeper(18601, undefined, { BENCH_STATS_PORT: String(stats.sqlite) });
  const servers = [sqlite];
  const helpers: ChildProcess[] = [];
  try {
    const postgres = await startShopkeeper(18611, postgresUrl, { BENCH_STATS_PORT: String(stats.postgres) });
    servers.push(postgres);
    const filled = { sqlite: await fill(sqlite), postgres: await fill(postgres) };
    const operatorOf = (s: typeof sqlite) => s.logins.find((l) => l.role === 'operator')!;
    const tokens = {
      sqlite: await merchantWithFlow(sqlite, operatorOf(sqlite)),
      postgres: await merchantWithFlow(postgres, operatorOf(postgres)),
    };
    const baseTargets: Record<string, Target> = {};
    if (BASE_ROOT) {
      for (const [key, port, url] of [
        ['baseSqlite', 18631, undefined],
        ['basePostgres', 18641, postgresUrl],
      ] as const) {
        const base = await startShopkeeper(port, url, {}, { checkout: BASE_ROOT });
        servers.push(base);
        await fill(base);
        baseTargets[key] = {
          label: `base on ${url ? 'PostgreSQL' : 'SQLite'}`,
          origin: base.origin,
          pid: base.pid,
          token: await merchantWithFlow(base, operatorOf(base)),
        };
      }
    }
    const bodies: Record<string, string> = {};
    for (const read of READS) {
      const response = await fetch(`${sqlite.origin}${read.path}`, request(read, tokens.sqlite));
      bodies[read.bodyEnv] = await response.text();
    }
    const helper = async (port: number, script: string, env: Record<string, string>) => {
      const { child } = await startServer(script, { PORT: String(port), ...bodies, ...env });
      helpers.push(child);
      return { origin: `http://127.0.0.1:${port}`, pid: child.pid! };
    };
    const bare = await helper(18620, 'servers/bare.ts', {});
    const limitSqlite = await helper(18621, 'servers/limit.ts', {
      LIMIT_SQLITE_FILE: sqlite.database.sqliteFile!,
    });
    const limitPostgres = await helper(18622, 'servers/limit.ts', {
      DATABASE_URL: postgresUrl,
      BENCH_PG_SCHEMA: postgres.database.pgSchema!,
    });
    // Each base server measured right after the one it is compared with.
    const targets: Record<string, Target> = {
      bare: { label: 'bare Fastify route, same JSON', ...bare },
      limitSqlite: { label: 'limit on SQLite', ...limitSqlite, token: tokens.sqlite },
      sqlite: { label: 'Shopkeeper on SQLite', origin: sqlite.origin, pid: sqlite.pid, token: tokens.sqlite },
      ...(baseTargets.baseSqlite ? { baseSqlite: baseTargets.baseSqlite } : {}),
      limitPostgres: { label: 'limit on PostgreSQL', ...limitPostgres, token: tokens.postgres },
      postgres: {
        label: 'Shopkeeper on PostgreSQL',
        origin: postgres.origin,
        pid: postgres.pid,
        token: tokens.postgres,
      },
      ...(baseTargets.basePostgres ? { basePostgres: baseTargets.basePostgres } : {}),
    };

    console.log(
      `\n## Signed-in reads beside their limit (${CONNECTIONS} connections, ${seconds} s each; ` +
        `${process.env.BENCH_ORDERS ?? 100_000} orders, ${process.env.BENCH_SHOWCASE_ITEMS ?? 10_000} showcase items; ` +
        `load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
    );
    console.log(`  filling took ${filled.sqlite} ms on SQLite, ${filled.postgres} ms on PostgreSQL`);
    console.log('  CPU is the measured server process’s own (PostgreSQL’s processes not included).');
    if (BASE_ROOT)
      console.log(
        `  base: the server of ${BASE_ROOT}; it and Shopkeeper measured twice, real then base then base then real, and averaged`,
      );
    for (const read of READS) {
      const figures: Record<string, Awaited<ReturnType<typeof measure>>> = {};
      for (const [key, target] of Object.entries(targets))
        figures[key] = await measure(target, read, seconds);
      // With a base, each pair is measured again in the other order (real, base, base, real)
      // and the two figures averaged, so neither gains from coming second.
      if (BASE_ROOT)
        for (const [base, real] of [
          ['baseSqlite', 'sqlite'],
          ['basePostgres', 'postgres'],
        ] as const)
          for (const key of [base, real]) {
            const again = await measure(targets[key]!, read, seconds);
            const first = figures[key]!;
            figures[key] = {
              rps: (first.rps + again.rps) / 2,
              cpuPerRequest: (first.cpuPerRequest + again.cpuPerRequest) / 2,
              p99: Math.max(first.p99, again.p99),
            };
          }
      const counted = {
        sqlite: await statementsPerRequest(targets.sqlite!, stats.sqlite, read),
        postgres: await statementsPerRequest(targets.postgres!, stats.postgres, read),
      };
      console.log(`  ${read.method} ${read.path}`);
      for (const [key, target] of Object.entries(targets)) {
        const f = figures[key]!;
        console.log(
          `    ${target.label.padEnd(32)} ${f.rps.toFixed(0).padStart(6)} req/s  ${f.cpuPerRequest.toFixed(0).padStart(5)} µs CPU/req  p99 ${f.p99} ms`,
        );
      }
      const rps = (key: string) => figures[key]!.rps;
      console.log(
        `    SQLite: limit ÷ real              ${verdict(rps('limitSqlite') / rps('sqlite'), GOAL.ofLimit)}`,
      );
      console.log(
        `    PostgreSQL: limit ÷ real          ${verdict(rps('limitPostgres') / rps('postgres'), GOAL.ofLimit)}`,
      );
      console.log(
        `    SQLite ÷ PostgreSQL (real)        ${verdict(rps('sqlite') / rps('postgres'), GOAL.postgresOfSqlite)}`,
      );
      console.log(`    bare ÷ real on SQLite             ${ratio(rps('bare') / rps('sqlite'))}`);
      if (BASE_ROOT)
        console.log(
          `    base: limit ÷ base                SQLite ${ratio(rps('limitSqlite') / rps('baseSqlite'))}, PostgreSQL ${ratio(rps('limitPostgres') / rps('basePostgres'))}`,
        );
      console.log(
        `    statements per request            SQLite ${counted.sqlite.toFixed(2)}, PostgreSQL ${counted.postgres.toFixed(2)} (goal ≤ ${GOAL.roundTrips} on PostgreSQL${counted.postgres < GOAL.roundTrips + 0.1 ? ', met' : ', not met'}; settings re-read once a second add a few hundredths)`,
      );
    }
  } finally {
    for (const child of helpers) child.kill();
    for (const server of servers) await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await readsBench(Number(process.env.BENCH_SECONDS ?? 10));
