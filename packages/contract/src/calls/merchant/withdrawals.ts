import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { reviewStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money } from '../../money.ts';
import { id, timestamp } from '../common.ts';
import { receivingAccount } from './wallet.ts';

/**
 * A withdrawal as the merchant sees it. `account` is the receiving account as it was when
 * the merchant asked: the operator pays to that, even if the merchant edits or deletes the
 * account afterwards. To the merchant a card number is masked to its last four digits
 * (`•••• 1234`); the console's rows carry it whole, to pay to.
 */
export const withdrawal = z.object({
  id,
  amount: money,
  status: reviewStatus,
  /** The operator's reason for a rejection (the amount returned to the balance). */
  reason: z.string().nullable(),
  account: receivingAccount,
  createdAt: timestamp,
  reviewedAt: timestamp.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawList = defineCall({
  path: '/v1/user/withdraw/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'The merchant’s withdrawals, newest first, with their state and a rejection’s reason',
  input: z.strictObject({ ...pageRequest, status: reviewStatus.optional() }),
  output: page(withdrawal),
});

export const withdrawDetail = defineCall({
  path: '/v1/user/withdraw/detail',
  method: 'POST',
  auth: 'merchant',
  summary: 'One of the merchant’s withdrawals (404 for anyone else’s)',
  input: z.strictObject({ id }),
  output: withdrawal,
});
