/**
 * The storefront module's face (docs/decisions/024-use-cases-and-events.md): buyers' visits
 * and request limits, and their payments as records (charges.ts). Placing an order, the
 * pages' data and the payment job compose other modules: they are use cases
 * (use-cases/place-storefront-order.ts, storefront-pages.ts, recover-storefront-charges.ts).
 */
export {
  CHARGE_MACHINE,
  type ChargeActor,
  type ChargeIntent,
  type ChargeMove,
  chargeOrdered,
  chargeRefunded,
  chargeToRefund,
  claimDueCharges,
  forgetDeclinedCharge,
  moveCharge,
  type OrderedCharge,
  recordCharge,
  repeatedCharge,
  SETTLED,
} from './charges.ts';
export {
  type ChargeRow,
  type ConsoleCharge,
  chargeRow,
  chargesNeedingAttention,
  consoleChargeRows,
  lockChargeForRetry,
  toConsoleCharge,
} from './console-charges.ts';
export { limitRate, RATE_LIMITS, sweepStorefront } from './rate-limits.ts';
export { countView, storefrontCounts, storefrontDays, VIEW_WINDOW_HOURS } from './visits.ts';
