import { type calls, fromCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import {
  addDays,
  addFigures,
  type DayRange,
  daysBetween,
  expectedProfitNow,
  NO_FIGURES,
  type OrderFigures,
  periodsOf,
  shopDays,
  utcDay,
} from '../modules/statistics/service.ts';
import { storefrontDays } from '../modules/storefront/service.ts';
import { readWallet } from '../modules/wallet/service.ts';

type HomeStat = z.infer<typeof calls.homeStat.output>;
type StatLine = z.infer<typeof calls.homeStatLine.output>;
type Visits = { visitors: number; clicks: number };

/** A shop's kept figures and storefront visits over `from`..`to`, by day. */
async function daysOf(db: Executor, userId: number, from: string, to: string) {
  const [orders, visits] = await Promise.all([
    shopDays(db, userId, from, to),
    storefrontDays(db, userId, from, to),
  ]);
  return (day: string) => ({
    figures: orders.get(day) ?? NO_FIGURES,
    visits: visits.get(day) ?? { visitors: 0, clicks: 0 },
  });
}

function shown(figures: OrderFigures, visits: Visits) {
  return {
    orders: figures.orders,
    sales: fromCents(figures.salesCents),
    purchaseCost: fromCents(figures.costCents),
    profit: fromCents(figures.profitCents),
    expectedProfit: fromCents(figures.expectedProfitCents),
    clicks: visits.clicks,
    visitors: visits.visitors,
  };
}

/**
 * The store centre's figures (`/v1/home/stat`, docs/product.md#statistics): today, this week
 * and this month to date, each beside the whole period before it, from the per-day figures
 * kept with each order move and the storefront's visitors; total assets from the wallet.
 * At most 62 day rows per table, however many orders the shop has.
 */
export async function readHomeStat(db: Executor, userId: number, now = Date.now()): Promise<HomeStat> {
  const periods = periodsOf(now);
  const [day, wallet, expected] = await Promise.all([
    daysOf(db, userId, periods.month.previous.from, periods.today.current.to),
    readWallet(db, userId),
    expectedProfitNow(db, userId),
  ]);
  const over = (range: DayRange) => {
    let figures = NO_FIGURES;
    const visits = { visitors: 0, clicks: 0 };
    for (const d of daysBetween(range.from, range.to)) {
      const one = day(d);
      figures = addFigures(figures, one.figures);
      visits.visitors += one.visits.visitors;
      visits.clicks += one.visits.clicks;
    }
    const conversion =
      visits.visitors === 0 ? null : Math.round((figures.orders / visits.visitors) * 10_000) / 10_000;
    return { ...range, ...shown(figures, visits), conversion };
  };
  const period = (p: (typeof periods)['today']) => ({ ...over(p.current), previous: over(p.previous) });
  return {
    today: period(periods.today),
    week: period(periods.week),
    month: period(periods.month),
    totalAssets: wallet.totalAssets,
    expectedProfit: fromCents(expected),
    updatedAt: iso(now),
  };
}

/** The chart's daily series (`/v1/home/stat_line`): the last `days` UTC days to today, each present. */
export async function readStatLine(
  db: Executor,
  userId: number,
  days = 7,
  now = Date.now(),
): Promise<StatLine> {
  const to = utcDay(now);
  const from = addDays(to, 1 - days);
  const day = await daysOf(db, userId, from, to);
  return {
    points: daysBetween(from, to).map((date) => {
      const one = day(date);
      return { date, ...shown(one.figures, one.visits) };
    }),
    updatedAt: iso(now),
  };
}
