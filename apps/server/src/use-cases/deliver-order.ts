import type { Language } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import {
  advanceTracking,
  correctTrackingStep,
  dueOrders,
  lockOrder,
  type OrderActor,
  type OrderTimes,
  orderForAudit,
  stepsReached,
} from '../modules/orders/service.ts';
import { type OrderJobPass, SKIPPED, workDueOrders } from './order-job.ts';
import { orderTimes } from './order-times.ts';
import { recordEvent } from './record-event.ts';

/**
 * The parcel reaches its next logistics step, in the caller's transaction (the sandbox
 * carrier when due, or an operator, who may give the step their own text). Reaching the last
 * step delivers it: pending acceptance, with its `order.delivered` event. 203 unless shipped.
 */
export async function advanceParcel(
  trx: Trx,
  orderId: number,
  actor: { type: OrderActor; id?: number | null },
  times: Pick<OrderTimes, 'autoAccept'> & { demoSpeed: number },
  now: number,
  note: string | null = null,
): Promise<void> {
  const { order, delivered } = await advanceTracking(trx, orderId, actor, times, now, note);
  if (delivered) {
    await recordEvent(trx, { type: 'order.delivered', userId: order.user_id, data: { orderId } }, now);
  }
}

/** The job: the sandbox carrier takes each shipped order whose next step is due to it. */
export function advanceDueParcels(pass: OrderJobPass) {
  const { now, times } = pass;
  return workDueOrders(
    pass,
    'advanced',
    (trx) => dueOrders.toAdvance(trx, now),
    async (trx, id) => {
      // The one move its state does not guard (shipped stays shipped until the last step):
      // checked again under the lock, so a step is never reached twice for one due time.
      const order = await lockOrder(trx, id);
      if (order.status !== 'shipped' || order.due_at === null || order.due_at > now) return SKIPPED;
      await advanceParcel(trx, id, { type: 'system' }, times, now);
      return undefined;
    },
  );
}

/** An operator moves a shipped parcel to its next step, with their own text if given; audited. */
export async function advanceParcelByOperator(
  ctx: AppContext,
  input: { operatorId: number; orderId: number; text?: string; now?: number },
): Promise<void> {
  const { operatorId, orderId, text } = input;
  const { demoSpeed } = ctx.config;
  await inTransaction(ctx.database, async (trx) => {
    const times = { ...(await orderTimes(trx, demoSpeed)), demoSpeed };
    await advanceParcel(
      trx,
      orderId,
      { type: 'operator', id: operatorId },
      times,
      input.now ?? Date.now(),
      text ?? null,
    );
    const [order, position] = await Promise.all([orderForAudit(trx, orderId), stepsReached(trx, orderId)]);
    const detail: Record<string, string> = { orderNo: order.order_no, position: String(position) };
    if (text) detail.text = text;
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'order.advance',
      target: { type: 'order', id: orderId },
      userId: order.user_id,
      detail,
    });
  });
}

/** An operator replaces a reached step's text with their note (433 when not reached); audited. */
export async function correctParcelStep(
  ctx: AppContext,
  input: { operatorId: number; orderId: number; position: number; text: string; lang: Language },
): Promise<void> {
  const { operatorId, orderId, position, text } = input;
  await inTransaction(ctx.database, async (trx) => {
    const before = await correctTrackingStep(trx, { id: orderId, position, text }, input.lang);
    const order = await orderForAudit(trx, orderId);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'order.correct',
      target: { type: 'order', id: orderId },
      userId: order.user_id,
      detail: { orderNo: order.order_no, position: String(position), text: `${before} → ${text}` },
    });
  });
}
