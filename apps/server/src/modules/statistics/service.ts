/**
 * The statistics module's face (docs/decisions/025-statistics.md): each shop's order figures
 * per UTC day and its running expected profit, kept by the order use cases in the order's own
 * transaction (use-cases/record-event.ts), read by the store centre, checked each night.
 */
export {
  claimCheck,
  finishCheck,
  KEPT_DIFFERENCES,
  recentChecks,
  releaseCheck,
  STALE_CHECK_MS,
  type StatisticsDifference,
} from './checks.ts';
export {
  addExpectedProfit,
  addFigures,
  addToDay,
  everyExpectedProfit,
  expectedProfitNow,
  FIGURE_NAMES,
  lockShopFigures,
  NO_FIGURES,
  type OrderFigures,
  setDay,
  shopDays,
  storedDay,
} from './daily.ts';
export {
  addDays,
  DAY_MS,
  type DayRange,
  dayStart,
  daysBetween,
  type Period,
  periodsOf,
  utcDay,
} from './days.ts';
