import { calls, ErrorCode, type OrderStatus } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { AppError } from '../lib/app-error.ts';
import { eventsAfter } from '../modules/events/service.ts';
import { retryBuyerRefund } from '../modules/orders/service.ts';
import {
  paymentProvider,
  REFUND_TRIES,
  refundRetryDelayMs,
  type SandboxProvider,
} from '../modules/payments/service.ts';
import { storefrontClosed } from '../modules/shops/service.ts';
import { describeApi } from '../test/harness.ts';
import { expectLedgerInvariants, ledgerViolations } from '../test/money-invariants.ts';
import { walletCents } from '../test/money-requests.ts';
import { signInOperator } from '../test/operator.ts';
import { insertLamp, payOrderAt, placeOrderAt } from '../test/order-fixtures.ts';
import { secondServer } from '../test/second-server.ts';
import { fundMerchant } from '../test/wallet-fixtures.ts';
import { cancelOrder } from './cancel-order.ts';
import {
  type CancelledOrder,
  noOrderJobsDone,
  type OrderJobCounts,
  orderJobsIntervalMs,
  runOrderJobs,
} from './run-order-jobs.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The default walk: logistics steps 0 + 6 + 24 + 24 + 6 h, 7 days to auto-accept, a day's hold. */
const PAY_TO_SETTLEMENT = (6 + 24 + 24 + 6) * HOUR + 7 * DAY + DAY;
const NOTHING = noOrderJobsDone();

/** Each test's clock starts at its own day, months apart, so none runs into another's times. */
let clockStart = Date.parse('2030-01-01T00:00:00Z');
const newClock = () => {
  clockStart += 90 * DAY;
  return clockStart;
};

describeApi('order jobs', (api) => {
  let goodsId: number;
  let operator: { id: number; token: string };

  beforeAll(async () => {
    operator = await signInOperator(api());
    goodsId = await insertLamp(api().database, 'SK-JOB-1', ['goods_image/l.webp']);
  });

  const db = () => api().database.db;
  const ctx = (config: Partial<Config> = {}): AppContext =>
    Object.keys(config).length === 0
      ? api().app.ctx
      : { ...api().app.ctx, config: { ...api().config, ...config } };

  /** A merchant with 100.00 and the lamp listed at 7.50 (cost 3.00). */
  async function shop() {
    const merchant = await api().merchant();
    await fundMerchant(api(), merchant.token, operator.token, '100.00');
    const added = await api().call(calls.showcaseAdd, { items: [{ goodsId, price: '7.50' }] }, merchant);
    expect(added.code).toBe(200);
    const listed = await api().call(calls.showcaseList, { limit: 10 }, merchant);
    const itemId = (listed.data as { items: { id: number }[] }).items[0]!.id;
    return { userId: merchant.user.id, token: merchant.token, itemId };
  }
  type Shop = Awaited<ReturnType<typeof shop>>;

  const order = (s: Shop, at: number, quantity = 2, source: 'storefront' | 'intake' = 'storefront') =>
    placeOrderAt(api(), s, at, quantity, source);

  /** The merchant pays the cost (/v1/order/pay once the PIN is checked): charged, pending shipment, due at once. */
  const pay = (orderId: number, at: number) => payOrderAt(api(), orderId, at);

  /** The domain events recorded for an order, oldest first: what a listener would read. */
  const eventsOf = async (id: number) =>
    (await eventsAfter(db(), 0, 100_000))
      .filter((e) => 'orderId' in e.data && e.data.orderId === id)
      .map((e) => ({ type: e.type, at: e.at, data: e.data }));

  const row = (id: number) =>
    db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const moves = async (id: number) =>
    (
      await db()
        .selectFrom('order_events')
        .select(['move', 'actor', 'at'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((e) => e.move);
  const trackingCount = async (id: number) =>
    (await db().selectFrom('order_tracking').select('id').where('order_id', '=', id).execute()).length;

  /**
   * Runs a pass at every next due time of the orders given, until none is in a state a job
   * moves (or it reaches `until`); returns the last pass's time.
   */
  async function walk(ids: number[], from: number, context = ctx(), until: OrderStatus = 'completed') {
    let now = from;
    for (let pass = 0; pass < 30; pass++) {
      const rows = await Promise.all(ids.map(row));
      const open = rows.filter((r) => r.status !== until && r.due_at !== null);
      if (open.length === 0) return now;
      now = Math.max(now, Math.min(...open.map((r) => r.due_at!)));
      const counts = await runOrderJobs(context, now);
      expect(counts.failed).toBe(0);
    }
    throw new Error('the orders did not get there in 30 passes');
  }

  /**
   * Walks every order earlier tests left under way to its end (their clocks are months
   * earlier), so from `until` on only this test's orders are due.
   */
  async function drain(until: number) {
    let now = until - 60 * DAY;
    for (let pass = 0; pass < 50; pass++) {
      expect((await runOrderJobs(ctx(), now)).failed).toBe(0);
      const next = await db()
        .selectFrom('orders')
        .select((eb) => eb.fn.min('due_at').as('at'))
        .where('due_at', 'is not', null)
        .executeTakeFirst();
      if (next?.at == null || Number(next.at) >= until) return;
      now = Number(next.at);
    }
    throw new Error('earlier orders still under way');
  }

  it('runs an order from payment to settlement: shipped, the logistics steps, auto-accepted, settled with the profit', async () => {
    const s = await shop();
    const t0 = newClock();
    await drain(t0);
    const id = await order(s, t0);
    await pay(id, t0 + HOUR);
    expect(await walletCents(api(), s.token)).toMatchObject({ available: 100_00 - 6_00 });

    const shipped = await runOrderJobs(ctx(), t0 + HOUR);
    expect(shipped.shipped).toBeGreaterThanOrEqual(1);
    let o = await row(id);
    expect(o).toMatchObject({ status: 'shipped', carrier: 'Shopkeeper Express', tracking_no: o.order_no });
    expect(await trackingCount(id)).toBe(1);
    // The next step is due six hours on; a moment before, nothing moves.
    expect(o.due_at).toBe(t0 + HOUR + 6 * HOUR);
    await runOrderJobs(ctx(), o.due_at! - 1);
    expect(await trackingCount(id)).toBe(1);

    const settledAt = await walk([id], t0 + HOUR);
    o = await row(id);
    expect(o.status).toBe('completed');
    expect(await moves(id)).toEqual(['pay', 'ship', 'deliver', 'accept', 'hold', 'settle']);
    expect(await trackingCount(id)).toBe(5);
    expect(settledAt - (t0 + HOUR)).toBe(PAY_TO_SETTLEMENT);
    expect(o).toMatchObject({ completed_at: settledAt, due_at: null, settle_after: settledAt });
    expect(o.settle_transaction_id).not.toBeNull();
    const events = await db().selectFrom('order_events').selectAll().where('order_id', '=', id).execute();
    expect(events.filter((e) => e.move !== 'pay').every((e) => e.actor === 'system')).toBe(true);

    // The selling price (15.00) credited at settlement: the merchant has made amount − cost.
    const wallet = await walletCents(api(), s.token);
    expect(wallet.available).toBe(100_00 - 6_00 + 15_00);
    expect(wallet.available - 100_00).toBe(o.amount_cents - o.cost_cents);
    await expectLedgerInvariants(db());

    // Each move's event, recorded with it at the pass's time: what a listener reads.
    const recorded = await eventsOf(id);
    expect(recorded.map((e) => e.type)).toEqual([
      'order.placed',
      'order.paid',
      'order.shipped',
      'order.delivered',
      'order.accepted',
      'order.settled',
    ]);
    expect(recorded[0]!.data).toEqual({
      orderId: id,
      source: 'storefront',
      priceCents: 15_00,
      costCents: 6_00,
    });
    expect(recorded[4]!.data).toEqual({ orderId: id, by: 'system' });
    expect(recorded[5]).toEqual({
      type: 'order.settled',
      at: settledAt,
      data: { orderId: id, priceCents: 15_00, costCents: 6_00 },
    });

    // A second pass at the same time finds nothing to do.
    expect(await runOrderJobs(ctx(), settledAt)).toEqual(NOTHING);
    expect(await moves(id)).toHaveLength(6);
    expect(await eventsOf(id)).toHaveLength(6);
  });

  it('with SHOPKEEPER_DEMO_SPEED 3600 the same walk takes simulated minutes, not days', async () => {
    const s = await shop();
    const t0 = newClock();
    await drain(t0);
    const id = await order(s, t0);
    await pay(id, t0);
    const fast = ctx({ demoSpeed: 3600 });
    const settledAt = await walk([id], t0, fast);
    expect((await row(id)).status).toBe('completed');
    // 252 hours at 3600× is 252 seconds.
    expect(settledAt - t0).toBe(PAY_TO_SETTLEMENT / 3600);
    expect(settledAt - t0).toBeLessThan(5 * 60_000);
    expect(await moves(id)).toEqual(['pay', 'ship', 'deliver', 'accept', 'hold', 'settle']);
    expect(orderJobsIntervalMs(3600)).toBe(1000);
    expect(orderJobsIntervalMs(1)).toBe(15_000);
  });

  it('warns at 24 h, closes the storefront at 48 h until no order is that late, cancels at 72 h and refunds the buyer', async () => {
    const s = await shop();
    const t0 = newClock();
    await drain(t0);
    const first = await order(s, t0);
    const second = await order(s, t0 + 2 * HOUR);
    // The storefront's sandbox provider, which the jobs refund through by default.
    const provider = paymentProvider(api().app.ctx.config) as SandboxProvider;
    const refundsBefore = provider.refunds.length;
    const pass = (now: number) => runOrderJobs(ctx(), now);

    expect(await pass(t0 + 24 * HOUR - 1)).toEqual(NOTHING);
    expect((await row(first)).warned_at).toBeNull();
    expect(await pass(t0 + 24 * HOUR)).toEqual({ ...NOTHING, warned: 1 });
    expect((await row(first)).warned_at).toBe(t0 + 24 * HOUR);
    expect((await row(second)).warned_at).toBeNull();
    expect(await pass(t0 + 24 * HOUR + 1)).toEqual(NOTHING);
    expect((await row(first)).warned_at).toBe(t0 + 24 * HOUR);
    // The warning's event, once, for the merchant's notification.
    const warnings = await db()
      .selectFrom('events')
      .select(['user_id', 'data', 'at'])
      .where('type', '=', 'order.unpaid_warned')
      .where('user_id', '=', s.userId)
      .execute();
    expect(warnings.map((e) => [JSON.parse(e.data), Number(e.at)])).toEqual([
      [{ orderId: first }, t0 + 24 * HOUR],
    ]);

    expect(await pass(t0 + 48 * HOUR)).toEqual({ ...NOTHING, warned: 1, storefrontsClosed: 1 });
    expect(await storefrontClosed(db(), s.userId)).toEqual({ since: t0 + 48 * HOUR, reason: 'unpaidOrders' });
    expect(await pass(t0 + 48 * HOUR + 1)).toEqual(NOTHING);
    const refused = await order(s, t0 + 48 * HOUR).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.INVALID_OPERATION);

    // The merchant pays the late order: the other is not late yet, so the storefront reopens
    // (and the paid order ships) at the next pass.
    await pay(first, t0 + 49 * HOUR);
    expect(await pass(t0 + 49 * HOUR)).toEqual({ ...NOTHING, shipped: 1, storefrontsReopened: 1 });
    expect(await storefrontClosed(db(), s.userId)).toBeNull();
    // The second becomes 48 h late: closed again; at 72 h it is cancelled, and with no late
    // order left the storefront reopens in the same pass.
    expect(await pass(t0 + 50 * HOUR)).toMatchObject({ storefrontsClosed: 1, cancelled: 0 });
    expect(await storefrontClosed(db(), s.userId)).toEqual({ since: t0 + 50 * HOUR, reason: 'unpaidOrders' });
    const counts = await pass(t0 + 74 * HOUR);
    expect(counts).toMatchObject({ cancelled: 1, storefrontsReopened: 1, storefrontsClosed: 0, failed: 0 });
    expect(await storefrontClosed(db(), s.userId)).toBeNull();
    const cancelled = await row(second);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'unpaid_timeout',
      cancelled_at: t0 + 74 * HOUR,
      refund_transaction_id: null,
    });
    expect(await moves(second)).toEqual(['cancel']);
    expect(provider.refunds.slice(refundsBefore)).toEqual([cancelled.payment_reference]);
    // The merchant never paid its cost, so their money is what they paid for the first only.
    expect((await walletCents(api(), s.token)).available).toBe(100_00 - 6_00);
    await expectLedgerInvariants(db());
    expect(await pass(t0 + 74 * HOUR)).toEqual(NOTHING);
    expect(provider.refunds).toHaveLength(refundsBefore + 1);
    expect(await eventsOf(second)).toEqual([
      { type: 'order.placed', at: t0 + 2 * HOUR, data: expect.objectContaining({ orderId: second }) },
      { type: 'order.unpaid_warned', at: t0 + 48 * HOUR, data: { orderId: second } },
      {
        type: 'order.cancelled',
        at: t0 + 74 * HOUR,
        data: { orderId: second, refundedCostCents: 0, reason: 'unpaid_timeout' },
      },
      { type: 'order.buyer_refunded', at: t0 + 74 * HOUR, data: { orderId: second } },
    ]);
  });

  it('an intake order cancelled at 72 h is not refunded through our provider: its buyer paid the shop’s own', async () => {
    const s = await shop();
    const t0 = newClock();
    await drain(t0);
    const provider = paymentProvider(api().app.ctx.config) as SandboxProvider;
    const before = provider.refunds.length;
    const id = await order(s, t0, 1, 'intake');
    expect(await runOrderJobs(ctx(), t0 + 72 * HOUR)).toMatchObject({ cancelled: 1, failed: 0 });
    expect((await row(id)).status).toBe('cancelled');
    expect(provider.refunds).toHaveLength(before);
    await expectLedgerInvariants(db());
  });

  it('with the sandbox warehouse off leaves paid orders to an operator; a paid order cancelled is refunded, the ledger whole', async () => {
    const s = await shop();
    const t0 = newClock();
    await drain(t0);
    const id = await order(s, t0);
    await pay(id, t0);
    const noWarehouse = ctx({ sandboxWarehouse: false });
    expect(await runOrderJobs(noWarehouse, t0 + DAY)).toEqual(NOTHING);
    expect((await row(id)).status).toBe('pending_shipment');
    expect((await walletCents(api(), s.token)).available).toBe(100_00 - 6_00);

    const { refundedCents } = await inTransaction(api().database, (trx) =>
      cancelOrder(trx, id, { type: 'operator', id: operator.id }, 'operator', t0 + DAY + 1),
    );
    expect(refundedCents).toBe(6_00);
    expect((await walletCents(api(), s.token)).available).toBe(100_00);
    expect((await row(id)).refund_transaction_id).not.toBeNull();
    await expectLedgerInvariants(db());
    // Later passes, warehouse on or off, leave a cancelled order alone.
    expect(await runOrderJobs(ctx(), t0 + 10 * DAY)).toMatchObject({ shipped: 0, cancelled: 0, failed: 0 });
    expect(await moves(id)).toEqual(['pay', 'cancel']);
    await expectLedgerInvariants(db());
  });

  it('a buyer refund the provider refuses is tried again with longer waits, failed after the last try, until an operator tries again', async () => {
    const s = await shop();
    const t0 = newClock();
    await drain(t0);
    const id = await order(s, t0);
    await pay(id, t0);
    // An operator cancels the paid order (the sandbox warehouse off, so it has not shipped).
    await inTransaction(api().database, (trx) =>
      cancelOrder(
        trx,
        id,
        { type: 'operator', id: operator.id },
        'operator',
        t0 + 1,
        'Out of stock at the warehouse',
      ),
    );
    expect(await row(id)).toMatchObject({
      cancel_note: 'Out of stock at the warehouse',
      buyer_refund: 'pending',
      buyer_refund_due_at: t0 + 1,
    });
    const tried: number[] = [];
    let providerDown = true;
    const errors: unknown[] = [];
    const options = {
      log: { error: (details: object) => void errors.push(details) },
      refundBuyer: async (o: CancelledOrder) => {
        tried.push(o.id);
        if (providerDown) throw new Error('provider unavailable');
      },
    };
    const noWarehouse = ctx({ sandboxWarehouse: false });
    let now = t0 + 1;
    for (let n = 1; n <= REFUND_TRIES; n++) {
      expect(await runOrderJobs(noWarehouse, now, options)).toEqual({ ...NOTHING, refundsTried: 1 });
      // Nothing more until the wait after this try is over.
      expect(await runOrderJobs(noWarehouse, now + refundRetryDelayMs(n) - 1, options)).toEqual(NOTHING);
      now += refundRetryDelayMs(n);
    }
    expect(tried).toEqual(Array(REFUND_TRIES).fill(id));
    expect(errors).toHaveLength(REFUND_TRIES);
    expect(await row(id)).toMatchObject({
      buyer_refund: 'failed',
      buyer_refund_tries: REFUND_TRIES,
      buyer_refund_due_at: null,
    });
    expect(await runOrderJobs(noWarehouse, now + DAY, options)).toEqual(NOTHING);
    // The merchant's cost came back at the cancellation, whatever the buyer's refund does.
    expect((await walletCents(api(), s.token)).available).toBe(100_00);

    // Only a failed refund can be tried again; then it goes through at the next pass.
    await inTransaction(api().database, (trx) => retryBuyerRefund(trx, id, now + DAY));
    expect(await row(id)).toMatchObject({ buyer_refund: 'pending', buyer_refund_tries: 0 });
    const again = await inTransaction(api().database, (trx) => retryBuyerRefund(trx, id, now + DAY)).catch(
      (e: unknown) => e,
    );
    expect((again as AppError).code).toBe(ErrorCode.INVALID_OPERATION);
    providerDown = false;
    expect(await runOrderJobs(noWarehouse, now + DAY, options)).toEqual({ ...NOTHING, refundsTried: 1 });
    expect(await row(id)).toMatchObject({ buyer_refund: 'refunded', buyer_refunded_at: now + DAY });
    expect(await runOrderJobs(noWarehouse, now + 2 * DAY, options)).toEqual(NOTHING);
    expect(tried).toHaveLength(REFUND_TRIES + 1);
    await expectLedgerInvariants(db());
  });

  it('an intake order cancelled owes its buyer nothing through us: no refund state, no tries', async () => {
    const s = await shop();
    const t0 = newClock();
    await drain(t0);
    const id = await order(s, t0, 1, 'intake');
    await inTransaction(api().database, (trx) =>
      cancelOrder(trx, id, { type: 'operator', id: operator.id }, 'operator', t0 + 1, 'Duplicate'),
    );
    expect(await row(id)).toMatchObject({ buyer_refund: null, buyer_refund_due_at: null });
    expect(await runOrderJobs(ctx(), t0 + 2)).toEqual(NOTHING);
  });

  it('an order that fails is rolled back alone and tried again; the others of its batch move', async () => {
    const shops = [await shop(), await shop(), await shop()];
    const t0 = newClock();
    await drain(t0);
    const ids = await Promise.all(shops.map((s) => order(s, t0)));
    for (const id of ids) await pay(id, t0);
    await walk(ids, t0, ctx(), 'pending_settlement');
    const waiting = await Promise.all(ids.map(row));
    expect(waiting.map((r) => r.status)).toEqual(Array(3).fill('pending_settlement'));
    const due = Math.max(...waiting.map((r) => r.due_at!));
    // The middle order's merchant loses their wallet (an operator has none): its settlement throws.
    const [, broken] = ids as [number, number, number];
    const owner = (await row(broken)).user_id;
    await db().updateTable('orders').set({ user_id: operator.id }).where('id', '=', broken).execute();
    const errors: unknown[] = [];
    const counts = await runOrderJobs(ctx(), due, { log: { error: (details) => void errors.push(details) } });
    expect(counts).toMatchObject({ settled: 2, failed: 1 });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ orderId: broken, job: 'settled' });
    expect((await Promise.all(ids.map(row))).map((r) => r.status)).toEqual([
      'completed',
      'pending_settlement',
      'completed',
    ]);
    expect(await moves(broken)).not.toContain('settle');
    expect((await row(broken)).settle_transaction_id).toBeNull();
    // The ledger is whole; only the order checks see the sabotaged owner, until it is mended.
    expect(Object.keys(await ledgerViolations(db()))).toEqual([
      'ordersNotPostedByState',
      'orderCountsNotKept',
    ]);
    // Mended, the next pass settles it.
    await db().updateTable('orders').set({ user_id: owner }).where('id', '=', broken).execute();
    expect(await runOrderJobs(ctx(), due + 1)).toMatchObject({ settled: 1, failed: 0 });
    expect(await moves(broken)).toEqual(['pay', 'ship', 'deliver', 'accept', 'hold', 'settle']);
    await expectLedgerInvariants(db());
  });

  it('two servers running the jobs at once move each order exactly once', async () => {
    const shops = [await shop(), await shop(), await shop()];
    const t0 = newClock();
    await drain(t0);
    const paid: number[] = [];
    const unpaid: number[] = [];
    for (const [i, s] of shops.entries()) {
      for (let n = 0; n < 4; n++) paid.push(await order(s, t0 - 80 * HOUR + i));
      for (let n = 0; n < 2; n++) unpaid.push(await order(s, t0 - 80 * HOUR + i));
    }
    for (const id of paid) await pay(id, t0);

    const { first, second, close } = secondServer(api());
    const refunded: number[] = [];
    const options = { batchSize: 2, refundBuyer: async (o: CancelledOrder) => void refunded.push(o.id) };
    const total = { ...NOTHING };
    const both = async (now: number) => {
      const results = await Promise.all([
        runOrderJobs(first, now, options),
        runOrderJobs(second, now, options),
      ]);
      for (const counts of results) {
        for (const key of Object.keys(total) as (keyof OrderJobCounts)[]) total[key] += counts[key];
      }
    };
    try {
      let now = t0;
      for (let pass = 0; pass < 30; pass++) {
        await both(now);
        const rows = await Promise.all(paid.map(row));
        const due = rows.filter((r) => r.due_at !== null).map((r) => r.due_at!);
        if (due.length === 0) break;
        now = Math.max(now, Math.min(...due));
      }
    } finally {
      await close();
    }

    for (const id of paid) {
      expect(await moves(id), `order ${id}`).toEqual(['pay', 'ship', 'deliver', 'accept', 'hold', 'settle']);
      expect(await trackingCount(id)).toBe(5);
    }
    for (const id of unpaid) expect(await moves(id), `order ${id}`).toEqual(['cancel']);
    expect(total).toMatchObject({
      shipped: paid.length,
      // Shipping reaches the first of the five steps; the carrier the other four.
      advanced: paid.length * 4,
      accepted: paid.length,
      settled: paid.length,
      cancelled: unpaid.length,
      warned: 0,
      failed: 0,
    });
    expect(refunded.sort()).toEqual([...unpaid].sort());
    const settlements = await db()
      .selectFrom('ledger_transactions')
      .select(['cause_id'])
      .where('cause_type', '=', 'order')
      .where('kind', '=', 'settlement')
      .where('cause_id', 'in', paid)
      .execute();
    expect(settlements.map((t) => Number(t.cause_id)).sort()).toEqual([...paid].sort());
    for (const s of shops) {
      // 4 orders: 4 × (15.00 − 6.00) made.
      expect((await walletCents(api(), s.token)).available).toBe(100_00 + 4 * 9_00);
    }
    await expectLedgerInvariants(db());
  });
});
