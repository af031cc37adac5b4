import type { calls } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { type Executor, inTransaction, type Trx } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { iso } from '../lib/iso.ts';
import { usernamesByIds } from '../modules/accounts/service.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { openPaidMargins, orderFiguresBetween } from '../modules/orders/service.ts';
import {
  addDays,
  addExpectedProfit,
  claimCheck,
  DAY_MS,
  dayStart,
  everyExpectedProfit,
  FIGURE_NAMES,
  finishCheck,
  lockShopFigures,
  NO_FIGURES,
  type OrderFigures,
  recentChecks,
  releaseCheck,
  type StatisticsDifference,
  setDay,
  storedDay,
  utcDay,
} from '../modules/statistics/service.ts';
import { orderMoneyBetween } from '../modules/wallet/service.ts';

type Check = z.infer<typeof calls.consoleStatisticsRecheck.output>;

/** The statistics' nightly job runs this often; a day is checked once, by the first server to claim it. */
export const STATISTICS_CHECK_INTERVAL_MS = 15 * 60_000;

/**
 * A day's figures recomputed from the orders and the ledger alone, per shop
 * (docs/product.md#statistics): what the kept figures must equal.
 */
async function recomputedDay(db: Executor, day: string, userId?: number) {
  const from = dayStart(day);
  const [orders, money] = await Promise.all([
    orderFiguresBetween(db, from, from + DAY_MS, userId),
    orderMoneyBetween(db, from, from + DAY_MS, userId),
  ]);
  const figures = new Map<number, OrderFigures>();
  for (const id of new Set([...orders.keys(), ...money.keys()]))
    figures.set(id, { ...NO_FIGURES, ...orders.get(id), ...money.get(id) });
  return figures;
}

const differencesOf = (
  userId: number,
  kept: OrderFigures,
  recomputed: OrderFigures,
): StatisticsDifference[] =>
  FIGURE_NAMES.filter((name) => kept[name] !== recomputed[name]).map((figure) => ({
    userId,
    figure,
    kept: kept[figure],
    recomputed: recomputed[figure],
  }));

/**
 * One shop's day checked again and set right, in one transaction that first locks its kept
 * figures (PostgreSQL): an order move that would change them waits, so what is compared is
 * one moment's. The bulk pass found a difference; it may have been a move between its reads.
 * The running expected profit is checked the same way against the open paid orders.
 */
async function fixShop(trx: Trx, userId: number, day: string, now: number) {
  await lockShopFigures(trx, userId, day);
  const kept = (await storedDay(trx, day, userId)).get(userId) ?? NO_FIGURES;
  const recomputed = (await recomputedDay(trx, day, userId)).get(userId) ?? NO_FIGURES;
  const differences = differencesOf(userId, kept, recomputed);
  if (differences.length > 0) await setDay(trx, userId, day, recomputed, now);
  const running = (await everyExpectedProfit(trx, userId)).get(userId) ?? 0;
  const open = (await openPaidMargins(trx, userId)).get(userId) ?? 0;
  if (running !== open) {
    differences.push({ userId, figure: 'runningExpectedProfitCents', kept: running, recomputed: open });
    await addExpectedProfit(trx, userId, open - running, now);
  }
  return differences;
}

/**
 * Recomputes a day (yesterday for the nightly job) from the orders and the ledger, compares
 * every shop's kept figures and running expected profit, sets right what differs and reports
 * it (in the log and in the console's statistics section). The day is claimed first, so of
 * several servers one checks it; `force` checks a day again (an operator's request).
 */
export async function checkStatisticsDay(
  ctx: AppContext,
  input: {
    day: string;
    now?: number;
    force?: boolean;
    log?: { warn(details: object, message: string): void };
  },
): Promise<{ checked: boolean; shops: number; differences: StatisticsDifference[] }> {
  const { db } = ctx.database;
  const now = input.now ?? Date.now();
  const { day } = input;
  if (input.force) await releaseCheck(db, day);
  if (!(await claimCheck(db, day, now))) return { checked: false, shops: 0, differences: [] };
  try {
    const [kept, recomputed, running, open] = await Promise.all([
      storedDay(db, day),
      recomputedDay(db, day),
      everyExpectedProfit(db),
      openPaidMargins(db),
    ]);
    const shops = new Set([...kept.keys(), ...recomputed.keys(), ...running.keys(), ...open.keys()]);
    const suspects = [...shops].filter(
      (id) =>
        differencesOf(id, kept.get(id) ?? NO_FIGURES, recomputed.get(id) ?? NO_FIGURES).length > 0 ||
        (running.get(id) ?? 0) !== (open.get(id) ?? 0),
    );
    const differences: StatisticsDifference[] = [];
    for (const id of suspects)
      differences.push(...(await inTransaction(ctx.database, (trx) => fixShop(trx, id, day, now))));
    if (differences.length > 0)
      input.log?.warn(
        { statisticsCheck: { day, differences } },
        'statistics differed from the orders and the ledger: set right',
      );
    await finishCheck(db, day, { shops: shops.size, differences, now: Date.now() });
    return { checked: true, shops: shops.size, differences };
  } catch (error) {
    await finishCheck(db, day, { shops: 0, differences: [], error: String(error), now: Date.now() });
    throw error;
  }
}

/** The nightly job's pass: yesterday (UTC), once it is over, checked if no server has yet. */
export async function checkYesterday(
  ctx: AppContext,
  now: number,
  log?: { warn(details: object, message: string): void },
) {
  const result = await checkStatisticsDay(ctx, { day: addDays(utcDay(now), -1), now, log });
  return { checked: Number(result.checked), differences: result.differences.length };
}

async function shownChecks(db: Executor, limit: number, day?: string): Promise<Check[]> {
  const checks = await recentChecks(db, limit, day);
  const names = await usernamesByIds(db, [...new Set(checks.flatMap((c) => c.details.map((d) => d.userId)))]);
  return checks.map((check) => ({
    ...check,
    startedAt: iso(check.startedAt),
    finishedAt: iso(check.finishedAt),
    details: check.details.map((d) => ({ ...d, username: names.get(d.userId) ?? '' })),
  }));
}

/** The console's list of the latest checks, newest day first. */
export const consoleStatisticsChecks = async (ctx: AppContext) => ({
  items: await shownChecks(ctx.database.db, 30),
  currency: ctx.config.paymentCurrency,
});

/**
 * An operator's "check again": a day (yesterday by default) recomputed now, and its result.
 * A day not over yet is refused (203): its check would stand in for the nightly one.
 */
export async function recheckStatisticsDay(
  ctx: AppContext,
  input: { operatorId: number; day?: string; now?: number },
) {
  const now = input.now ?? Date.now();
  const day = input.day ?? addDays(utcDay(now), -1);
  if (day >= utcDay(now)) throw fail(ErrorCode.INVALID_OPERATION);
  const { differences } = await checkStatisticsDay(ctx, { day, now, force: true });
  await inTransaction(ctx.database, (trx) =>
    recordAudit(trx, {
      actorId: input.operatorId,
      action: 'statistics.recheck',
      detail: { day, differences: String(differences.length) },
      now,
    }),
  );
  const [check] = await shownChecks(ctx.database.db, 1, day);
  return check!;
}
