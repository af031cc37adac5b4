import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id, timestamp } from '../common.ts';

/** A platform invite code (made by an operator) or a merchant's, with who used it. */
export const consoleInvite = z.object({
  id,
  code: z.string(),
  /** The operator or merchant who made it; null for codes made by the system (the demo). */
  createdBy: z.string().nullable(),
  /** The friend's username a merchant's invitation names; null for platform codes. */
  inviteeUsername: z.string().nullable(),
  createdAt: timestamp,
  expiresAt: timestamp.nullable(),
  usedBy: z.object({ id, username: z.string() }).nullable(),
  usedAt: timestamp.nullable(),
});

export const consoleInviteAdd = defineCall({
  path: '/console/v1/invite/add',
  method: 'POST',
  auth: 'operator',
  summary: 'Create platform invite codes (1–50 at once) and return them',
  input: z.strictObject({
    count: z.number().int().min(1).max(50),
    /** Days each stays valid; none for a code that never expires. */
    validDays: z.number().int().min(1).max(365).optional(),
  }),
  output: z.object({ items: z.array(consoleInvite) }),
});

export const consoleInviteList = defineCall({
  path: '/console/v1/invite/list',
  method: 'POST',
  auth: 'operator',
  summary: 'Invite codes, newest first, with who used each; `used` filters',
  input: z.strictObject({ ...pageRequest, used: z.boolean().optional() }),
  output: page(consoleInvite),
});
