import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { id, timestamp } from '../common.ts';
import { statDay } from '../merchant/home.ts';

/** A figure the nightly recompute found different from the one kept, and set right. */
export const statisticsDifference = z.object({
  userId: id,
  username: z.string(),
  /** orders, salesCents, costCents, profitCents, expectedProfitCents or runningExpectedProfitCents. */
  figure: z.string(),
  kept: z.number().int(),
  recomputed: z.number().int(),
});

export const statisticsCheck = z.object({
  day: statDay,
  startedAt: timestamp,
  finishedAt: timestamp.nullable(),
  shops: z.number().int(),
  differences: z.number().int(),
  /** The first 100 differences. */
  details: z.array(statisticsDifference),
  error: z.string().nullable(),
});

export const consoleStatisticsChecks = defineCall({
  path: '/console/v1/statistics/checks',
  method: 'POST',
  auth: 'operator',
  summary: 'The nightly statistics checks, newest day first (the last 30)',
  input: z.strictObject({}),
  /** `currency`: the platform's, for the money figures (in cents). */
  output: z.object({ items: z.array(statisticsCheck), currency: z.string() }),
});

export const consoleStatisticsRecheck = defineCall({
  path: '/console/v1/statistics/recheck',
  method: 'POST',
  auth: 'operator',
  summary: 'Recomputes one day (yesterday by default) now, fixing and reporting any difference',
  input: z.strictObject({ day: statDay.optional() }),
  output: statisticsCheck,
});
