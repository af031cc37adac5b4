import type { Executor } from '../db/index.ts';
import { type OrderTimes, orderTimesOf } from '../modules/orders/service.ts';
import { getSetting } from '../modules/settings/service.ts';

export type { OrderTimes };

/**
 * The order times of docs/states.md#orders in milliseconds, from the operator's settings,
 * divided by SHOPKEEPER_DEMO_SPEED (config.demoSpeed).
 */
export async function orderTimes(db: Executor, demoSpeed: number): Promise<OrderTimes> {
  const [unpaidWarn, unpaidCloseShop, unpaidCancel, autoAccept, settlementHold] = await Promise.all([
    getSetting(db, 'orderUnpaidWarnHours'),
    getSetting(db, 'orderUnpaidCloseShopHours'),
    getSetting(db, 'orderUnpaidCancelHours'),
    getSetting(db, 'orderAutoAcceptHours'),
    getSetting(db, 'orderSettlementHoldHours'),
  ]);
  return orderTimesOf({ unpaidWarn, unpaidCloseShop, unpaidCancel, autoAccept, settlementHold }, demoSpeed);
}
