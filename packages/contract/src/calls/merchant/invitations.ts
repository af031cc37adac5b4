import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id, timestamp, username } from '../common.ts';

/** Where an invitation stands: its code unused and valid, used by the friend, or past its days. */
export const INVITATION_STATES = ['waiting', 'joined', 'expired'] as const;

export const invitation = z.object({
  id,
  /** The friend's user id once they have signed up with the code. */
  friendId: id.nullable(),
  /** The friend's username the code is bound to: only they can sign up with it. */
  username: z.string(),
  code: z.string(),
  state: z.enum(INVITATION_STATES),
  /** Kept for older clients: the same as state = joined. */
  used: z.boolean(),
  createdAt: timestamp,
  expiresAt: timestamp,
  /** When the friend signed up with it. */
  joinedAt: timestamp.nullable(),
});

export const inviteList = defineCall({
  path: '/v1/user/invite/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Invitations this merchant has made, newest first, and how many are left today',
  input: z.strictObject({ ...pageRequest }),
  output: page(invitation).extend({
    remainingToday: z.number().int(),
    /** The rules the screen states: invitations a day and the days a code is valid. */
    perDay: z.number().int(),
    validDays: z.number().int(),
  }),
});

export const inviteAdd = defineCall({
  path: '/v1/user/invite/add',
  method: 'POST',
  auth: 'merchant',
  summary: 'Invite a friend by username: an invite code bound to it, valid 7 days, 2 a day (454)',
  input: z.strictObject({ username }),
  output: invitation,
  idempotent: true,
});
