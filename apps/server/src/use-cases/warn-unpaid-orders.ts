import { dueOrders, lockOrder, markWarned } from '../modules/orders/service.ts';
import { type OrderJobPass, SKIPPED, workDueOrders } from './order-job.ts';
import { recordEvent } from './record-event.ts';

/**
 * The job: the merchant's warning (read by /v1/order/warning), marked once per order unpaid
 * past the warning time, with its event in the same transaction (the notification is made
 * from it: docs/decisions/031-notifications.md).
 */
export function warnUnpaidOrders(pass: OrderJobPass) {
  const { now, times } = pass;
  return workDueOrders(
    pass,
    'warned',
    (trx) => dueOrders.toWarn(trx, now, times),
    async (trx, id) => {
      if (!(await markWarned(trx, id, now))) return SKIPPED;
      const order = await lockOrder(trx, id);
      await recordEvent(
        trx,
        { type: 'order.unpaid_warned', userId: order.user_id, data: { orderId: id } },
        now,
      );
      return undefined;
    },
  );
}
