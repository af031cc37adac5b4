/**
 * `/v1/user/wallet_flow` read rate: autocannon against a bare Fastify route sending the same
 * JSON, then the real server (production mode) on SQLite, then on PostgreSQL, one after the
 * other in the same run. Each server's demo merchant first gets FLOW_ENTRIES approved
 * top-ups, so the first page (20 records) is full.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { multipartTopUp, newTxHash, proofImage } from '../apps/server/src/test/money-requests.ts';
import { postgresUrl } from './ledger.ts';
import { signIn, startServer, startShopkeeper } from './server-process.ts';

const FLOW_ENTRIES = 25;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FLOW_PATH = '/api/v1/user/wallet_flow';

type Shopkeeper = Awaited<ReturnType<typeof startShopkeeper>>;

async function call(
  origin: string,
  path: string,
  token: string,
  body: object | ReturnType<typeof multipartTopUp>,
) {
  const multipart = 'payload' in body;
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { authorization: token, ...(multipart ? body.headers : { 'content-type': 'application/json' }) },
    body: multipart ? body.payload : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; data: { id: number } };
  if (json.code !== 200) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.data;
}

/** Gives the demo merchant FLOW_ENTRIES approved top-ups; returns the merchant's token. */
export async function merchantWithFlow(server: Shopkeeper, operatorLogin: Shopkeeper['merchant']) {
  const token = await signIn(server.origin, server.merchant);
  const operator = await signIn(server.origin, operatorLogin);
  const channels = await fetch(`${server.origin}/api/v1/pay/channel`, { headers: { authorization: token } });
  const channelId = ((await channels.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
  const image = await proofImage();
  for (let i = 0; i < FLOW_ENTRIES; i++) {
    const body = multipartTopUp({ channelId, amount: '12.34', txHash: newTxHash() }, image);
    const { id } = await call(server.origin, '/v1/order/channel/pay', token, body);
    await call(server.origin, '/console/v1/topup/approve', operator, { id });
  }
  return token;
}

async function load(url: string, token: string | undefined, seconds: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: '{}',
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

const line = (label: string, r: autocannon.Result) =>
  console.log(
    `  ${label.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms`,
  );

export async function walletFlowThroughput(seconds: number) {
  const sqlite = await startShopkeeper(18441);
  let postgres: Shopkeeper | undefined;
  let bare: ChildProcess | undefined;
  try {
    postgres = await startShopkeeper(18444, postgresUrl);
    const operatorOf = (s: Shopkeeper) => s.logins.find((l) => l.role === 'operator')!;
    const sqliteToken = await merchantWithFlow(sqlite, operatorOf(sqlite));
    const postgresToken = await merchantWithFlow(postgres, operatorOf(postgres));
    const body = await fetch(`${sqlite.origin}${FLOW_PATH}`, {
      method: 'POST',
      headers: { authorization: sqliteToken, 'content-type': 'application/json' },
      body: '{}',
    }).then((r) => r.text());
    bare = (await startServer('servers/bare.ts', { PORT: '18442', BENCH_FLOW_BODY: body })).child;
    const bareUrl = `http://127.0.0.1:18442${FLOW_PATH}`;

    await load(bareUrl, undefined, 2);
    await load(`${sqlite.origin}${FLOW_PATH}`, sqliteToken, 2);
    await load(`${postgres.origin}${FLOW_PATH}`, postgresToken, 2);
    const baseline = await load(bareUrl, undefined, seconds);
    const onSqlite = await load(`${sqlite.origin}${FLOW_PATH}`, sqliteToken, seconds);
    const onPostgres = await load(`${postgres.origin}${FLOW_PATH}`, postgresToken, seconds);

    console.log(
      `\n## POST /api/v1/user/wallet_flow throughput (first page of 20, ${CONNECTIONS} connections, ${seconds} s each)`,
    );
    line('bare Fastify route, same JSON', baseline);
    line('Shopkeeper on SQLite', onSqlite);
    line('Shopkeeper on PostgreSQL', onPostgres);
    const ratio = (a: autocannon.Result, b: autocannon.Result) =>
      (a.requests.average / b.requests.average).toFixed(2);
    console.log(`  ratio bare / SQLite               ${ratio(baseline, onSqlite)}×`);
    console.log(`  ratio SQLite / PostgreSQL         ${ratio(onSqlite, onPostgres)}×`);
  } finally {
    await sqlite.stop();
    await postgres?.stop();
    bare?.kill();
  }
}
