import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import {
  configuredSteps,
  dueOrders,
  type OrderActor,
  orderForAudit,
  shipOrder,
} from '../modules/orders/service.ts';
import { type OrderJobPass, workDueOrders } from './order-job.ts';
import { recordEvent } from './record-event.ts';

type Parcel = { carrier?: string | null; trackingNo?: string | null };

/**
 * Ships a paid order in the caller's transaction (the sandbox warehouse, or an operator when
 * it is off): shipped, its first logistics step reached, and its `order.shipped` event. 433
 * when no logistics steps are configured; 203 unless pending shipment.
 */
export async function shipPaidOrder(
  trx: Trx,
  orderId: number,
  actor: { type: OrderActor; id?: number | null },
  demoSpeed: number,
  now: number,
  parcel: Parcel = {},
) {
  const order = await shipOrder(trx, orderId, actor, { demoSpeed }, now, parcel);
  await recordEvent(trx, { type: 'order.shipped', userId: order.user_id, data: { orderId } }, now);
  return order;
}

/**
 * The job: the sandbox warehouse ships what is paid, when it is on. Without logistics steps it
 * cannot (433 for every order): it says so once rather than once per order.
 */
export async function shipPaidOrders(pass: OrderJobPass) {
  const { ctx, now, times, log } = pass;
  if (!ctx.config.sandboxWarehouse) return { done: 0, failed: 0 };
  if ((await configuredSteps(ctx.database.db)).length === 0) {
    log.error({ job: 'shipped' }, 'no logistics steps are configured: paid orders cannot ship');
    return { done: 0, failed: 0 };
  }
  return workDueOrders(
    pass,
    'shipped',
    (trx) => dueOrders.toShip(trx, now),
    async (trx, id) => {
      await shipPaidOrder(trx, id, { type: 'system' }, times.demoSpeed, now);
      return undefined;
    },
  );
}

/** An operator ships a paid order by hand (the sandbox warehouse off); the audit entry commits with it. */
export async function shipOrderByOperator(
  ctx: AppContext,
  input: { operatorId: number; orderId: number; parcel: Parcel; now?: number },
): Promise<void> {
  const { operatorId, orderId } = input;
  await inTransaction(ctx.database, async (trx) => {
    const now = input.now ?? Date.now();
    await shipPaidOrder(
      trx,
      orderId,
      { type: 'operator', id: operatorId },
      ctx.config.demoSpeed,
      now,
      input.parcel,
    );
    const order = await orderForAudit(trx, orderId);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'order.ship',
      target: { type: 'order', id: orderId },
      userId: order.user_id,
      detail: { orderNo: order.order_no, carrier: order.carrier ?? '', trackingNo: order.tracking_no ?? '' },
    });
  });
}
