import { calls, fromCents } from '@shopkeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../db/index.ts';
import { backfillStatistics } from '../db/migrations/0027_statistics.ts';
import {
  addDays,
  type DayRange,
  daysBetween,
  periodsOf,
  STALE_CHECK_MS,
  utcDay,
} from '../modules/statistics/service.ts';
import { countView } from '../modules/storefront/service.ts';
import { describeApi } from '../test/harness.ts';
import { signInOperator } from '../test/operator.ts';
import { insertLamp, payOrderAt, placeOrderAt } from '../test/order-fixtures.ts';
import { fundMerchant } from '../test/wallet-fixtures.ts';
import { cancelOrder } from './cancel-order.ts';
import { checkStatisticsDay } from './check-statistics.ts';
import { readHomeStat, readStatLine } from './read-statistics.ts';
import { runOrderJobs } from './run-order-jobs.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('statistics periods', () => {
  it('today, this week from Monday and this month, each against the whole period before', () => {
    // A Sunday, the first of a month after a short one.
    expect(periodsOf(Date.parse('2026-03-01T00:30:00Z'))).toEqual({
      today: {
        current: { from: '2026-03-01', to: '2026-03-01' },
        previous: { from: '2026-02-28', to: '2026-02-28' },
      },
      week: {
        current: { from: '2026-02-23', to: '2026-03-01' },
        previous: { from: '2026-02-16', to: '2026-02-22' },
      },
      month: {
        current: { from: '2026-03-01', to: '2026-03-01' },
        previous: { from: '2026-02-01', to: '2026-02-28' },
      },
    });
    // A Monday in January: last month is last year's December.
    const monday = periodsOf(Date.parse('2027-01-04T23:59:59.999Z'));
    expect(monday.week).toEqual({
      current: { from: '2027-01-04', to: '2027-01-04' },
      previous: { from: '2026-12-28', to: '2027-01-03' },
    });
    expect(monday.month.previous).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

/** What a shop's figures are per day, computed from its orders and its ledger entries alone. */
type Independent = Map<
  string,
  { orders: number; sales: number; cost: number; profit: number; expected: number }
>;

describeApi('statistics', (api) => {
  let goodsId: number;
  let operator: { id: number; token: string };
  const db = () => api().database.db;

  beforeAll(async () => {
    operator = await signInOperator(api());
    goodsId = await insertLamp(api().database, 'SK-STAT-1');
  });

  /** A merchant with 200.00 and the lamp listed at 7.50 (cost 3.00). */
  async function shop() {
    const merchant = await api().merchant();
    await fundMerchant(api(), merchant.token, operator.token, '200.00');
    await api().call(calls.showcaseAdd, { items: [{ goodsId, price: '7.50' }] }, merchant);
    const listed = await api().call(calls.showcaseList, { limit: 10 }, merchant);
    return { userId: merchant.user.id, token: merchant.token, itemId: listed.data.items[0].id as number };
  }
  type Shop = Awaited<ReturnType<typeof shop>>;

  const place = (s: Shop, at: number, quantity: number, source: 'storefront' | 'intake' = 'storefront') =>
    placeOrderAt(api(), s, at, quantity, source);
  const pay = (orderId: number, at: number) => payOrderAt(api(), orderId, at);
  const cancelByOperator = (orderId: number, at: number) =>
    inTransaction(api().database, (trx) =>
      cancelOrder(trx, orderId, { type: 'operator', id: operator.id }, 'operator', at, 'out of stock'),
    );

  /** The order jobs run every 6 hours of a clock that goes from `from` to `until`. */
  async function jobsUntil(from: number, until: number) {
    for (let now = from; now <= until; now += 6 * HOUR)
      expect((await runOrderJobs(api().app.ctx, now)).failed).toBe(0);
  }

  async function independent(userId: number): Promise<Independent> {
    const days: Independent = new Map();
    const at = (ms: number) => {
      const day = utcDay(ms);
      if (!days.has(day)) days.set(day, { orders: 0, sales: 0, cost: 0, profit: 0, expected: 0 });
      return days.get(day)!;
    };
    const orders = await db().selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
    const open = ['pending_shipment', 'shipped', 'pending_acceptance', 'accepted', 'pending_settlement'];
    for (const o of orders) {
      if (o.status === 'cancelled') continue;
      at(o.created_at).orders += 1;
      at(o.created_at).sales += o.amount_cents;
      if (o.paid_at !== null && open.includes(o.status))
        at(o.paid_at).expected += o.amount_cents - o.cost_cents;
    }
    const entries = await db()
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['t.kind', 't.cause_id', 't.created_at', 'e.amount_cents'])
      .where('a.user_id', '=', userId)
      .where('a.kind', '=', 'available')
      .where('t.cause_type', '=', 'order')
      .execute();
    const paid = new Map(entries.filter((e) => e.kind === 'order_payment').map((e) => [e.cause_id, e]));
    const refunded = new Set(entries.filter((e) => e.kind === 'order_refund').map((e) => e.cause_id));
    for (const [cause, e] of paid) if (!refunded.has(cause)) at(e.created_at).cost += -e.amount_cents;
    for (const e of entries.filter((x) => x.kind === 'settlement'))
      at(e.created_at).profit += e.amount_cents + paid.get(e.cause_id)!.amount_cents;
    return days;
  }

  const sumOver = (days: Independent, range: DayRange) => {
    const sum = { orders: 0, sales: 0, cost: 0, profit: 0, expected: 0 };
    for (const d of daysBetween(range.from, range.to)) {
      const one = days.get(d);
      if (one) for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += one[k];
    }
    return {
      orders: sum.orders,
      sales: fromCents(sum.sales),
      purchaseCost: fromCents(sum.cost),
      profit: fromCents(sum.profit),
      expectedProfit: fromCents(sum.expected),
    };
  };

  /** The chart's 30 days against the independent figures, day by day. */
  async function expectSeriesAgrees(userId: number) {
    const truth = await independent(userId);
    const { points } = await readStatLine(db(), userId, 30);
    expect(points).toHaveLength(30);
    for (const point of points) {
      const { orders, sales, purchaseCost, profit, expectedProfit } = point;
      expect({ date: point.date, orders, sales, purchaseCost, profit, expectedProfit }).toEqual({
        date: point.date,
        ...sumOver(truth, { from: point.date, to: point.date }),
      });
    }
    return truth;
  }

  // A realistic mix, in two shops at once, over 24 days ending yesterday.
  const t0 = Date.parse(`${addDays(utcDay(Date.now()), -25)}T09:00:00Z`);
  let a: Shop;
  let b: Shop;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    [a, b] = [await shop(), await shop()];
    for (const [name, s, q] of [
      ['a', a, 2],
      ['b', b, 3],
    ] as const) {
      ids[`${name}1`] = await place(s, t0, q); // paid, walks to settlement
      await pay(ids[`${name}1`]!, t0 + HOUR);
      ids[`${name}2`] = await place(s, t0 + 2 * HOUR, q); // never paid: cancelled at 72 h
    }
    await jobsUntil(t0, t0 + DAY + 2 * HOUR);
    for (const [name, s, q] of [
      ['a', a, 1],
      ['b', b, 4],
    ] as const) {
      ids[`${name}3`] = await place(s, t0 + DAY + 3 * HOUR, q); // paid, then cancelled by an operator: refunded
      await pay(ids[`${name}3`]!, t0 + DAY + 4 * HOUR);
      await cancelByOperator(ids[`${name}3`]!, t0 + DAY + 5 * HOUR);
      ids[`${name}4`] = await place(s, t0 + DAY + 6 * HOUR, q); // paid a day later, settles late
      ids[`${name}5`] = await place(s, t0 + DAY + 7 * HOUR, 1, 'intake'); // never paid
    }
    await jobsUntil(t0 + DAY + 8 * HOUR, t0 + 2 * DAY + 7 * HOUR);
    for (const name of ['a', 'b']) await pay(ids[`${name}4`]!, t0 + 2 * DAY + 8 * HOUR);
    await jobsUntil(t0 + 2 * DAY + 9 * HOUR, t0 + 20 * DAY);
    for (const s of [a, b]) {
      const id = await place(s, t0 + 20 * DAY + 2 * HOUR, 2); // paid, still under way
      await pay(id, t0 + 20 * DAY + 3 * HOUR);
    }
    await jobsUntil(t0 + 20 * DAY + 4 * HOUR, t0 + 23 * DAY);
  }, 120_000);

  it('every day’s figures equal those computed from the orders and the ledger, and another merchant’s never count', async () => {
    const status = async (id: number) => (await orderState(id)).status;
    const orderState = (id: number) =>
      db()
        .selectFrom('orders')
        .select(['status', 'buyer_refund'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    // The mix is what it should be: settled, cancelled unpaid, cancelled and refunded, under way.
    expect(await status(ids.a1!)).toBe('completed');
    expect(await status(ids.a2!)).toBe('cancelled');
    expect(await orderState(ids.a3!)).toEqual({ status: 'cancelled', buyer_refund: 'refunded' });
    expect(await status(ids.a4!)).toBe('completed');
    expect(await status(ids.a5!)).toBe('cancelled');

    const truthA = await expectSeriesAgrees(a.userId);
    const truthB = await expectSeriesAgrees(b.userId);
    // Shop A: 1 order placed and kept on day 0 (2 lamps, 15.00), one on day 1 (7.50) …
    expect(sumOver(truthA, { from: utcDay(t0), to: utcDay(t0) })).toMatchObject({
      orders: 1,
      sales: '15.00',
    });
    expect(sumOver(truthA, { from: utcDay(t0 + DAY), to: utcDay(t0 + DAY) })).toMatchObject({
      orders: 1,
      sales: '7.50',
      purchaseCost: '0.00',
    });
    // … and B's (3 and 4 lamps) are its own.
    expect(sumOver(truthB, { from: utcDay(t0), to: utcDay(t0) })).toMatchObject({
      orders: 1,
      sales: '22.50',
    });

    const stat = await api().call(calls.homeStat, {}, { token: a.token });
    expect(stat.code).toBe(200);
    // The running expected profit: the one order still under way (2 × (7.50 − 3.00)).
    expect(stat.data.expectedProfit).toBe('9.00');
    const wallet = await api().call(calls.userWallet, {}, { token: a.token });
    expect(stat.data.totalAssets).toBe(wallet.data.totalAssets);
  });

  it('each period and the period before it add up the days they cover', async () => {
    const truth = await independent(a.userId);
    for (const now of [t0 + 11 * DAY + HOUR, t0 + 13 * DAY - 1, t0 + 20 * DAY + 5 * HOUR]) {
      const stat = await readHomeStat(db(), a.userId, now);
      const periods = periodsOf(now);
      for (const name of ['today', 'week', 'month'] as const) {
        expect(stat[name]).toMatchObject({
          ...periods[name].current,
          ...sumOver(truth, periods[name].current),
        });
        expect(stat[name].previous).toMatchObject({
          ...periods[name].previous,
          ...sumOver(truth, periods[name].previous),
        });
      }
    }
  });

  it('an order counts on its own UTC day to the millisecond; visitors once a day; conversion is orders ÷ visitors', async () => {
    const s = await shop();
    const day = addDays(utcDay(Date.now()), -3);
    const midnight = Date.parse(`${addDays(day, 1)}T00:00:00.000Z`);
    await place(s, midnight - 1, 1);
    await place(s, midnight, 1);
    await place(s, midnight + HOUR, 1);
    for (const [address, at] of [
      ['10.9.0.1', midnight - HOUR],
      ['10.9.0.1', midnight - 1],
      ['10.9.0.2', midnight + HOUR],
      ['10.9.0.1', midnight + 2 * HOUR],
      ['10.9.0.3', midnight + 3 * HOUR],
      ['10.9.0.4', midnight + 4 * HOUR],
    ] as const)
      await countView(db(), { shopUserId: s.userId }, address, at);
    const { points } = await readStatLine(db(), s.userId, 7);
    const byDate = new Map(points.map((p) => [p.date, p]));
    expect(byDate.get(day)).toMatchObject({ orders: 1, sales: '7.50', visitors: 1 });
    expect(byDate.get(addDays(day, 1))).toMatchObject({ orders: 2, sales: '15.00', visitors: 4 });
    const stat = await readHomeStat(db(), s.userId, midnight + 5 * HOUR);
    expect(stat.today).toMatchObject({ orders: 2, visitors: 4, conversion: 0.5 });
    expect(stat.today.previous).toMatchObject({ orders: 1, visitors: 1, conversion: 1 });
    // Every day is present, zero days included, oldest first, to today.
    expect(points.map((p) => p.date)).toEqual(
      daysBetween(addDays(utcDay(Date.now()), -6), utcDay(Date.now())),
    );
    expect(byDate.get(addDays(day, 2))).toMatchObject({ orders: 0, sales: '0.00', visitors: 0 });
  });

  it('a database migrated with orders already taken gets the same figures (0027 fills them from the orders)', async () => {
    const kept = await db()
      .selectFrom('shop_daily_stats')
      .selectAll()
      .orderBy('user_id')
      .orderBy('day')
      .execute();
    await db().deleteFrom('shop_daily_stats').execute();
    await db().deleteFrom('shop_stats').execute();
    await backfillStatistics(db() as never);
    await expectSeriesAgrees(a.userId);
    await expectSeriesAgrees(b.userId);
    expect((await api().call(calls.homeStat, {}, { token: a.token })).data.expectedProfit).toBe('9.00');
    const filled = await db()
      .selectFrom('shop_daily_stats')
      .selectAll()
      .orderBy('user_id')
      .orderBy('day')
      .execute();
    const figures = (rows: typeof kept) =>
      rows
        .map(({ updated_at: _, ...row }) => row)
        .filter(
          (row) =>
            row.order_count ||
            row.sales_cents ||
            row.cost_cents ||
            row.profit_cents ||
            row.expected_profit_cents,
        );
    expect(figures(filled)).toEqual(figures(kept));
  });

  it('the nightly recompute finds a planted difference, sets it right and reports it once', async () => {
    const day = utcDay(t0 + DAY);
    await db()
      .updateTable('shop_daily_stats')
      .set((eb) => ({ order_count: eb('order_count', '+', 5), sales_cents: eb('sales_cents', '-', 100) }))
      .where('user_id', '=', a.userId)
      .where('day', '=', day)
      .execute();
    await db()
      .updateTable('shop_stats')
      .set((eb) => ({ expected_profit_cents: eb('expected_profit_cents', '+', 123) }))
      .where('user_id', '=', a.userId)
      .execute();
    const warnings: object[] = [];
    const log = { warn: (details: object) => warnings.push(details) };
    const result = await checkStatisticsDay(api().app.ctx, { day, log });
    expect(result.checked).toBe(true);
    expect(result.differences).toEqual([
      { userId: a.userId, figure: 'orders', kept: 6, recomputed: 1 },
      { userId: a.userId, figure: 'salesCents', kept: 650, recomputed: 750 },
      { userId: a.userId, figure: 'runningExpectedProfitCents', kept: 900 + 123, recomputed: 900 },
    ]);
    expect(warnings).toHaveLength(1);
    await expectSeriesAgrees(a.userId);
    expect((await api().call(calls.homeStat, {}, { token: a.token })).data.expectedProfit).toBe('9.00');

    // The day is checked once, whichever server asks next.
    expect((await checkStatisticsDay(api().app.ctx, { day })).checked).toBe(false);
    // A check that failed is tried again at the next pass; one cut off long ago too.
    const other = addDays(day, -1);
    await db()
      .insertInto('statistics_checks')
      .values({ day: other, started_at: 1, finished_at: 2, error: 'Error: boom' })
      .execute();
    expect((await checkStatisticsDay(api().app.ctx, { day: other })).checked).toBe(true);
    const older = addDays(day, -2);
    await db()
      .insertInto('statistics_checks')
      .values({ day: older, started_at: Date.now(), finished_at: null, error: null })
      .execute();
    expect((await checkStatisticsDay(api().app.ctx, { day: older })).checked).toBe(false);
    expect(
      (await checkStatisticsDay(api().app.ctx, { day: older, now: Date.now() + STALE_CHECK_MS + 1 })).checked,
    ).toBe(true);
    const checks = await api().call(calls.consoleStatisticsChecks, {}, { token: operator.token });
    expect(checks.code).toBe(200);
    const shown = checks.data.items.find((c: { day: string }) => c.day === day);
    expect(shown).toMatchObject({ differences: 3, error: null });
    expect(shown.details[0]).toMatchObject({ figure: 'orders', kept: 6, recomputed: 1 });
    expect(shown.details[0].username).not.toBe('');

    // Checked again by an operator: nothing left to set right.
    const again = await api().call(calls.consoleStatisticsRecheck, { day }, { token: operator.token });
    expect(again.code).toBe(200);
    expect(again.data).toMatchObject({ day, differences: 0, details: [] });
    // The operator's check is in the audit log.
    const audit = await api().call(
      calls.consoleAuditList,
      { action: 'statistics.recheck' },
      { token: operator.token },
    );
    expect(audit.data.items[0]).toMatchObject({
      actor: { id: operator.id },
      action: 'statistics.recheck',
      detail: { day, differences: '0' },
    });
    // A day not over yet, or not a day at all, is refused.
    expect(
      (
        await api().call(
          calls.consoleStatisticsRecheck,
          { day: utcDay(Date.now()) },
          { token: operator.token },
        )
      ).code,
    ).toBe(203);
    expect(
      (await api().call(calls.consoleStatisticsRecheck, { day: '2026-02-30' }, { token: operator.token }))
        .code,
    ).toBe(405);
    // A merchant cannot read them.
    expect((await api().call(calls.consoleStatisticsChecks, {}, { token: a.token })).code).not.toBe(200);
  });
});
