import type { AppContext } from '../../context.ts';
import { inTransaction, rowsChanged } from '../../db/index.ts';
import { AppError, ErrorCode, fail } from '../../lib/app-error.ts';
import { getSetting } from '../settings/service.ts';
import { beginLoginAttempt, loginFailed, loginSucceeded } from './login-limits.ts';
import { assertNotCommon, hashPassword, verifyPassword } from './passwords.ts';
import { type ClientMeta, insertUser, sessionIfUnchanged, signedIn, usernameKey } from './service.ts';
import { createSession } from './sessions.ts';

/**
 * Sign-up with an invite code: a made-up code is refused before the slow password hash, a
 * lost answer sent again gets a session instead of 438, and the user, their shop, wallet,
 * spent code and first session are written in one transaction.
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
async function retriedSignUp(ctx: AppContext, code: string, input: SignUpInput, meta: ClientMeta) {
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

export async function signUp(ctx: AppContext, input: SignUpInput, meta: ClientMeta) {
  const { database } = ctx;
  if (!(await getSetting(database.db, 'registrationOpen'))) throw fail(ErrorCode.INVITE_REGISTRATION_CLOSED);
  assertNotCommon(input.password);
  const code = normaliseInviteCode(input.inviteCode);
  // Made-up codes are refused before the (deliberately slow) password hash is computed; the
  // transaction below checks the code again, since it may be used meanwhile.
  const known = await database.db
    .selectFrom('invite_codes')
    .select(['id', 'used_by', 'expires_at'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!known) throw fail(ErrorCode.INVITE_CODE_INVALID);
  if (known.used_by !== null) {
    const retried = await retriedSignUp(ctx, code, input, meta);
    if (!retried) throw fail(ErrorCode.INVITE_CODE_INVALID, USED);
    return retried;
  }
  if (known.expires_at !== null && known.expires_at <= Date.now()) {
    throw fail(ErrorCode.INVITE_CODE_INVALID, EXPIRED);
  }
  const passwordHash = await hashPassword(input.password);
  let created: Awaited<ReturnType<typeof createInvitedUser>>;
  try {
    created = await createInvitedUser(ctx, code, input, passwordHash, meta);
  } catch (error) {
    // Two identical sign-ups at once (a double tap): the one that lost the race finds the code
    // spent (438) or the username taken (417) by its twin, and is answered like a retry.
    if (
      error instanceof AppError &&
      (error.code === ErrorCode.INVITE_CODE_INVALID || error.code === ErrorCode.USERNAME_EXISTS)
    ) {
      const retried = await retriedSignUp(ctx, code, input, meta);
      if (retried) return retried;
    }
    throw error;
  }
  return signedIn(ctx, created.userId, created.session);
}

/**
 * A code that was used or has expired is refused saying so (438 with `data.reason`), so the
 * person asks for a new one rather than retyping it. Only someone holding the code learns it.
 */
const USED = { data: { reason: 'used' } };
const EXPIRED = { data: { reason: 'expired' } };

/**
 * The user, their shop and wallet, the spent code and their first session, in one
 * transaction: nobody can disable or reset an account before it exists.
 */
async function createInvitedUser(
  ctx: AppContext,
  code: string,
  input: SignUpInput,
  passwordHash: string,
  meta: ClientMeta,
) {
  return inTransaction(ctx.database, async (trx) => {
    const now = Date.now();
    const invite = await trx
      .selectFrom('invite_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!invite) throw fail(ErrorCode.INVITE_CODE_INVALID);
    if (invite.used_by !== null) throw fail(ErrorCode.INVITE_CODE_INVALID, USED);
    const expired = invite.expires_at !== null && invite.expires_at <= now;
    // An invitation made for a friend's username is for that username only.
    const forSomeoneElse =
      invite.invitee_username !== null &&
      usernameKey(invite.invitee_username) !== usernameKey(input.username);
    if (expired || forSomeoneElse) throw fail(ErrorCode.INVITE_CODE_INVALID);
    // A merchant's invitation makes them the new merchant's inviter; a platform code an
    // operator made (console invite codes) does not.
    const creator =
      invite.created_by === null
        ? undefined
        : await trx.selectFrom('users').select('role').where('id', '=', invite.created_by).executeTakeFirst();
    const id = await insertUser(
      trx,
      {
        username: input.username,
        passwordHash,
        role: 'merchant',
        lang: input.lang,
        invitedBy: creator?.role === 'merchant' ? invite.created_by : null,
      },
      now,
    );
    const claimed = await rowsChanged(
      trx
        .updateTable('invite_codes')
        .set({ used_by: id, used_at: now })
        .where('id', '=', invite.id)
        .where('used_by', 'is', null),
    );
    if (claimed !== 1) throw fail(ErrorCode.INVITE_CODE_INVALID, USED);
    return { userId: id, session: await createSession(trx, ctx.config, id, meta, now) };
  });
}
