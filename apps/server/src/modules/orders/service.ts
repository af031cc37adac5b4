/**
 * The orders module's face (docs/decisions/024-use-cases-and-events.md): what other layers
 * may call. Reads take `db: Executor`; verbs take `trx: Trx` and run in the caller's
 * transaction. The business actions that compose orders with the wallet, shops and the
 * catalogue are use cases (use-cases/pay-orders.ts, settle-order.ts, ...).
 */
export {
  checkOrderQuantity,
  insertBuyerOrder,
  lockOrderByPublicRef,
  type NewBuyerOrder,
  orderBrief,
  orderByPaymentReference,
  orderByPublicRef,
  orderNumbersByIds,
  toBuyerOrder,
  UNSET_ORDER_COLUMNS,
} from './buyer-orders.ts';
export {
  checkNewSteps,
  checkTexts,
  consoleLogisticsSteps,
  deleteLogisticsStepRow,
  insertLogisticsSteps,
  positionsUnique,
  type StepFields,
  stepsWithTexts,
  updateLogisticsStepRow,
} from './console-logistics.ts';
export {
  type ConsoleOrder,
  consoleOrderParts,
  consoleOrderRows,
  correctTrackingStep,
  orderForAudit,
  stepsReached,
  toConsoleOrder,
  toConsoleOrderRow,
  usersNamedIn,
} from './console-orders.ts';
/** For the nightly check of the statistics (use-cases/check-statistics.ts). */
export { openPaidMargins, orderFiguresBetween } from './daily-figures.ts';
export {
  claimBuyerRefundTry,
  type DueOrders,
  dueOrders,
  markBuyerRefund,
  markWarned,
  shopsWithOrdersUnpaidSince,
} from './due-orders.ts';
export {
  acceptDelivered,
  acceptOrder,
  advanceTracking,
  cancelOrder,
  completeOrder,
  lockOrder,
  type OrderRow,
  payOrder,
  recordOrderMoney,
  retryBuyerRefund,
  shipOrder,
} from './fulfilment.ts';
export { configuredSteps, trackingSteps } from './logistics.ts';
export {
  hasAnyOrder,
  lateOrders,
  MERCHANT_ORDER_COLUMNS,
  type MerchantOrderRow,
  merchantOrderPageArgs,
  merchantOrderPageOf,
  merchantOrderPageQuery,
  type OrderGoods,
  orderCountsQuery,
  orderLogistics,
  orderMoves,
  ordersInStatus,
  ownOrder,
  refuseUnpayable,
  selectedOrders,
  toMerchantOrder,
  unpaidOrders,
} from './merchant-orders.ts';
export { type OrderHours, type OrderTimes, orderTimesOf } from './order-times.ts';
export { ordersPlacedBetween } from './placed-between.ts';
export { moveOrder, ORDER_MACHINE, type OrderActor, type OrderMove } from './transitions.ts';
