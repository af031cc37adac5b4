import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { creditTrigger } from '../../enums.ts';
import { page, pageQuery } from '../../envelope.ts';
import { id, timestamp } from '../common.ts';

/**
 * One move of the credit score, with its cause: the operator's rule and the order that set it
 * off. `points` is the change made; it is smaller than the rule's when the score met the
 * range's end (docs/product.md#credit-score).
 */
export const creditMove = z.object({
  id,
  at: timestamp,
  rule: creditTrigger,
  rulePoints: z.number().int(),
  points: z.number().int(),
  scoreAfter: z.number().int(),
  order: z.object({ id, orderNo: z.string() }).nullable(),
});

export const shopCredit = defineCall({
  path: '/v1/shop/credit',
  method: 'GET',
  auth: 'merchant',
  summary: 'The shop’s credit score and every move of it with its cause, newest first',
  input: z.strictObject({ ...pageQuery }),
  output: page(creditMove).extend({
    score: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
  }),
});
