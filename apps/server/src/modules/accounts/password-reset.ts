import { ErrorCode, RESET_PASSWORD_PATH } from '@shopkeeper/contract';
import type { AppContext } from '../../context.ts';
import { inTransaction, rowsChanged, type Trx } from '../../db/index.ts';
import { fail } from '../../lib/app-error.ts';
import { forgetLoginFailures } from './login-limits.ts';
import { assertNotCommon, hashPassword } from './passwords.ts';
import { operatorTarget, recordAccountEvent } from './restrictions.ts';
import { revokeUserSessions } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * "Forgot password": an operator makes a one-time link and hands it to the merchant. The
 * token has 256 random bits and only its SHA-256 is stored; it is valid for a day, used once,
 * and a newer link voids the older ones. Using it sets the password and signs out everywhere.
 */
export const RESET_LINK_HOURS = 24;

/**
 * A new reset link for a merchant, in the caller's transaction: the older ones voided, the
 * link's hash stored, a line in the account's history. Returns the link (shown once: only its
 * hash is kept) and its expiry.
 */
export async function createResetLink(trx: Trx, operatorId: number, userId: number, now: number) {
  const token = newToken();
  const expiresAt = now + RESET_LINK_HOURS * 3_600_000;
  await operatorTarget(trx, userId, operatorId, true);
  await trx
    .updateTable('password_resets')
    .set({ spent_at: now })
    .where('user_id', '=', userId)
    .where('spent_at', 'is', null)
    .execute();
  await trx
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_by: operatorId,
      created_at: now,
      expires_at: expiresAt,
      spent_at: null,
    })
    .execute();
  await recordAccountEvent(trx, { userId, kind: 'resetLinkCreated', actorId: operatorId }, now);
  return {
    path: `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** Unknown, used, voided or expired link → 414 (invalid verification code), changing nothing. */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  assertNotCommon(newPassword, 'newPassword');
  const tokenHash = hashToken(token);
  const link = await ctx.database.db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'spent_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  const now = Date.now();
  if (!link || link.spent_at !== null || link.expires_at <= now)
    throw fail(ErrorCode.INVALID_VERIFICATION_CODE);
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(ctx.database, async (trx) => {
    // Spend it first and only if still unspent: of two uses at once, one wins.
    const spent = await rowsChanged(
      trx
        .updateTable('password_resets')
        .set({ spent_at: now })
        .where('id', '=', link.id)
        .where('spent_at', 'is', null)
        .where('expires_at', '>', now),
    );
    if (spent !== 1) throw fail(ErrorCode.INVALID_VERIFICATION_CODE);
    // Any other link still open for this account is spent with it: one reset per link handed out.
    await trx
      .updateTable('password_resets')
      .set({ spent_at: now })
      .where('user_id', '=', link.user_id)
      .where('spent_at', 'is', null)
      .execute();
    const { username_key } = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', link.user_id)
      .returning('username_key')
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, link.user_id, undefined, now);
    await forgetLoginFailures(trx, username_key);
    await recordAccountEvent(trx, { userId: link.user_id, kind: 'passwordReset', actorId: null }, now);
  });
}
