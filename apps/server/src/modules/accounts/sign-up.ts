import type { AppContext } from '../../context.ts';
import { rowsChanged, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { beginInviteCodeTry, beginLoginAttempt, loginFailed, loginSucceeded } from './login-limits.ts';
import { assertNotCommon, hashPassword, verifyPassword } from './passwords.ts';
import { type ClientMeta, type NewSession, sessionIfUnchanged, usernameKey } from './service.ts';

/**
 * The accounts module's part of a sign-up with an invite code (use-cases/sign-up.ts composes
 * it with the shop and the wallet): a made-up code is refused before the slow password hash,
 * a lost answer sent again gets a session instead of 438, and the code is taken and spent in
 * the transaction that makes the merchant.
 */

/** Invite codes are shown upper-case; people type them any way. */
export const normaliseInviteCode = (code: string) => code.trim().toUpperCase();

export interface SignUpInput {
  inviteCode: string;
  username: string;
  password: string;
  lang?: string;
}

/** How long a sign-up can be sent again and answered with a session (a lost answer). */
const SIGN_UP_RETRY_MS = 10 * 60_000;

/**
 * The same sign-up sent again after its answer was lost (a dropped connection, a double tap):
 * the code is spent, but by this very request's user. If the code was used within the retry
 * window by the user with this username, and the password matches that user's hash, the
 * person gets a fresh session instead of 438. Counted like a sign-in, so a spent code is not a
 * way around the sign-in limits. Null when this is not such a retry.
 */
export async function retriedSignUp(
  ctx: AppContext,
  code: string,
  input: SignUpInput,
  meta: ClientMeta,
): Promise<NewSession | null> {
  const { db } = ctx.database;
  const row = await db
    .selectFrom('invite_codes')
    .innerJoin('users', 'users.id', 'invite_codes.used_by')
    .select([
      'users.id',
      'users.username_key',
      'users.password_hash',
      'users.disabled_at',
      'invite_codes.used_at',
    ])
    .where('invite_codes.code', '=', code)
    .executeTakeFirst();
  if (!row || row.used_at === null || row.used_at < Date.now() - SIGN_UP_RETRY_MS) return null;
  if (row.username_key !== usernameKey(input.username) || row.disabled_at !== null) return null;
  const attempt = await beginLoginAttempt(db, ctx.config, row.username_key, meta.address);
  const made =
    (await verifyPassword(row.password_hash, input.password)) &&
    (await sessionIfUnchanged(ctx, row.id, row.password_hash, meta));
  if (!made) {
    await loginFailed(db, ctx.config, attempt);
    return null;
  }
  await loginSucceeded(db, ctx.config, attempt);
  return made;
}

/**
 * The checks before a sign-up's transaction: a common password (405), a code nobody made,
 * a spent one (unless this is the same sign-up sent again: its session), an expired one
 * (438); then the password's hash, computed only for a code that may be taken.
 */
export async function prepareSignUp(
  ctx: AppContext,
  input: SignUpInput,
  meta: ClientMeta,
): Promise<{ retried: NewSession } | { code: string; passwordHash: string }> {
  assertNotCommon(input.password);
  const code = normaliseInviteCode(input.inviteCode);
  // Made-up codes are refused before the (deliberately slow) password hash is computed; the
  // transaction checks the code again (takeInviteCode), since it may be used meanwhile.
  const judge = await beginInviteCodeTry(ctx.database.db, ctx.config, meta.address);
  const known = await ctx.database.db
    .selectFrom('invite_codes')
    .select(['id', 'used_by', 'expires_at'])
    .where('code', '=', code)
    .executeTakeFirst();
  await judge(!known);
  if (!known) throw fail(ErrorCode.INVITE_CODE_INVALID);
  if (known.used_by !== null) {
    const retried = await retriedSignUp(ctx, code, input, meta);
    if (!retried) throw fail(ErrorCode.INVITE_CODE_INVALID, USED);
    return { retried };
  }
  if (known.expires_at !== null && known.expires_at <= Date.now()) {
    throw fail(ErrorCode.INVITE_CODE_INVALID, EXPIRED);
  }
  return { code, passwordHash: await hashPassword(input.password) };
}

/**
 * A code that was used or has expired is refused saying so (438 with `data.reason`), so the
 * person asks for a new one rather than retyping it. Only someone holding the code learns it.
 */
const USED = { data: { reason: 'used' } };
const EXPIRED = { data: { reason: 'expired' } };

/**
 * The invite code a sign-up is taking, checked again in its transaction: unknown, spent,
 * expired or made for another username → 438. Returns who invited the new merchant: a
 * merchant's invitation makes them the inviter; a platform code an operator made does not.
 */
export async function takeInviteCode(
  trx: Trx,
  code: string,
  username: string,
  now: number,
): Promise<{ inviteId: number; invitedBy: number | null }> {
  const invite = await trx.selectFrom('invite_codes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!invite) throw fail(ErrorCode.INVITE_CODE_INVALID);
  if (invite.used_by !== null) throw fail(ErrorCode.INVITE_CODE_INVALID, USED);
  const expired = invite.expires_at !== null && invite.expires_at <= now;
  // An invitation made for a friend's username is for that username only.
  const forSomeoneElse =
    invite.invitee_username !== null && usernameKey(invite.invitee_username) !== usernameKey(username);
  if (expired || forSomeoneElse) throw fail(ErrorCode.INVITE_CODE_INVALID);
  const creator =
    invite.created_by === null
      ? undefined
      : await trx.selectFrom('users').select('role').where('id', '=', invite.created_by).executeTakeFirst();
  return { inviteId: invite.id, invitedBy: creator?.role === 'merchant' ? invite.created_by : null };
}

/** Spends the code on the new user; a twin sign-up that spent it first → 438 (used). */
export async function spendInviteCode(
  trx: Trx,
  inviteId: number,
  userId: number,
  now: number,
): Promise<void> {
  const claimed = await rowsChanged(
    trx
      .updateTable('invite_codes')
      .set({ used_by: userId, used_at: now })
      .where('id', '=', inviteId)
      .where('used_by', 'is', null),
  );
  if (claimed !== 1) throw fail(ErrorCode.INVITE_CODE_INVALID, USED);
}
