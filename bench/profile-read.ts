/**
 * A CPU profile of the real server answering one signed-in read under load, as reads.ts fills
 * and loads it: `npx tsx bench/profile-read.ts <read> [postgres]`, read one of me, flow, orders,
 * showcase. The server runs with `--cpu-prof` into BENCH_PROFILE_DIR (./profiles) and exits
 * after the load (BENCH_EXIT_AFTER_MS), so the profile gets written; then the busiest
 * functions by self time are printed. Open the .cpuprofile in Chrome's DevTools for the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { fill } from './commerce.ts';
import { postgresUrl } from './ledger.ts';
import { startShopkeeper } from './server-process.ts';
import { merchantWithFlow } from './wallet-flow.ts';

const PATHS = {
  me: { path: '/api/v1/me', method: 'GET' },
  flow: { path: '/api/v1/user/wallet_flow', method: 'POST' },
  orders: { path: '/api/v1/order/list', method: 'POST' },
  showcase: { path: '/api/v1/showcase/list', method: 'POST' },
} as const;
const read = PATHS[(process.argv[2] ?? 'flow') as keyof typeof PATHS];
if (!read) throw new Error(`which read? one of ${Object.keys(PATHS).join(', ')}`);
const onPostgres = process.argv[3] === 'postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dir = path.resolve(process.env.BENCH_PROFILE_DIR ?? 'profiles');
fs.mkdirSync(dir, { recursive: true });
const before = new Set(fs.readdirSync(dir));

// Long enough to seed, fill and load; the load below ends before it.
const exitAfter = Number(process.env.BENCH_EXIT_AFTER_MS ?? 90_000);
const server = await startShopkeeper(
  18701,
  onPostgres ? postgresUrl : undefined,
  { BENCH_EXIT_AFTER_MS: String(exitAfter) },
  { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] },
);
const started = Date.now();
await fill(server);
const token = await merchantWithFlow(server, server.logins.find((l) => l.role === 'operator')!);
const options = {
  url: `${server.origin}${read.path}`,
  method: read.method,
  headers: {
    authorization: token,
    ...(read.method === 'POST' ? { 'content-type': 'application/json' } : {}),
  },
  ...(read.method === 'POST' ? { body: '{}' } : {}),
  connections: 50,
};
await autocannon({ ...options, duration: 2 });
const result = await autocannon({ ...options, duration: seconds });
console.log(`${read.path}: ${result.requests.average.toFixed(0)} req/s, ${result.non2xx} non-2xx`);
if (Date.now() - started > exitAfter)
  console.log('the server exited before the load ended: raise BENCH_EXIT_AFTER_MS');
await new Promise((resolve) => setTimeout(resolve, Math.max(0, exitAfter - (Date.now() - started)) + 3000));
await server.stop();

const written = fs.readdirSync(dir).filter((f) => !before.has(f) && f.endsWith('.cpuprofile'));
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
for (const file of written) {
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
    nodes: Node[];
    samples: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    busy++;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '');
    const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  console.log(`${file}: ${busy} busy samples`);
  for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${((100 * n) / busy).toFixed(1).padStart(5)} %  ${key}`);
}
