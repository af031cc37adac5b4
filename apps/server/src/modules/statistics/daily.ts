import { sql } from 'kysely';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';

/** One shop's order figures over a day or a period (docs/decisions/025-statistics.md), money in cents. */
export interface OrderFigures {
  orders: number;
  salesCents: number;
  costCents: number;
  profitCents: number;
  expectedProfitCents: number;
}

export const NO_FIGURES: OrderFigures = {
  orders: 0,
  salesCents: 0,
  costCents: 0,
  profitCents: 0,
  expectedProfitCents: 0,
};

export const FIGURE_NAMES = Object.keys(NO_FIGURES) as (keyof OrderFigures)[];

export function addFigures(a: OrderFigures, b: Partial<OrderFigures>): OrderFigures {
  const sum = { ...a };
  for (const name of FIGURE_NAMES) sum[name] += b[name] ?? 0;
  return sum;
}

const columns = {
  orders: 'order_count',
  salesCents: 'sales_cents',
  costCents: 'cost_cents',
  profitCents: 'profit_cents',
  expectedProfitCents: 'expected_profit_cents',
} as const;

/**
 * Adds to a shop's figures of one day, in the order move's transaction: one upsert that adds
 * on both databases, so two moves of the same shop on the same day both count.
 */
export async function addToDay(
  trx: Trx,
  userId: number,
  day: string,
  change: Partial<OrderFigures>,
  now: number,
): Promise<void> {
  const values = { ...NO_FIGURES, ...change };
  await trx
    .insertInto('shop_daily_stats')
    .values({
      user_id: userId,
      day,
      order_count: values.orders,
      sales_cents: values.salesCents,
      cost_cents: values.costCents,
      profit_cents: values.profitCents,
      expected_profit_cents: values.expectedProfitCents,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({
        order_count: sql`shop_daily_stats.order_count + ${values.orders}`,
        sales_cents: sql`shop_daily_stats.sales_cents + ${values.salesCents}`,
        cost_cents: sql`shop_daily_stats.cost_cents + ${values.costCents}`,
        profit_cents: sql`shop_daily_stats.profit_cents + ${values.profitCents}`,
        expected_profit_cents: sql`shop_daily_stats.expected_profit_cents + ${values.expectedProfitCents}`,
        updated_at: now,
      }),
    )
    .execute();
}

/** Sets a shop's figures of one day to what the nightly recompute found. */
export async function setDay(trx: Trx, userId: number, day: string, figures: OrderFigures, now: number) {
  const values = {
    order_count: figures.orders,
    sales_cents: figures.salesCents,
    cost_cents: figures.costCents,
    profit_cents: figures.profitCents,
    expected_profit_cents: figures.expectedProfitCents,
    updated_at: now,
  };
  await trx
    .insertInto('shop_daily_stats')
    .values({ user_id: userId, day, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doUpdateSet(values))
    .execute();
}

/** Adds to a shop's running expected profit (paid, not yet settled), in the order move's transaction. */
export async function addExpectedProfit(trx: Trx, userId: number, cents: number, now: number) {
  await trx
    .insertInto('shop_stats')
    .values({ user_id: userId, expected_profit_cents: cents, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        expected_profit_cents: sql`shop_stats.expected_profit_cents + ${cents}`,
        updated_at: now,
      }),
    )
    .execute();
}

const toFigures = (row: Record<(typeof columns)[keyof typeof columns], number | string>): OrderFigures => ({
  orders: Number(row.order_count),
  salesCents: Number(row.sales_cents),
  costCents: Number(row.cost_cents),
  profitCents: Number(row.profit_cents),
  expectedProfitCents: Number(row.expected_profit_cents),
});

/** A shop's figures per day over `from`..`to` (inclusive); days without a row are absent. */
export async function shopDays(db: Executor, userId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('shop_daily_stats')
    .select(['day', ...Object.values(columns)])
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Map(rows.map((row) => [row.day, toFigures(row)]));
}

/** Every shop's stored figures of one day (or one shop's), by shop. */
export async function storedDay(db: Executor, day: string, userId?: number) {
  const rows = await db
    .selectFrom('shop_daily_stats')
    .select(['user_id', ...Object.values(columns)])
    .where('day', '=', day)
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .execute();
  return new Map(rows.map((row) => [row.user_id, toFigures(row)]));
}

/** A shop's running expected profit in cents (0 before its first paid order). */
export async function expectedProfitNow(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('shop_stats')
    .select('expected_profit_cents')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.expected_profit_cents ?? 0);
}

/** Every shop's running expected profit (or one shop's), by shop (for the nightly check). */
export async function everyExpectedProfit(db: Executor, userId?: number) {
  const rows = await db
    .selectFrom('shop_stats')
    .select(['user_id', 'expected_profit_cents'])
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.expected_profit_cents)]));
}

/**
 * Locks a shop's kept figures of a day and its running figure (PostgreSQL), so an order move
 * that would change them waits until the caller's check of them commits.
 */
export async function lockShopFigures(trx: Trx, userId: number, day: string) {
  await forUpdate(
    trx,
    trx.selectFrom('shop_daily_stats').select('user_id').where('user_id', '=', userId).where('day', '=', day),
  ).execute();
  await forUpdate(
    trx,
    trx.selectFrom('shop_stats').select('user_id').where('user_id', '=', userId),
  ).execute();
}
