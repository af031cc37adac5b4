import { z } from 'zod';
import { defineCall } from '../define.ts';
import { money, moneyInput } from '../money.ts';

/** The business settings an operator changes in the console (DESIGN §5: defaults are configuration). */
export const businessSettings = z.object({
  minDeposit: money,
  minWithdrawal: money,
  /** The largest upload, in whole MB (the refusal names it). */
  uploadMaxMb: z.number().int().min(1).max(50),
  registrationOpen: z.boolean(),
  inviteCodeValidDays: z.number().int().min(1).max(365),
});
export type BusinessSettings = z.infer<typeof businessSettings>;

export const consoleSettingsGet = defineCall({
  path: '/console/v1/settings/get',
  method: 'POST',
  auth: 'operator',
  summary: 'The business settings: minimum deposit and withdrawal, upload size, registration',
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
  }),
  output: businessSettings,
});
