import type { AppContext } from '../context.ts';
import { acceptDueOrders } from './accept-order.ts';
import { cancelUnpaidOrders } from './cancel-order.ts';
import { closeLateStorefronts } from './close-late-storefronts.ts';
import { advanceDueParcels } from './deliver-order.ts';
import { ORDER_JOB_BATCH, type OrderJobLog, type OrderJobPass } from './order-job.ts';
import { orderTimes } from './order-times.ts';
import { providerRefund, type RefundBuyer, refundDueBuyers } from './refund-buyer.ts';
import { settleDueOrders } from './settle-order.ts';
import { shipPaidOrders } from './ship-order.ts';
import { warnUnpaidOrders } from './warn-unpaid-orders.ts';

export type { CancelledOrder } from './refund-buyer.ts';
export { ORDER_JOB_BATCH };

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
  /** Orders (or whole jobs) that failed this pass; they are tried again next pass. */
  failed: number;
}

export interface OrderJobOptions {
  batchSize?: number;
  /** Where a failed order is reported (the server's logger); the database's log by default. */
  log?: OrderJobLog;
  /** Refunds a cancelled storefront order's buyer; by default the configured payment provider. */
  refundBuyer?: RefundBuyer;
}

/** A pass that found nothing to do: every count zero. */
export const noOrderJobsDone = (): OrderJobCounts => ({
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
});

/**
 * One pass of every order job at `now` (decision 018): what moves an order when nobody acts,
 * each job a use case of its own, run in this order:
 *
 * 1. ship: paid orders the sandbox warehouse ships, when it is on (ship-order.ts);
 * 2. carrier: shipped orders reach their next logistics step; the last one delivers (deliver-order.ts);
 * 3. auto-accept: delivered orders the buyer has not accepted in time (accept-order.ts);
 * 4. settle: accepted orders past the hold, the selling price credited (settle-order.ts);
 * 5. cancel: unpaid past 72 h (cancel-order.ts), before the storefronts' check below;
 * 6. refunds: cancelled storefront orders' buyers refunded through the provider (refund-buyer.ts);
 * 7. warn: unpaid past 24 h, marked for the merchant's banner (warn-unpaid-orders.ts);
 * 8. storefronts: closed with an order unpaid past 48 h, reopened once none is (close-late-storefronts.ts).
 *
 * An order or a job that fails does not stop the pass: it is logged, counted in `failed`, and
 * tried again next pass. Only reading the order times (the settings) before any job can
 * throw; the timer logs that and runs again.
 */
export async function runOrderJobs(
  ctx: AppContext,
  now = Date.now(),
  options: OrderJobOptions = {},
): Promise<OrderJobCounts> {
  const { config, database } = ctx;
  const pass: OrderJobPass = {
    ctx,
    now,
    times: { ...(await orderTimes(database.db, config.demoSpeed)), demoSpeed: config.demoSpeed },
    batchSize: options.batchSize ?? ORDER_JOB_BATCH,
    log: options.log ?? { error: (details, message) => database.log.warn(details, message) },
  };
  const counts = noOrderJobsDone();
  const count = (name: keyof OrderJobCounts, result: { done: number; failed: number }) => {
    counts[name] += result.done;
    counts.failed += result.failed;
  };
  count('shipped', await shipPaidOrders(pass));
  count('advanced', await advanceDueParcels(pass));
  count('accepted', await acceptDueOrders(pass));
  count('settled', await settleDueOrders(pass));
  count('cancelled', await cancelUnpaidOrders(pass));
  count('refundsTried', await refundDueBuyers(pass, options.refundBuyer ?? providerRefund(ctx)));
  count('warned', await warnUnpaidOrders(pass));
  const storefronts = await closeLateStorefronts(pass);
  counts.storefrontsClosed += storefronts.closed;
  counts.storefrontsReopened += storefronts.reopened;
  counts.failed += storefronts.failed;
  return counts;
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
