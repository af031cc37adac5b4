import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { creditTrigger } from '../../enums.ts';
import { CREDIT } from '../../limits.ts';
import { empty, id, timestamp } from '../common.ts';

/** A credit rule as the operator sets it: what sets it off, its points (− lowers), on or off. */
export const creditRule = z.object({
  trigger: creditTrigger,
  points: z.number().int(),
  enabled: z.boolean(),
  updatedAt: timestamp.nullable(),
  updatedBy: z.object({ id, username: z.string() }).nullable(),
});

export const consoleCreditRuleList = defineCall({
  path: '/console/v1/credit/rules',
  method: 'POST',
  auth: 'operator',
  summary: 'The rules that move shops’ credit scores, with their points and whether each is on',
  input: empty,
  output: z.object({ items: z.array(creditRule), min: z.number().int(), max: z.number().int() }),
});

export const consoleCreditRuleUpdate = defineCall({
  path: '/console/v1/credit/rule/update',
  method: 'POST',
  auth: 'operator',
  summary: 'Change one rule’s points or turn it on or off; applies to events from now on; audited',
  input: z.strictObject({
    trigger: creditTrigger,
    points: z.number().int().min(-CREDIT.rulePoints).max(CREDIT.rulePoints).optional(),
    enabled: z.boolean().optional(),
  }),
  output: creditRule,
});
