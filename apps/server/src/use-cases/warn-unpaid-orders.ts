import { dueOrders, markWarned } from '../modules/orders/service.ts';
import { type OrderJobPass, SKIPPED, workDueOrders } from './order-job.ts';

/** The job: the merchant's warning (read by /v1/order/warning), marked once per order unpaid past the warning time. */
export function warnUnpaidOrders(pass: OrderJobPass) {
  const { now, times } = pass;
  return workDueOrders(
    pass,
    'warned',
    (trx) => dueOrders.toWarn(trx, now, times),
    async (trx, id) => ((await markWarned(trx, id, now)) ? undefined : SKIPPED),
  );
}
