import type { Trx } from '../db/index.ts';
import { type DomainEvent, recordEvent as recordEventRow } from '../modules/events/service.ts';
import { lockOrder } from '../modules/orders/service.ts';
import { addExpectedProfit, addToDay, utcDay } from '../modules/statistics/service.ts';

/**
 * Records what happened (modules/events) and, in the same transaction, brings up to date
 * what must never lag behind it: the shop's statistics (docs/decisions/025-statistics.md).
 * Listeners run after the commit and may run late; a figure the store centre shows as live
 * cannot, so it is a projection here rather than a listener. The use cases record through this.
 */
export async function recordEvent(trx: Trx, event: DomainEvent, now: number = Date.now()): Promise<number> {
  const id = await recordEventRow(trx, event, now);
  await projectStatistics(trx, event, now);
  return id;
}

/**
 * Each order counts on the days of its own life (docs/product.md#statistics): placed (orders,
 * sales), paid (purchase cost, expected profit), settled (profit); a cancellation takes it
 * off the days it counted on. The order's own times are read back, so the figures agree with
 * what the nightly recompute reads from the orders.
 */
async function projectStatistics(trx: Trx, event: DomainEvent, now: number): Promise<void> {
  if (
    event.type !== 'order.placed' &&
    event.type !== 'order.paid' &&
    event.type !== 'order.settled' &&
    event.type !== 'order.cancelled'
  )
    return;
  const order = await lockOrder(trx, event.data.orderId);
  const shop = order.user_id;
  const margin = order.amount_cents - order.cost_cents;
  const add = (at: number, change: Parameters<typeof addToDay>[3]) =>
    addToDay(trx, shop, utcDay(at), change, now);
  switch (event.type) {
    case 'order.placed':
      await add(order.created_at, { orders: 1, salesCents: order.amount_cents });
      return;
    case 'order.paid':
      await add(order.paid_at ?? now, { costCents: order.cost_cents, expectedProfitCents: margin });
      await addExpectedProfit(trx, shop, margin, now);
      return;
    case 'order.settled':
      await add(order.paid_at ?? now, { expectedProfitCents: -margin });
      await add(order.completed_at ?? now, { profitCents: margin });
      await addExpectedProfit(trx, shop, -margin, now);
      return;
    case 'order.cancelled':
      await add(order.created_at, { orders: -1, salesCents: -order.amount_cents });
      if (order.paid_at !== null) {
        await add(order.paid_at, { costCents: -order.cost_cents, expectedProfitCents: -margin });
        await addExpectedProfit(trx, shop, -margin, now);
      }
      return;
  }
}
