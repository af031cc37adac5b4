import { z } from 'zod';
import { defineCall, withCode } from '../../define.ts';
import { feedbackStatus, language, qaCategory } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { FEEDBACK, graphemeCount, QA_ARTICLE } from '../../limits.ts';
import { money } from '../../money.ts';
import { empty, id, timestamp, uploadPath } from '../common.ts';

/** A UTC day, YYYY-MM-DD: the statistics' days (docs/product.md#statistics). */
export const statDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    // Run on any string (the pattern's failure does not stop it): never throws.
    const at = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
  }, 'not a day of the calendar');

/** One shop's figures over a period (docs/product.md#statistics). */
export const statFigures = z.object({
  orders: z.number().int(),
  sales: money,
  purchaseCost: money,
  profit: money,
  expectedProfit: money,
  clicks: z.number().int(),
  visitors: z.number().int(),
  /** Orders ÷ visitors, 0–1 and beyond (4 decimals); null without visitors. */
  conversion: z.number().nullable(),
});

/** A period to date (its days), with the same figures for the whole period before it. */
const period = statFigures.extend({
  from: statDay,
  to: statDay,
  previous: statFigures.extend({ from: statDay, to: statDay }),
});

export const homeStat = defineCall({
  path: '/v1/home/stat',
  method: 'POST',
  auth: 'merchant',
  summary: 'Statistics for today, this week and this month against the period before, and total assets',
  input: empty,
  output: z.object({
    today: period,
    week: period,
    month: period,
    totalAssets: money,
    /** Every paid order not yet settled or cancelled, whenever it was paid. */
    expectedProfit: money,
    /** When these figures were read: they are kept with each order move, so they are current then. */
    updatedAt: timestamp,
  }),
});

export const statPoint = z.object({
  date: statDay,
  orders: z.number().int(),
  sales: money,
  purchaseCost: money,
  profit: money,
  expectedProfit: money,
  visitors: z.number().int(),
  clicks: z.number().int(),
});

export const homeStatLine = defineCall({
  path: '/v1/home/stat_line',
  method: 'POST',
  auth: 'merchant',
  summary:
    'A daily series for the chart: the last `days` UTC days to today (7 by default), every day present',
  input: z.strictObject({ days: z.number().int().min(1).max(90).optional() }),
  output: z.object({ points: z.array(statPoint), updatedAt: timestamp }),
});

/**
 * The help centre (docs/product.md#help-centre): articles by category, in the reader's
 * language or in English when it has no text in theirs. `summary` is the start of the
 * article's plain text, for the list.
 */
export const qaEntry = z.object({
  id,
  category: qaCategory,
  title: z.string(),
  summary: z.string(),
  language,
  updatedAt: timestamp,
});

export const homeQa = defineCall({
  path: '/v1/home/qa',
  method: 'POST',
  auth: 'merchant',
  summary: 'Help articles in the reader’s language (English when not written in it), by category and words',
  input: z.strictObject({
    ...pageRequest,
    category: qaCategory.optional(),
    /** Words in the title or text, case-insensitive; blank: every article. */
    q: z.string().trim().max(QA_ARTICLE.search).optional(),
  }),
  output: page(qaEntry),
});

export const homeQaDetail = defineCall({
  path: '/v1/home/qa_detail',
  method: 'POST',
  auth: 'merchant',
  summary: 'One help article; `content` is HTML sanitised when saved (clients sanitise it again)',
  input: z.strictObject({ id }),
  output: qaEntry.extend({ content: z.string() }),
});

/**
 * Feedback as counted by a person (graphemes: five Chinese characters are five, an emoji
 * family one), 441 outside FEEDBACK's bounds.
 */
export const feedbackContent = z
  .string()
  .trim()
  // No feedback of 300 graphemes is this long (an emoji family is 11 code units): a body
  // beyond it is refused as too long before it is segmented.
  .max(FEEDBACK.max * 16)
  .refine((text) => {
    const count = graphemeCount(text);
    return count >= FEEDBACK.min && count <= FEEDBACK.max;
  }, withCode(441));

export const feedbackImage = z.object({ path: z.string(), url: z.string() });

/** A merchant's feedback as they see it, with the operator's reply. */
export const feedbackItem = z.object({
  id,
  content: z.string(),
  /** Private uploads: read with the merchant's token. */
  images: z.array(feedbackImage),
  status: feedbackStatus,
  reply: z.string().nullable(),
  repliedAt: timestamp.nullable(),
  createdAt: timestamp,
});

export const homeFeedback = defineCall({
  path: '/v1/home/feedback',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Send feedback, 5 to 300 characters (441 otherwise), with up to 3 pictures uploaded first as kind feedback (405 naming images for any other)',
  input: z.strictObject({
    content: feedbackContent,
    images: z.array(uploadPath).max(FEEDBACK.images).optional(),
  }),
  output: feedbackItem,
});

export const homeFeedbackList = defineCall({
  path: '/v1/home/feedback_list',
  method: 'POST',
  auth: 'merchant',
  summary: 'The merchant’s own feedback, newest first, with the operators’ replies',
  input: z.strictObject({ ...pageRequest }),
  output: page(feedbackItem),
});
