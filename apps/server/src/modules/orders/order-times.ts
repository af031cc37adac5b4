const HOUR_MS = 3_600_000;

/** The operator's settings the order times come from, in hours (docs/defaults.md). */
export interface OrderHours {
  unpaidWarn: number;
  unpaidCloseShop: number;
  unpaidCancel: number;
  autoAccept: number;
  settlementHold: number;
}

/**
 * The order times of docs/states.md#orders in milliseconds: the settings' hours divided by
 * SHOPKEEPER_DEMO_SPEED (config.demoSpeed).
 */
export function orderTimesOf(hours: OrderHours, demoSpeed: number) {
  const ms = (h: number) => Math.round((h * HOUR_MS) / demoSpeed);
  return {
    unpaidWarn: ms(hours.unpaidWarn),
    unpaidCloseShop: ms(hours.unpaidCloseShop),
    unpaidCancel: ms(hours.unpaidCancel),
    autoAccept: ms(hours.autoAccept),
    settlementHold: ms(hours.settlementHold),
  };
}
export type OrderTimes = ReturnType<typeof orderTimesOf>;
