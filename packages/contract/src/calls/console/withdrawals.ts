import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { reviewStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id } from '../common.ts';
import { withdrawal } from '../merchant/withdrawals.ts';

/** The console's row: the withdrawal and whose it is. */
export const consoleWithdrawal = withdrawal.extend({
  userId: id,
  username: z.string(),
  reviewerId: id.nullable(),
  /** What the operator noted when paying (a bank reference, a transaction hash). */
  payoutReference: z.string().nullable(),
});

export const consoleWithdrawList = defineCall({
  path: '/console/v1/withdraw/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Withdrawals, newest first; `status` filters (pending is the review queue), `userId` one merchant',
  input: z.strictObject({ ...pageRequest, status: reviewStatus.optional(), userId: id.optional() }),
  output: page(consoleWithdrawal),
});

export const consoleWithdrawPay = defineCall({
  path: '/console/v1/withdraw/pay',
  method: 'POST',
  auth: 'operator',
  summary: 'Mark a pending withdrawal paid out: its frozen amount leaves the platform, once',
  input: z.strictObject({ id, payoutReference: z.string().trim().max(200).optional() }),
  output: consoleWithdrawal,
});

export const consoleWithdrawReject = defineCall({
  path: '/console/v1/withdraw/reject',
  method: 'POST',
  auth: 'operator',
  summary: 'Reject a pending withdrawal with a reason the merchant reads: the amount returns to the balance',
  input: z.strictObject({ id, reason: z.string().trim().min(1).max(500) }),
  output: consoleWithdrawal,
});
