import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { reviewStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money } from '../../money.ts';
import { id } from '../common.ts';
import { tierUpgrade } from '../merchant/tiers.ts';

/** The console's row: the request, whose it is and who decided it. */
export const consoleTierUpgrade = tierUpgrade.extend({
  userId: id,
  username: z.string(),
  reviewerId: id.nullable(),
  /** Everything held for the merchant now (this request's amount included while pending). */
  depositHeld: money,
});

export const consoleUpgradeList = defineCall({
  path: '/console/v1/upgrade/list',
  method: 'POST',
  auth: 'operator',
  summary:
    'Tier upgrade requests, newest first; `status` filters (pending is the review queue), `userId` one merchant',
  input: z.strictObject({ ...pageRequest, status: reviewStatus.optional(), userId: id.optional() }),
  output: page(consoleTierUpgrade),
});

export const consoleUpgradeApprove = defineCall({
  path: '/console/v1/upgrade/approve',
  method: 'POST',
  auth: 'operator',
  summary:
    'Approve a pending tier upgrade: the shop moves up (its goods limit with it), the deposit stays held',
  input: z.strictObject({ id }),
  output: consoleTierUpgrade,
});

export const consoleUpgradeReject = defineCall({
  path: '/console/v1/upgrade/reject',
  method: 'POST',
  auth: 'operator',
  summary:
    'Reject a pending tier upgrade with a reason the merchant reads: what it held returns to the balance',
  input: z.strictObject({ id, reason: z.string().trim().min(1).max(500) }),
  output: consoleTierUpgrade,
});
