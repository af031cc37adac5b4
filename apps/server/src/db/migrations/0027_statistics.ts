import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';

const DAY_MS = 86_400_000;

/**
 * The store centre's statistics (docs/decisions/025-statistics.md). `shop_daily_stats` holds
 * each shop's order figures per UTC day, kept by the order use cases in the order's own
 * transaction; `shop_stats` the running expected profit (paid, not yet settled);
 * `statistics_checks` one row per day the nightly recompute checked, claimed by its first
 * server, with what it found. Days are UTC, as `storefront_daily`'s, so conversion divides
 * like by like. Orders already taken are counted here once, the way the use cases count them.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('shop_daily_stats')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    /** The UTC day, YYYY-MM-DD. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('profit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_profit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_daily_stats_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createTable('shop_stats')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('expected_profit_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('statistics_checks')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('shops', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('differences', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON: each difference found (shop, figure, kept, recomputed), at most 100. */
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .execute();
  // The nightly recompute reads one day of order money from the ledger, and each order's
  // other movements (its payment, its refund) by cause.
  await db.schema
    .createIndex('ledger_transactions_kind_created')
    .on('ledger_transactions')
    .columns(['kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_transactions_cause')
    .on('ledger_transactions')
    .columns(['cause_type', 'cause_id'])
    .execute();
  await backfillStatistics(db);
}

type Figures = { orders: number; sales: number; cost: number; profit: number; expected: number };

/**
 * The orders taken before this migration, counted as the use cases count them from now on
 * (exported for its test: an empty table filled from the orders agrees with them).
 */
export async function backfillStatistics(db: Kysely<unknown>) {
  const { rows } = await sql<{
    user_id: number | string;
    placed_day: number | string;
    paid_day: number | string | null;
    completed_day: number | string | null;
    status: string;
    amount_cents: number | string;
    cost_cents: number | string;
  }>`select user_id, created_at / ${sql.lit(DAY_MS)} as placed_day, paid_at / ${sql.lit(DAY_MS)} as paid_day,
       completed_at / ${sql.lit(DAY_MS)} as completed_day, status, amount_cents, cost_cents
     from orders where status <> 'cancelled'`.execute(db);
  if (rows.length === 0) return;
  const days = new Map<string, Figures & { userId: number; day: string }>();
  const running = new Map<number, number>();
  const at = (userId: number, dayNumber: number | string) => {
    const day = new Date(Number(dayNumber) * DAY_MS).toISOString().slice(0, 10);
    const key = `${userId}|${day}`;
    let row = days.get(key);
    if (!row) {
      row = { userId, day, orders: 0, sales: 0, cost: 0, profit: 0, expected: 0 };
      days.set(key, row);
    }
    return row;
  };
  for (const order of rows) {
    const userId = Number(order.user_id);
    const margin = Number(order.amount_cents) - Number(order.cost_cents);
    const placed = at(userId, order.placed_day);
    placed.orders += 1;
    placed.sales += Number(order.amount_cents);
    if (order.paid_day !== null) {
      const paid = at(userId, order.paid_day);
      paid.cost += Number(order.cost_cents);
      if (order.status !== 'completed') {
        paid.expected += margin;
        running.set(userId, (running.get(userId) ?? 0) + margin);
      }
    }
    if (order.status === 'completed' && order.completed_day !== null)
      at(userId, order.completed_day).profit += margin;
  }
  const now = Date.now();
  const values = [...days.values()].map((r) => ({
    user_id: r.userId,
    day: r.day,
    order_count: r.orders,
    sales_cents: r.sales,
    cost_cents: r.cost,
    profit_cents: r.profit,
    expected_profit_cents: r.expected,
    updated_at: now,
  }));
  const target = db as Kysely<Record<string, Record<string, unknown>>>;
  for (let i = 0; i < values.length; i += 500)
    await target
      .insertInto('shop_daily_stats')
      .values(values.slice(i, i + 500))
      .execute();
  const shops = [...running].map(([user_id, cents]) => ({
    user_id,
    expected_profit_cents: cents,
    updated_at: now,
  }));
  for (let i = 0; i < shops.length; i += 500)
    await target
      .insertInto('shop_stats')
      .values(shops.slice(i, i + 500))
      .execute();
}
