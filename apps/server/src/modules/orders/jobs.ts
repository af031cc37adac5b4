import { type SelectQueryBuilder, sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { dialectOf, type Executor, inTransaction, rowsChanged, type Trx } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { paymentProvider, REFUND_TRIES, refundRetryDelayMs } from '../payments/service.ts';
import { closedStorefronts, closeStorefront, reopenStorefront } from '../shops/service.ts';
import { settleOrderPayment } from '../wallet/service.ts';
import { acceptDelivered, advanceTracking, cancelOrder, lockOrder, shipOrder } from './fulfilment.ts';
import { configuredSteps } from './logistics.ts';
import { type OrderTimes, orderTimes } from './service.ts';
import { moveOrder } from './transitions.ts';

/**
 * The order jobs (decision 018): what moves an order when nobody acts. One pass looks at what
 * is due at `now` (the caller's clock, so tests drive it) and moves it:
 *
 * 1. ship: paid orders (pending shipment) the sandbox warehouse ships, when it is on;
 * 2. carrier: shipped orders reach their next logistics step; the last one delivers;
 * 3. auto-accept: delivered orders the buyer has not accepted in time;
 * 4. settle: accepted orders past the hold, the selling price credited to the merchant;
 * 5. unpaid: cancelled past 72 h, warned past 24 h, and the storefronts of shops with an
 *    order unpaid past 48 h closed (reopened once no order is that late);
 * 6. refunds: a cancelled storefront order's buyer refunded through the payment provider,
 *    tried again with longer waits until it goes through (failed after the last, for an
 *    operator).
 *
 * Each step claims due orders a few at a time in one transaction (`FOR UPDATE SKIP LOCKED` on
 * PostgreSQL, so another server running the same step takes other orders; SQLite's write lock
 * makes the other wait), and moves each in a savepoint of its own, so one order that fails
 * is rolled back alone and the rest of the batch commits. Every move is conditional on the
 * state it leaves (moveOrder), so a pass run twice, late, or on two servers at once moves each
 * order once.
 */

/** Orders claimed per transaction: short enough that SQLite's write lock is held briefly. */
export const ORDER_JOB_BATCH = 20;
/** Batches per step in one pass, so a backlog is worked through over several passes. */
const MAX_BATCHES_PER_STEP = 500;

export interface OrderJobCounts {
  shipped: number;
  /** Logistics steps reached (delivery included). */
  advanced: number;
  accepted: number;
  settled: number;
  warned: number;
  cancelled: number;
  /** Buyers' refunds tried through the payment provider (cancelled storefront orders). */
  refundsTried: number;
  storefrontsClosed: number;
  storefrontsReopened: number;
  /** Orders (or whole steps) that failed this pass; they are tried again next pass. */
  failed: number;
}

/** A cancelled order whose buyer's payment the payment provider is to refund. */
export interface CancelledOrder {
  id: number;
  orderNo: string;
  /** Storefront orders were paid through our provider; intake orders through the shop's own. */
  source: 'storefront' | 'intake';
  paymentReference: string;
  amountCents: number;
}

export interface OrderJobOptions {
  batchSize?: number;
  /** Where a failed order is reported (the server's logger); the database's log by default. */
  log?: { error(details: object, message: string): void };
  /**
   * Refunds a cancelled storefront order's buyer, outside any transaction (a provider call
   * cannot be rolled back); throwing means not refunded. By default the configured payment
   * provider. Intake orders never come here: their buyer paid the external storefront, which
   * sees the cancellation and refunds them itself.
   */
  refundBuyer?: (order: CancelledOrder) => Promise<void>;
}

type OrdersQuery = SelectQueryBuilder<Database, 'orders', { id: number }>;
const SKIPPED = 'skipped';
/**
 * One order's move; may return work for after the batch commits, or SKIPPED when, locked, the
 * order turns out not to need it any more.
 */
type Move = (trx: Trx, orderId: number) => Promise<(() => Promise<void>) | typeof SKIPPED | undefined>;

/**
 * One pass of every order job at `now`. An order or a step that fails does not stop the pass:
 * it is logged, counted in `failed`, and tried again next pass. Only reading the order times
 * (the settings) before any step can throw; the timer logs that and runs again.
 */
export async function runOrderJobs(
  ctx: AppContext,
  now = Date.now(),
  options: OrderJobOptions = {},
): Promise<OrderJobCounts> {
  const { config, database } = ctx;
  const log = options.log ?? { error: (details, message) => database.log.warn(details, message) };
  const batchSize = options.batchSize ?? ORDER_JOB_BATCH;
  const counts: OrderJobCounts = {
    shipped: 0,
    advanced: 0,
    accepted: 0,
    settled: 0,
    warned: 0,
    cancelled: 0,
    refundsTried: 0,
    storefrontsClosed: 0,
    storefrontsReopened: 0,
    failed: 0,
  };
  const times: OrderTimes & { demoSpeed: number } = {
    ...(await orderTimes(database.db, config.demoSpeed)),
    demoSpeed: config.demoSpeed,
  };
  const system = { type: 'system' } as const;
  const refundBuyer =
    options.refundBuyer ??
    (async (order: CancelledOrder) => {
      await paymentProvider(config).refund({
        reference: order.paymentReference,
        amountCents: order.amountCents,
        currency: config.paymentCurrency,
      });
    });
  const orders = (trx: Trx) => trx.selectFrom('orders').select('id');

  /**
   * Works through what `due` selects, a batch per transaction, each order in a savepoint:
   * one that throws is rolled back alone, logged, and left for the next pass.
   */
  async function step(name: keyof OrderJobCounts, due: (trx: Trx) => OrdersQuery, move: Move) {
    // Orders that failed or needed nothing in this pass: not claimed again until the next.
    const passedOver: number[] = [];
    try {
      for (let batch = 0; batch < MAX_BATCHES_PER_STEP; batch++) {
        const done = await inTransaction(database, async (trx) => {
          let query = due(trx).orderBy('id').limit(batchSize);
          if (passedOver.length > 0) query = query.where('id', 'not in', passedOver);
          if (dialectOf(trx) === 'postgres') query = query.forUpdate().skipLocked();
          const ids = (await query.execute()).map((r) => Number(r.id));
          const moved: number[] = [];
          const skipped: number[] = [];
          const lost: { id: number; error: unknown }[] = [];
          const after: (() => Promise<void>)[] = [];
          for (const id of ids) {
            await sql`savepoint order_job`.execute(trx);
            try {
              const then = await move(trx, id);
              await sql`release savepoint order_job`.execute(trx);
              if (then === SKIPPED) {
                skipped.push(id);
                continue;
              }
              moved.push(id);
              if (then) after.push(then);
            } catch (error) {
              await sql`rollback to savepoint order_job`.execute(trx);
              await sql`release savepoint order_job`.execute(trx);
              lost.push({ id, error });
            }
          }
          return { claimed: ids.length, moved, skipped, lost, after };
        });
        counts[name] += done.moved.length;
        passedOver.push(...done.skipped);
        for (const { id, error } of done.lost) {
          passedOver.push(id);
          log.error({ err: error, orderId: id, job: name }, 'order job failed for an order');
        }
        counts.failed += done.lost.length;
        for (const then of done.after) {
          await then().catch((error: unknown) =>
            log.error({ err: error, job: name }, 'order job follow-up failed'),
          );
        }
        // Fewer than asked: nothing more is due (or another server holds the rest).
        if (done.claimed < batchSize) return;
      }
    } catch (error) {
      // The claim or the commit failed (the database away): the whole batch is for next pass.
      counts.failed += 1;
      log.error({ err: error, job: name }, 'order job failed');
    }
  }

  // 1. The sandbox warehouse ships what is paid. Without logistics steps it cannot (433 for
  //    every order): say so once rather than once per order.
  if (config.sandboxWarehouse) {
    if ((await configuredSteps(database.db)).length === 0) {
      log.error({ job: 'shipped' }, 'no logistics steps are configured: paid orders cannot ship');
    } else {
      await step(
        'shipped',
        (trx) =>
          orders(trx)
            .where('status', '=', 'pending_shipment')
            // A paid order is due at once; a pay that leaves due_at unset means the same.
            .where((eb) => eb.or([eb('due_at', '<=', now), eb('due_at', 'is', null)])),
        async (trx, id) => {
          await shipOrder(trx, id, system, times, now);
          return undefined;
        },
      );
    }
  }

  // 2. The sandbox carrier: the next logistics step of each shipped order that is due.
  await step(
    'advanced',
    (trx) => orders(trx).where('status', '=', 'shipped').where('due_at', '<=', now),
    async (trx, id) => {
      // The one move its state does not guard (shipped stays shipped until the last step):
      // checked again under the lock, so a step is never reached twice for one due time.
      const order = await lockOrder(trx, id);
      if (order.status !== 'shipped' || order.due_at === null || order.due_at > now) return SKIPPED;
      await advanceTracking(trx, id, system, times, now);
      return undefined;
    },
  );

  // 3. Delivered and not accepted in time: accepted for the buyer, the settlement hold begins.
  await step(
    'accepted',
    (trx) => orders(trx).where('status', '=', 'pending_acceptance').where('due_at', '<=', now),
    async (trx, id) => {
      await acceptDelivered(trx, id, system, times, now);
      return undefined;
    },
  );

  // 4. Past the hold: the selling price to the merchant's wallet, and the order completed,
  //    in one transaction (the move first: of two writers only one gets past it).
  await step(
    'settled',
    (trx) => orders(trx).where('status', '=', 'pending_settlement').where('due_at', '<=', now),
    async (trx, id) => {
      const order = await lockOrder(trx, id);
      await moveOrder(trx, order, 'settle', system, now, { completed_at: now, due_at: null });
      const { transactionId } = await settleOrderPayment(trx, {
        userId: order.user_id,
        orderId: order.id,
        amountCents: order.amount_cents,
        memo: order.order_no,
        now,
      });
      await trx
        .updateTable('orders')
        .set({ settle_transaction_id: transactionId })
        .where('id', '=', order.id)
        .execute();
      return undefined;
    },
  );

  // 5. Unpaid orders (the merchant has not paid the cost). Cancelled first, so an order past
  //    72 h at a late pass does not close its storefront only to reopen it below.
  await step(
    'cancelled',
    (trx) =>
      orders(trx)
        .where('status', '=', 'pending_payment')
        .where('created_at', '<=', now - times.unpaidCancel),
    async (trx, id) => {
      await cancelOrder(trx, id, system, 'unpaid_timeout', now);
      return undefined;
    },
  );

  // 6. Buyers' refunds of cancelled storefront orders (cancelled above, or by an operator). A
  //    try is claimed in the transaction (its next try scheduled, so no other pass or server
  //    makes it meanwhile) and made after the commit: a provider's call is no place to hold a
  //    write lock. The provider refunds a payment once however often it is asked.
  await step(
    'refundsTried',
    (trx) => orders(trx).where('buyer_refund', '=', 'pending').where('buyer_refund_due_at', '<=', now),
    async (trx, id) => {
      const order = await lockOrder(trx, id);
      if (order.buyer_refund !== 'pending' || (order.buyer_refund_due_at ?? now) > now) return SKIPPED;
      const tries = order.buyer_refund_tries + 1;
      await trx
        .updateTable('orders')
        .set({ buyer_refund_tries: tries, buyer_refund_due_at: now + refundRetryDelayMs(tries) })
        .where('id', '=', id)
        .execute();
      return async () => {
        try {
          await refundBuyer({
            id: order.id,
            orderNo: order.order_no,
            source: order.source,
            paymentReference: order.payment_reference,
            amountCents: order.amount_cents,
          });
        } catch (error) {
          const last = tries >= REFUND_TRIES;
          log.error(
            { err: error, orderId: order.id, job: 'refundsTried', tries },
            last ? 'buyer refund failed for good: an operator can try again' : 'buyer refund failed',
          );
          if (last) await markBuyerRefund(database.db, order.id, 'failed', now);
          return;
        }
        await markBuyerRefund(database.db, order.id, 'refunded', now);
      };
    },
  );

  // The merchant's warning (read by /v1/order/warning): marked once per order.
  await step(
    'warned',
    (trx) =>
      orders(trx)
        .where('status', '=', 'pending_payment')
        .where('warned_at', 'is', null)
        .where('created_at', '<=', now - times.unpaidWarn),
    async (trx, id) => {
      const changed = await rowsChanged(
        trx
          .updateTable('orders')
          .set({ warned_at: now })
          .where('id', '=', id)
          .where('status', '=', 'pending_payment')
          .where('warned_at', 'is', null),
      );
      return changed === 1 ? undefined : SKIPPED;
    },
  );

  // Storefronts: closed while the shop has an order unpaid past 48 h, reopened once it has none.
  try {
    const late = await database.db
      .selectFrom('orders')
      .select('user_id')
      .distinct()
      .where('status', '=', 'pending_payment')
      .where('created_at', '<=', now - times.unpaidCloseShop)
      .execute();
    const lateShops = new Set(late.map((r) => Number(r.user_id)));
    for (const userId of lateShops) {
      if (await closeStorefront(database.db, userId, now)) counts.storefrontsClosed++;
    }
    for (const userId of await closedStorefronts(database.db, now)) {
      if (lateShops.has(userId)) continue;
      if (await reopenStorefront(database.db, userId, now)) counts.storefrontsReopened++;
    }
  } catch (error) {
    counts.failed += 1;
    log.error({ err: error, job: 'storefronts' }, 'order job failed');
  }

  return counts;
}

/** The provider answered: refunded, or failed for good. Only a pending refund changes. */
async function markBuyerRefund(db: Executor, orderId: number, to: 'refunded' | 'failed', now: number) {
  await db
    .updateTable('orders')
    .set(
      to === 'refunded'
        ? { buyer_refund: to, buyer_refunded_at: now, buyer_refund_due_at: null }
        : { buyer_refund: to, buyer_refund_due_at: null },
    )
    .where('id', '=', orderId)
    .where('buyer_refund', '=', 'pending')
    .execute();
}

/**
 * How often the jobs run: every 15 s in real time, as much more often as SHOPKEEPER_DEMO_SPEED
 * shortens the times, but not more than once a second. At speed 1 the shortest wait is a
 * logistics step of hours, so 15 s late is nothing; at speed 3600 an hour is a second, and a
 * pass a second keeps the demo's steps about on time.
 */
export function orderJobsIntervalMs(demoSpeed: number): number {
  return Math.max(1000, Math.round(15_000 / Math.max(1, demoSpeed)));
}
