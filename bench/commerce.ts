/**
 * Order-list and showcase-list read rates with 100,000 orders and 10,000 showcase
 * items in the database: autocannon against a bare Fastify route sending the same JSON, then
 * the real server (production mode) on SQLite, then on PostgreSQL, in one run. The rows are
 * written straight into each server's database (the demo merchant's), in batches, before
 * the load: making 100,000 orders through the API would take longer than the measurement.
 * They are recent and due nothing, so the servers' order jobs leave them alone.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { analyzeAfterBulkLoad } from '../apps/server/src/db/analyze.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { UNSET_ORDER_COLUMNS } from '../apps/server/src/modules/orders/service.ts';
import { postgresUrl } from './ledger.ts';
import { signIn, startServer, startShopkeeper } from './server-process.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SHOWCASE_ITEMS = Number(process.env.BENCH_SHOWCASE_ITEMS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BATCH = 500;
const STATUSES = [
  'pending_payment',
  'pending_shipment',
  'shipped',
  'pending_acceptance',
  'completed',
  'cancelled',
] as const;

type Shopkeeper = Awaited<ReturnType<typeof startShopkeeper>>;

/** Fills the demo merchant's showcase and orders; returns how long it took (ms). */
export async function fill(server: Shopkeeper): Promise<number> {
  const started = Date.now();
  const handle = openDatabase(server.database);
  const { db } = handle;
  try {
    const merchant = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'merchant')
      .executeTakeFirstOrThrow();
    const type = await db.selectFrom('goods_types').select('id').executeTakeFirstOrThrow();
    const now = Date.now();
    const itemIds: number[] = [];
    const goodsIds: number[] = [];
    for (let from = 0; from < SHOWCASE_ITEMS; from += BATCH) {
      const n = Math.min(BATCH, SHOWCASE_ITEMS - from);
      const goods = await db
        .insertInto('goods')
        .values(
          Array.from({ length: n }, (_, i) => ({
            product_no: `BENCH-${from + i}`,
            type_id: type.id,
            cost_cents: 300,
            suggested_price_cents: 590,
            stock_status: 'in_stock' as const,
            images: '[]',
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('goods_texts')
        .values(
          goods.map((g, i) => ({
            goods_id: g.id,
            lang: 'en',
            name: `Bench goods ${from + i}`,
            name_key: `bench goods ${from + i}`,
            description: '',
          })),
        )
        .execute();
      const items = await db
        .insertInto('showcase_items')
        .values(
          goods.map((g) => ({
            user_id: merchant.id,
            goods_id: g.id,
            price_cents: 790,
            status: 'listed' as const,
            clicks: 0,
            created_at: now,
          })),
        )
        .returning(['id', 'goods_id'])
        .execute();
      for (const item of items) {
        itemIds.push(item.id);
        goodsIds.push(item.goods_id);
      }
    }
    await db
      .updateTable('showcase_counters')
      .set((eb) => ({ listed_count: eb('listed_count', '+', SHOWCASE_ITEMS) }))
      .where('user_id', '=', merchant.id)
      .execute();
    for (let from = 0; from < ORDERS; from += BATCH) {
      const n = Math.min(BATCH, ORDERS - from);
      await db
        .insertInto('orders')
        .values(
          Array.from({ length: n }, (_, i) => {
            const k = from + i;
            // Recent, with nothing due for years: the server's order jobs (which run in the
            // bench's servers) must not start shipping, warning or cancelling these rows
            // while the lists are measured.
            const at = now - (ORDERS - k);
            return {
              order_no: `BENCH${String(k).padStart(10, '0')}`,
              public_ref: `bench-${k}`,
              user_id: merchant.id,
              showcase_item_id: itemIds[k % itemIds.length]!,
              goods_id: goodsIds[k % goodsIds.length]!,
              source: 'storefront' as const,
              status: STATUSES[k % STATUSES.length]!,
              quantity: 1,
              unit_price_cents: 790,
              amount_cents: 790,
              cost_cents: 300,
              buyer_name: 'Bench Buyer',
              buyer_phone: '+1 555 0100',
              buyer_address: '1 Bench Street',
              buyer_lang: 'en',
              payment_reference: `bench-${k}`,
              created_at: at,
              status_changed_at: at,
              ...UNSET_ORDER_COLUMNS,
              due_at: now + 10 * 365 * 86_400_000,
            };
          }),
        )
        .execute();
    }
    // The list's counts per status are kept by every order write; these rows bypassed it.
    await db.deleteFrom('order_status_counts').where('user_id', '=', merchant.id).execute();
    await db
      .insertInto('order_status_counts')
      .columns(['user_id', 'status', 'n'])
      .expression((eb) =>
        eb
          .selectFrom('orders')
          .select((s) => ['user_id', 'status', s.fn.countAll<number>().as('n')])
          .where('user_id', '=', merchant.id)
          .groupBy(['user_id', 'status']),
      )
      .execute();
    // 100,000 orders the planner has not seen: without this, on a PostgreSQL with autovacuum
    // off, the lists' plans assume empty tables (apps/server/src/db/analyze.ts).
    await analyzeAfterBulkLoad(handle);
  } finally {
    await handle.destroy();
  }
  return Date.now() - started;
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
const ratio = (a: autocannon.Result, b: autocannon.Result) =>
  (a.requests.average / b.requests.average).toFixed(2);

export async function commerceThroughput(seconds: number) {
  const sqlite = await startShopkeeper(18451);
  let postgres: Shopkeeper | undefined;
  let bare: ChildProcess | undefined;
  try {
    postgres = await startShopkeeper(18454, postgresUrl);
    const filled = { sqlite: await fill(sqlite), postgres: await fill(postgres) };
    const tokens = {
      sqlite: await signIn(sqlite.origin, sqlite.merchant),
      postgres: await signIn(postgres.origin, postgres.merchant),
    };
    const first = (path: string) =>
      fetch(`${sqlite.origin}/api${path}`, {
        method: 'POST',
        headers: { authorization: tokens.sqlite, 'content-type': 'application/json' },
        body: '{}',
      }).then((r) => r.text());
    bare = (
      await startServer('servers/bare.ts', {
        PORT: '18452',
        BENCH_ORDERS_BODY: await first('/v1/order/list'),
        BENCH_SHOWCASE_BODY: await first('/v1/showcase/list'),
      })
    ).child;

    console.log(
      `\n## Order and showcase lists with ${ORDERS} orders and ${SHOWCASE_ITEMS} showcase items (first page, ${CONNECTIONS} connections, ${seconds} s each)`,
    );
    console.log(`  filling took ${filled.sqlite} ms on SQLite, ${filled.postgres} ms on PostgreSQL`);
    for (const path of ['/v1/order/list', '/v1/showcase/list']) {
      const bareUrl = `http://127.0.0.1:18452/api${path}`;
      await load(bareUrl, undefined, 1);
      await load(`${sqlite.origin}/api${path}`, tokens.sqlite, 1);
      await load(`${postgres.origin}/api${path}`, tokens.postgres, 1);
      const baseline = await load(bareUrl, undefined, seconds);
      const onSqlite = await load(`${sqlite.origin}/api${path}`, tokens.sqlite, seconds);
      const onPostgres = await load(`${postgres.origin}/api${path}`, tokens.postgres, seconds);
      console.log(`  POST /api${path}`);
      line('bare Fastify route, same JSON', baseline);
      line('Shopkeeper on SQLite', onSqlite);
      line('Shopkeeper on PostgreSQL', onPostgres);
      console.log(`  ratio bare / SQLite               ${ratio(baseline, onSqlite)}×`);
      console.log(`  ratio SQLite / PostgreSQL         ${ratio(onSqlite, onPostgres)}×`);
    }
  } finally {
    await sqlite.stop();
    await postgres?.stop();
    bare?.kill();
  }
}
