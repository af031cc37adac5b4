import { type CallParsedInput, calls } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { claimInvitationToday, insertInvitation, refuseTakenUsername } from '../modules/accounts/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { hashRequest, idempotentTransaction, storedAnswer } from '../modules/wallet/service.ts';
import { recordEvent } from './record-event.ts';

type Answer = Awaited<ReturnType<typeof insertInvitation>>;

/**
 * A merchant invites a friend by username (/v1/user/invite/add, docs/product.md#invitations):
 * 439 while sign-up is closed; 417 for a username someone has, 405 for their own; then, in one
 * transaction under the Idempotency-Key, one of today's invitations claimed (454 past the
 * limit, held by a conditional write), the code bound to the username and valid the operator's
 * days, and its event. A repeat with the same key gets the same invitation and claims nothing.
 */
export async function inviteFriend(
  ctx: AppContext,
  request: {
    userId: number;
    input: CallParsedInput<typeof calls.inviteAdd>;
    idempotencyKey: string | undefined;
  },
): Promise<Answer> {
  const { db } = ctx.database;
  const { userId, input } = request;
  const claim = { userId, key: request.idempotencyKey, requestHash: hashRequest(calls.inviteAdd, input) };
  const earlier = await storedAnswer<Answer>(db, claim);
  if (earlier) return earlier.answer;
  if (!(await getSetting(db, 'registrationOpen'))) throw fail(ErrorCode.INVITE_REGISTRATION_CLOSED);
  await refuseTakenUsername(db, userId, input.username);
  return idempotentTransaction(ctx, claim, async (trx) => {
    const now = Date.now();
    await claimInvitationToday(trx, userId, now);
    const validDays = await getSetting(trx, 'inviteCodeValidDays');
    const invitation = await insertInvitation(trx, { userId, username: input.username, validDays, now });
    await recordEvent(
      trx,
      { type: 'invite.created', userId, data: { inviteId: invitation.id, username: invitation.username } },
      now,
    );
    return invitation;
  });
}
