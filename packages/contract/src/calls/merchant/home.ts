import { z } from 'zod';
import { defineCall, withCode } from '../../define.ts';
import { page, pageRequest } from '../../envelope.ts';
import { FEEDBACK } from '../../limits.ts';
import { money } from '../../money.ts';
import { empty, id, timestamp } from '../common.ts';

const period = z.object({
  orders: z.number().int(),
  sales: money,
  purchaseCost: money,
  profit: money,
  expectedProfit: money,
  clicks: z.number().int(),
  visitors: z.number().int(),
});

export const homeStat = defineCall({
  path: '/v1/home/stat',
  method: 'POST',
  auth: 'merchant',
  summary: 'Statistics for today, this week and this month, and total assets',
  input: empty,
  output: z.object({ today: period, week: period, month: period, totalAssets: money }),
});

export const homeStatLine = defineCall({
  path: '/v1/home/stat_line',
  method: 'POST',
  auth: 'merchant',
  summary: 'A daily series for the chart',
  input: z.strictObject({ days: z.number().int().min(1).max(90).optional() }),
  output: z.object({
    points: z.array(z.object({ date: z.string(), orders: z.number().int(), sales: money, profit: money })),
  }),
});

export const qaEntry = z.object({ id, title: z.string(), updatedAt: timestamp });

export const homeQa = defineCall({
  path: '/v1/home/qa',
  method: 'POST',
  auth: 'merchant',
  summary: 'Q&A articles in the reader’s language',
  input: z.strictObject({ ...pageRequest }),
  output: page(qaEntry),
});

export const homeQaDetail = defineCall({
  path: '/v1/home/qa_detail',
  method: 'POST',
  auth: 'merchant',
  summary: 'One Q&A article',
  input: z.strictObject({ id }),
  output: qaEntry.extend({ content: z.string() }),
});

export const homeFeedback = defineCall({
  path: '/v1/home/feedback',
  method: 'POST',
  auth: 'merchant',
  summary: 'Send feedback, 5 to 300 characters (441 otherwise)',
  input: z.strictObject({
    content: z.string().trim().min(FEEDBACK.min, withCode(441)).max(FEEDBACK.max, withCode(441)),
  }),
  output: z.object({ id }),
});
