import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { identityStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id, timestamp } from '../common.ts';
import { identity } from '../merchant/shop.ts';

/**
 * One identity submission in the console's queue. The merchant's `/v1/per/info` shows their
 * latest; every earlier one stays for the record.
 */
export const consoleIdentity = identity.extend({
  id,
  userId: id,
  username: z.string(),
  createdAt: timestamp,
  reviewerId: id.nullable(),
});

export const consoleIdentityList = defineCall({
  path: '/console/v1/identity/list',
  method: 'POST',
  auth: 'operator',
  summary:
    'Identity submissions, oldest waiting first for `in_review`, else newest first; `userId` one merchant',
  input: z.strictObject({ ...pageRequest, status: identityStatus.optional(), userId: id.optional() }),
  output: page(consoleIdentity),
});

export const consoleIdentityApprove = defineCall({
  path: '/console/v1/identity/approve',
  method: 'POST',
  auth: 'operator',
  summary: 'Verify a submission in review: its real name becomes the merchant’s verified name',
  input: z.strictObject({ id }),
  output: consoleIdentity,
});

export const consoleIdentityReject = defineCall({
  path: '/console/v1/identity/reject',
  method: 'POST',
  auth: 'operator',
  summary: 'Reject a submission in review with a reason the merchant reads; they may submit again',
  input: z.strictObject({ id, reason: z.string().trim().min(1).max(500) }),
  output: consoleIdentity,
});
