import { type CallParsedInput, type calls, INVITATIONS_PER_DAY } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { invitationsLeftToday, listInvitations } from '../modules/accounts/service.ts';
import { getSetting } from '../modules/settings/service.ts';

/**
 * A merchant's own invitations (/v1/user/invite/list), newest first, each with its state, and
 * the rules the screen states: how many are left today, a day's limit and the days a code lasts.
 */
export async function readInvitations(
  ctx: AppContext,
  userId: number,
  input: CallParsedInput<typeof calls.inviteList>,
  now = Date.now(),
) {
  const { db } = ctx.database;
  const [page, remainingToday, validDays] = await Promise.all([
    listInvitations(db, userId, input, now),
    invitationsLeftToday(db, userId, now),
    getSetting(db, 'inviteCodeValidDays'),
  ]);
  return { ...page, remainingToday, perDay: INVITATIONS_PER_DAY, validDays };
}
