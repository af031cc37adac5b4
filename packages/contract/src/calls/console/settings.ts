import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { money, moneyInput } from '../../money.ts';

/** A shop tier's showcase goods limit (452 past it). */
const goodsLimit = z.number().int().min(1).max(100_000);
/** Goods a shop may list, per tier (docs/defaults.md#business-settings). */
export const goodsLimitByTier = z.strictObject({
  standard: goodsLimit,
  merchant: goodsLimit,
  partner: goodsLimit,
  agent: goodsLimit,
});
/**
 * The security deposit each tier holds (docs/money.md#tier-deposits). The lowest tier's may be
 * 0.00; an amount as the console sends it otherwise.
 */
const deposit = z
  .string()
  .max(15)
  .regex(/^\d{1,11}(\.\d{1,2})?$/);
export const depositByTierInput = z.strictObject({
  standard: deposit,
  merchant: deposit,
  partner: deposit,
  agent: deposit,
});
export const depositByTier = z.strictObject({
  standard: money,
  merchant: money,
  partner: money,
  agent: money,
});
/** Showcase items a merchant may delete per UTC day (447 past it). */
const showcaseDailyDeletions = z.number().int().min(1).max(10_000);

/** The business settings an operator changes in the console (docs/defaults.md#business-settings). */
export const businessSettings = z.object({
  minDeposit: money,
  minWithdrawal: money,
  /** The largest upload, in whole MB (the refusal names it). */
  uploadMaxMb: z.number().int().min(1).max(50),
  registrationOpen: z.boolean(),
  inviteCodeValidDays: z.number().int().min(1).max(365),
  goodsLimitByTier,
  depositByTier,
  showcaseDailyDeletions,
});
export type BusinessSettings = z.infer<typeof businessSettings>;

export const consoleSettingsGet = defineCall({
  path: '/console/v1/settings/get',
  method: 'POST',
  auth: 'operator',
  summary:
    'The business settings: minimum deposit and withdrawal, upload size, registration, showcase goods limits and security deposits per tier, daily deletions',
  input: z.strictObject({}),
  output: businessSettings,
});

export const consoleSettingsUpdate = defineCall({
  path: '/console/v1/settings/update',
  method: 'POST',
  auth: 'operator',
  summary: 'Change any of the business settings; the audit log records each change',
  input: z.strictObject({
    minDeposit: moneyInput.optional(),
    minWithdrawal: moneyInput.optional(),
    uploadMaxMb: z.number().int().min(1).max(50).optional(),
    registrationOpen: z.boolean().optional(),
    inviteCodeValidDays: z.number().int().min(1).max(365).optional(),
    /** Any of the tiers; the others keep their limits. */
    goodsLimitByTier: goodsLimitByTier.partial().optional(),
    /** Any of the tiers; the others keep their deposits. */
    depositByTier: depositByTierInput.partial().optional(),
    showcaseDailyDeletions: showcaseDailyDeletions.optional(),
  }),
  output: businessSettings,
});
