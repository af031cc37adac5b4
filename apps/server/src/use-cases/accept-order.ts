import type { Language } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import {
  acceptDelivered,
  dueOrders,
  lockOrderByPublicRef,
  type OrderTimes,
} from '../modules/orders/service.ts';
import { limitRate } from '../modules/storefront/service.ts';
import { type BuyerOrder, buyerOrder } from './buyer-order.ts';
import { type OrderJobPass, workDueOrders } from './order-job.ts';
import { orderTimes } from './order-times.ts';
import { recordEvent } from './record-event.ts';

type Acceptor = { type: 'buyer' | 'system' | 'operator'; id?: number | null };

/**
 * A delivered order accepted, in the caller's transaction (the buyer, the auto-acceptance job,
 * or an operator): the settlement hold begins, and its `order.accepted` event is recorded.
 * 404 unknown; 203 unless delivered (pending acceptance).
 */
export async function acceptDeliveredOrder(
  trx: Trx,
  orderId: number,
  actor: Acceptor,
  times: Pick<OrderTimes, 'settlementHold'>,
  now: number,
): Promise<void> {
  const order = await acceptDelivered(trx, orderId, actor, times, now);
  await recordEvent(
    trx,
    { type: 'order.accepted', userId: order.user_id, data: { orderId, by: actor.type } },
    now,
  );
}

/**
 * The buyer confirms receipt on the storefront (203 unless the order allows it, 404 unknown),
 * then sees the order again. Counted against the address's limit.
 */
export async function confirmReceipt(
  ctx: AppContext,
  input: { publicRef: string; lang: Language; address: string; now?: number },
): Promise<BuyerOrder> {
  const now = input.now ?? Date.now();
  await limitRate(ctx.database, 'accept', input.address, now);
  await inTransaction(ctx.database, async (trx) => {
    const order = await lockOrderByPublicRef(trx, input.publicRef);
    const times = await orderTimes(trx, ctx.config.demoSpeed);
    await acceptDeliveredOrder(trx, order.id, { type: 'buyer' }, times, now);
  });
  return buyerOrder(ctx.database.db, input.publicRef, input.lang);
}

/** The job: delivered and not accepted in time, accepted for the buyer; the settlement hold begins. */
export function acceptDueOrders(pass: OrderJobPass) {
  const { now, times } = pass;
  return workDueOrders(
    pass,
    'accepted',
    (trx) => dueOrders.toAccept(trx, now),
    async (trx, id) => {
      await acceptDeliveredOrder(trx, id, { type: 'system' }, times, now);
      return undefined;
    },
  );
}
