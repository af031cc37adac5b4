import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { AppError, ErrorCode, fail } from '../lib/app-error.ts';
import {
  type ClientMeta,
  createSession,
  type NewSession,
  prepareSignUp,
  retriedSignUp,
  type SignUpInput,
  spendInviteCode,
  takeInviteCode,
} from '../modules/accounts/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { openMerchant } from './open-merchant.ts';
import { answerWithSession } from './read-profile.ts';
import { recordEvent } from './record-event.ts';

/**
 * Sign-up with an invite code (/v1/invite/code): 439 while registration is closed; the
 * accounts module's checks (prepareSignUp); then the merchant, their shop and wallet, the
 * spent code and their first session in one transaction, so nobody can disable or reset an
 * account before it exists.
 */
export async function signUp(ctx: AppContext, input: SignUpInput, meta: ClientMeta) {
  if (!(await getSetting(ctx.database.db, 'registrationOpen')))
    throw fail(ErrorCode.INVITE_REGISTRATION_CLOSED);
  const prepared = await prepareSignUp(ctx, input, meta);
  if ('retried' in prepared) return answerWithSession(ctx, prepared.retried);
  const { code, passwordHash } = prepared;
  let created: NewSession;
  try {
    created = await inTransaction(ctx.database, async (trx) => {
      const now = Date.now();
      const invite = await takeInviteCode(trx, code, input.username, now);
      const userId = await openMerchant(
        trx,
        { username: input.username, passwordHash, lang: input.lang, invitedBy: invite.invitedBy },
        now,
      );
      await spendInviteCode(trx, invite.inviteId, userId, now);
      // The inviting merchant hears of it (docs/product.md#invitations); platform codes have none.
      if (invite.invitedBy !== null) {
        await recordEvent(
          trx,
          {
            type: 'invite.joined',
            userId: invite.invitedBy,
            data: { inviteId: invite.inviteId, friendId: userId },
          },
          now,
        );
      }
      return { userId, session: await createSession(trx, ctx.config, userId, meta, now) };
    });
  } catch (error) {
    // Two identical sign-ups at once (a double tap): the one that lost the race finds the code
    // spent (438) or the username taken (417) by its twin, and is answered like a retry.
    if (
      error instanceof AppError &&
      (error.code === ErrorCode.INVITE_CODE_INVALID || error.code === ErrorCode.USERNAME_EXISTS)
    ) {
      const retried = await retriedSignUp(ctx, code, input, meta);
      if (retried) return answerWithSession(ctx, retried);
    }
    throw error;
  }
  return answerWithSession(ctx, created);
}
