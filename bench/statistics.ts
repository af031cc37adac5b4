/**
 * The store centre's statistics (decision 025) with many orders: `/v1/home/stat` and
 * `/v1/home/stat_line` (30 days) through the real app (Fastify inject: routing, the session,
 * the contract's checks) on SQLite (a WAL file) and PostgreSQL (a schema of its own, dropped
 * after), for a merchant with 500,000 orders and one with 50, among BENCH_STAT_ORDERS orders
 * in all (1,000,000 by default) over the last year. Beside them, the same figures computed
 * from the raw tables (orders and the ledger, grouped by day, as the nightly check reads
 * them), timed in process. Prints p50 and p99; nothing passes or fails.
 * `npx tsx bench/statistics.ts` runs it alone; `npm run bench -w bench -- statistics` too.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { calls } from '@shopkeeper/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { analyzeAfterBulkLoad } from '../apps/server/src/db/analyze.ts';
import {
  type DatabaseHandle,
  type Executor,
  inTransaction,
  openDatabase,
} from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrations/index.ts';
import { insertUser } from '../apps/server/src/modules/accounts/service.ts';
import { addDays, DAY_MS, periodsOf, utcDay } from '../apps/server/src/modules/statistics/service.ts';
import { platformAccountId } from '../apps/server/src/modules/wallet/ledger.ts';
import { createPlatformInviteCodes } from '../apps/server/src/seed/demo.ts';
import { insertLamp } from '../apps/server/src/test/order-fixtures.ts';
import { postgresUrl } from './ledger.ts';

const TOTAL = Number(process.env.BENCH_STAT_ORDERS ?? 1_000_000);
const BIG = Math.min(500_000, Math.floor(TOTAL / 2));
const SMALL = 50;
const OTHERS = 1000;
const REQUESTS = Number(process.env.BENCH_STAT_REQUESTS ?? 200);
const RAW_REQUESTS = Math.min(REQUESTS, 20);
const OPEN_PAID = ['pending_shipment', 'shipped', 'pending_acceptance', 'accepted', 'pending_settlement'];

/** A small deterministic generator, so both databases get the same orders. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = Record<string, unknown>;

/** Inserts rows in batches as large as the database's parameter limit allows, in one transaction per batch. */
async function insertMany(handle: DatabaseHandle, table: string, rows: Row[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length;
  const batch = Math.floor((handle.dialect === 'postgres' ? 60_000 : 30_000) / columns);
  const db = handle.db as unknown as import('kysely').Kysely<Record<string, Row>>;
  for (let i = 0; i < rows.length; i += batch)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch))
      .execute();
}

interface Shop {
  userId: number;
  available: number;
  token?: string;
}

/** The orders, their ledger movements and the kept daily figures, as the use cases would leave them. */
async function load(handle: DatabaseHandle, shops: { big: Shop; small: Shop; others: Shop[] }, now: number) {
  const goodsId = await insertLamp(handle, 'SK-BENCH-STAT');
  const [warehouse, buyerPayments] = await Promise.all([
    platformAccountId(handle.db, 'warehouse'),
    platformAccountId(handle.db, 'buyer_payments'),
  ]);
  const next = random(42);
  let orderId = 0;
  let transactionId = 0;
  let entryId = 0;
  const plan: [Shop, number][] = [
    [shops.big, BIG],
    [shops.small, SMALL],
    ...shops.others.map((s, i): [Shop, number] => [
      s,
      Math.floor((TOTAL - BIG - SMALL) / OTHERS) + (i < (TOTAL - BIG - SMALL) % OTHERS ? 1 : 0),
    ]),
  ];
  const daily = new Map<string, Row>();
  const day = (userId: number, at: number) => {
    const key = `${userId}|${utcDay(at)}`;
    let row = daily.get(key);
    if (!row) {
      row = {
        user_id: userId,
        day: utcDay(at),
        order_count: 0,
        sales_cents: 0,
        cost_cents: 0,
        profit_cents: 0,
        expected_profit_cents: 0,
        updated_at: now,
      };
      daily.set(key, row);
    }
    return row as Record<string, number>;
  };
  const running = new Map<number, number>();
  for (const [shop, count] of plan) {
    for (let done = 0; done < count; ) {
      const orders: Row[] = [];
      const transactions: Row[] = [];
      const entries: Row[] = [];
      for (; done < count && orders.length < 20_000; done++) {
        const id = ++orderId;
        const created = now - Math.floor(next() * 365 * DAY_MS);
        const quantity = 1 + Math.floor(next() * 3);
        const amount = quantity * 750;
        const cost = quantity * 300;
        const r = next();
        const paid = r < 0.75 ? created + 3_600_000 : null;
        let status = r < 0.6 ? 'completed' : r < 0.75 ? 'shipped' : r < 0.9 ? 'pending_payment' : 'cancelled';
        let completed = status === 'completed' ? paid! + 10 * DAY_MS : null;
        if (completed !== null && completed > now) {
          status = 'pending_settlement';
          completed = null;
        }
        orders.push({
          id,
          order_no: `B${id}`,
          public_ref: `b${id}`,
          user_id: shop.userId,
          showcase_item_id: 1,
          goods_id: goodsId,
          source: 'storefront',
          status,
          quantity,
          unit_price_cents: 750,
          amount_cents: amount,
          cost_cents: cost,
          buyer_name: 'Bench Buyer',
          buyer_phone: '1',
          buyer_address: '1 Bench St',
          buyer_lang: 'en',
          payment_reference: `b${id}`,
          created_at: created,
          status_changed_at: completed ?? paid ?? created,
          paid_at: paid,
          completed_at: completed,
        });
        const move = (kind: string, at: number, from: number, to: number, cents: number) => {
          const tx = ++transactionId;
          transactions.push({
            id: tx,
            kind,
            status: 'approved',
            cause_type: 'order',
            cause_id: id,
            memo: `B${id}`,
            created_at: at,
          });
          entries.push({
            id: ++entryId,
            transaction_id: tx,
            account_id: from,
            amount_cents: -cents,
            created_at: at,
          });
          entries.push({
            id: ++entryId,
            transaction_id: tx,
            account_id: to,
            amount_cents: cents,
            created_at: at,
          });
        };
        if (status !== 'cancelled') {
          const placed = day(shop.userId, created);
          placed.order_count! += 1;
          placed.sales_cents! += amount;
        }
        if (paid !== null) {
          move('order_payment', paid, shop.available, warehouse, cost);
          day(shop.userId, paid).cost_cents! += cost;
          if (completed === null) {
            day(shop.userId, paid).expected_profit_cents! += amount - cost;
            running.set(shop.userId, (running.get(shop.userId) ?? 0) + amount - cost);
          }
        }
        if (completed !== null) {
          move('settlement', completed, buyerPayments, shop.available, amount);
          day(shop.userId, completed).profit_cents! += amount - cost;
        }
      }
      await insertMany(handle, 'orders', orders);
      await insertMany(handle, 'ledger_transactions', transactions);
      await insertMany(handle, 'ledger_entries', entries);
    }
  }
  await insertMany(handle, 'shop_daily_stats', [...daily.values()]);
  await insertMany(
    handle,
    'shop_stats',
    [...running].map(([user_id, cents]) => ({ user_id, expected_profit_cents: cents, updated_at: now })),
  );
  // Fresh statistics for the planner, as a database that grew to this size would have.
  await analyzeAfterBulkLoad(handle);
}

/**
 * The figures from the raw tables for one merchant over `from`..now, by UTC day: orders and
 * sales by the day placed, expected profit by the day paid (orders), purchase cost by the day
 * paid and profit by the day settled (ledger). Four queries, like the nightly check's.
 */
async function rawFigures(db: Executor, userId: number, from: number) {
  const [placed, expected, costs, profits] = await Promise.all([
    sql`select created_at / ${sql.lit(DAY_MS)} as d, count(*) as n, sum(amount_cents) as s from orders
        where user_id = ${userId} and created_at >= ${from} and status <> 'cancelled' group by 1`.execute(db),
    sql`select paid_at / ${sql.lit(DAY_MS)} as d, sum(amount_cents - cost_cents) as s from orders
        where user_id = ${userId} and paid_at >= ${from} and status in (${sql.join(OPEN_PAID)}) group by 1`.execute(
      db,
    ),
    sql`select t.created_at / ${sql.lit(DAY_MS)} as d, sum(-e.amount_cents) as s
        from ledger_accounts a join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        where a.user_id = ${userId} and a.kind = 'available' and t.kind = 'order_payment' and t.created_at >= ${from}
          and not exists (select 1 from ledger_transactions r where r.cause_type = 'order' and r.cause_id = t.cause_id and r.kind = 'order_refund')
        group by 1`.execute(db),
    sql`select t.created_at / ${sql.lit(DAY_MS)} as d, sum(e.amount_cents + coalesce((
          select sum(pe.amount_cents) from ledger_transactions p
          join ledger_entries pe on pe.transaction_id = p.id and pe.account_id = e.account_id
          where p.cause_type = 'order' and p.cause_id = t.cause_id and p.kind = 'order_payment'), 0)) as s
        from ledger_accounts a join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        where a.user_id = ${userId} and a.kind = 'available' and t.kind = 'settlement' and t.created_at >= ${from}
        group by 1`.execute(db),
  ]);
  const days = new Map<
    string,
    { orders: number; sales: number; cost: number; profit: number; expected: number }
  >();
  const of = (d: unknown) => {
    const key = utcDay(Number(d) * DAY_MS);
    let row = days.get(key);
    if (!row) {
      row = { orders: 0, sales: 0, cost: 0, profit: 0, expected: 0 };
      days.set(key, row);
    }
    return row;
  };
  for (const r of placed.rows as Row[]) Object.assign(of(r.d), { orders: Number(r.n), sales: Number(r.s) });
  for (const r of expected.rows as Row[]) of(r.d).expected = Number(r.s);
  for (const r of costs.rows as Row[]) of(r.d).cost = Number(r.s);
  for (const r of profits.rows as Row[]) of(r.d).profit = Number(r.s);
  return days;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** `count` runs after a few to warm up; p50 and p99 of their times. */
async function timed(label: string, run: () => Promise<unknown>, count = REQUESTS) {
  for (let i = 0; i < Math.min(10, count / 5); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(52)} p50 ${percentile(times, 0.5).toFixed(2).padStart(7)} ms  p99 ${percentile(times, 0.99).toFixed(2).padStart(7)} ms`,
  );
  return times;
}

async function benchOne(handle: DatabaseHandle, name: string) {
  const loadStart = Date.now();
  await migrateToLatest(handle);
  const config = loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv, {
    rateLimitPerMinute: 0,
    webDist: '/nonexistent',
    consoleDist: '/nonexistent',
  });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  const signUp = async (username: string): Promise<Shop> => {
    const [code] = await createPlatformInviteCodes(handle.db, 1);
    const res = await app.inject({
      method: 'POST',
      url: `/api${calls.inviteCode.path}`,
      payload: { inviteCode: code, username, password: 'Tr4vel-Lantern-92' },
    });
    const body = res.json() as { data: { token: string; user: { id: number } } };
    const account = await handle.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', body.data.user.id)
      .where('kind', '=', 'available')
      .executeTakeFirstOrThrow();
    return { userId: body.data.user.id, available: account.id, token: body.data.token };
  };
  const big = await signUp('bench_big');
  const small = await signUp('bench_small');
  const others: Shop[] = [];
  const users = await inTransaction(handle, async (trx) => {
    const ids: { id: number }[] = [];
    for (let i = 0; i < OTHERS; i++)
      ids.push({
        id: await insertUser(trx, { username: `bench_${i}`, passwordHash: 'x', role: 'merchant' }),
      });
    return ids;
  });
  const accounts = await handle.db
    .insertInto('ledger_accounts')
    .values(
      users.map((u) => ({ user_id: u.id, kind: 'available', balance_cents: 0, created_at: Date.now() })),
    )
    .returning(['id', 'user_id'])
    .execute();
  for (const a of accounts) others.push({ userId: a.user_id, available: a.id });
  const now = Date.now();
  await load(handle, { big, small, others }, now);
  console.log(
    `\n## ${name}: ${TOTAL.toLocaleString('en')} orders loaded in ${((Date.now() - loadStart) / 1000).toFixed(0)} s`,
  );

  const inject = (token: string, path: string, payload: object) => async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { authorization: token },
      payload,
    });
    if (res.statusCode !== 200 || (res.json() as { code: number }).code !== 200) throw new Error(res.body);
    return res.json() as { data: unknown };
  };
  const from = (days: number) => Date.parse(`${addDays(utcDay(Date.now()), 1 - days)}T00:00:00Z`);
  const monthStart = Date.parse(`${periodsOf(Date.now()).month.previous.from}T00:00:00Z`);
  for (const [label, shop, n] of [
    ['500,000 orders', big, BIG],
    ['50 orders', small, SMALL],
  ] as const) {
    console.log(`  merchant with ${label} (${n.toLocaleString('en')})`);
    await timed('POST /v1/home/stat', inject(shop.token!, calls.homeStat.path, {}));
    await timed(
      'POST /v1/home/stat_line (30 days)',
      inject(shop.token!, calls.homeStatLine.path, { days: 30 }),
    );
    // The raw reads of a big merchant take long enough that fewer runs tell as much.
    await timed(
      'raw tables: the periods (62 days, 4 queries)',
      () => rawFigures(handle.db, shop.userId, monthStart),
      RAW_REQUESTS,
    );
    await timed(
      'raw tables: 30 days (4 queries)',
      () => rawFigures(handle.db, shop.userId, from(30)),
      RAW_REQUESTS,
    );
  }
  // The kept figures and the raw tables agree (the month, for the big merchant).
  const kept = (await inject(big.token!, calls.homeStatLine.path, { days: 30 })()) as {
    data: { points: { date: string; orders: number; sales: string }[] };
  };
  const raw = await rawFigures(handle.db, big.userId, from(30));
  const differ = kept.data.points.filter((p) => (raw.get(p.date)?.orders ?? 0) !== p.orders).length;
  console.log(
    `  kept and raw daily orders of the big merchant over 30 days: ${differ === 0 ? 'agree' : `${differ} days differ`}`,
  );
  await app.close();
}

export async function statisticsBench() {
  console.log(
    `\n# Statistics: ${TOTAL.toLocaleString('en')} orders, ${REQUESTS} requests per call, ${RAW_REQUESTS} per raw read`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'shopkeeper-bench-stat-'));
  const sqlite = openDatabase({ sqliteFile: join(dir, 'bench.sqlite') });
  try {
    await benchOne(sqlite, 'SQLite');
  } finally {
    await sqlite.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  const schema = `bench_stat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const postgres = openDatabase({ url: postgresUrl, pgSchema: schema, poolSize: 10 });
  try {
    await benchOne(postgres, 'PostgreSQL');
  } finally {
    await postgres.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await statisticsBench();
