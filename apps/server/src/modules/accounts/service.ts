import { fromCents, type Me } from '@shopkeeper/contract';
import type { AppContext } from '../../context.ts';
import {
  type Executor,
  forUpdate,
  inTransaction,
  isUniqueViolation,
  rowsChanged,
  type Trx,
} from '../../db/index.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { AppError, ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { getSetting } from '../settings/service.ts';
import { createShop, withShopSummary } from '../shops/service.ts';
import { openMerchantAccounts, withAvailableBalance } from '../wallet/service.ts';
import { beginLoginAttempt, loginFailed, loginSucceeded } from './login-limits.ts';
import { assertNotCommon, decoy, hashPassword, verifyPassword } from './passwords.ts';
import { accountDisabled, createSession, revokeUserSessions } from './sessions.ts';

export const usernameKey = (username: string) => username.trim().toLowerCase();
/** Invite codes are shown upper-case; people type them any way. */
export const normaliseInviteCode = (code: string) => code.trim().toUpperCase();

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

interface NewUser {
  username: string;
  passwordHash: string;
  role: 'merchant' | 'operator';
  lang?: string | null;
  invitedBy?: number | null;
}

/** Inserts a user; a merchant also gets a shop and a wallet. Username taken → 417. */
export async function insertUser(db: Trx, user: NewUser, now = Date.now()): Promise<number> {
  let id: number;
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: user.username.trim(),
        username_key: usernameKey(user.username),
        password_hash: user.passwordHash,
        role: user.role,
        lang: user.lang ?? null,
        pay_password_hash: null,
        invited_by: user.invitedBy ?? null,
        disabled_reason: null,
        disabled_at: null,
        withdrawal_forbidden_reason: null,
        withdrawal_forbidden_at: null,
        wallet_frozen_reason: null,
        wallet_frozen_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw fail(ErrorCode.USERNAME_EXISTS);
    throw error;
  }
  if (user.role === 'merchant') {
    await createShop(db, id, user.username.trim(), now);
    await openMerchantAccounts(db, id, now);
  }
  return id;
}

/**
 * The user, their shop and available balance in one query; every /v1/me runs it. The shop
 * and wallet modules own their joins (withShopSummary, withAvailableBalance).
 */
const profileRow = preparedQuery((db, userId: number) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .$call((query) => withShopSummary(query, 'users.id'))
    .$call((query) => withAvailableBalance(query, 'users.id'))
    .where('users.id', '=', userId),
);

/** The signed-in user's profile (GET /v1/me). */
export async function profile({ config, database }: AppContext, userId: number): Promise<Me> {
  const { db } = database;
  const [[row], registrationOpen] = await Promise.all([
    profileRow(db, userId),
    getSetting(db, 'registrationOpen'),
  ]);
  if (!row) throw new Error(`profile: no user ${userId}`);
  const restriction = (reason: string | null, at: number | null) =>
    at === null ? null : { reason: reason ?? '', since: iso(at)! };
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    lang: (row.lang as Me['lang']) ?? null,
    fileHost: config.fileHost,
    serviceLink: config.serviceLink,
    invite: row.role === 'merchant' && registrationOpen,
    payPasswordSet: row.pay_password_hash !== null,
    disabled: restriction(row.disabled_reason, row.disabled_at),
    withdrawalForbidden: restriction(row.withdrawal_forbidden_reason, row.withdrawal_forbidden_at),
    walletFrozen: restriction(row.wallet_frozen_reason, row.wallet_frozen_at),
    shop:
      row.shop_id === null
        ? null
        : {
            id: row.shop_id,
            slug: row.shop_slug!,
            name: row.shop_name!,
            logo: row.shop_logo,
            tier: row.shop_tier!,
          },
    balance: row.available_cents === null ? null : fromCents(row.available_cents),
    createdAt: iso(row.created_at)!,
  };
}

interface ClientMeta {
  address: string;
  userAgent?: string;
}

/**
 * A session for a user whose password was just checked against `checkedHash`, made only if
 * that is still their password and they are not disabled, in one transaction holding their
 * row. The check takes tens of milliseconds: a disable, reset or password change committed
 * meanwhile wins (this answers 411, or null for "the password is no longer right"), and one
 * starting meanwhile waits for this session and then revokes it with the others.
 */
async function sessionIfUnchanged(ctx: AppContext, userId: number, checkedHash: string, meta: ClientMeta) {
  const made = await inTransaction(ctx.database, async (trx) => {
    const user = await forUpdate(
      trx,
      trx
        .selectFrom('users')
        .select(['password_hash', 'disabled_at', 'disabled_reason'])
        .where('id', '=', userId),
    ).executeTakeFirst();
    if (!user || user.password_hash !== checkedHash) return null;
    if (user.disabled_at !== null) {
      return { disabled: { disabled_reason: user.disabled_reason, disabled_at: user.disabled_at } };
    }
    return { created: await createSession(trx, ctx.config, userId, meta) };
  });
  if (made?.disabled) throw accountDisabled(made.disabled);
  if (!made?.created) return null;
  return signedIn(ctx, userId, made.created);
}

/** What sign-in and sign-up answer: the new session's token and the user's profile. */
async function signedIn(ctx: AppContext, userId: number, session: { token: string; expiresAt: number }) {
  return { token: session.token, expiresAt: iso(session.expiresAt)!, user: await profile(ctx, userId) };
}

export async function signIn(ctx: AppContext, username: string, password: string, meta: ClientMeta) {
  const { db } = ctx.database;
  const key = usernameKey(username);
  const attempt = await beginLoginAttempt(db, ctx.config, key, meta.address);
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'disabled_at', 'disabled_reason'])
    .where('username_key', '=', key)
    .executeTakeFirst();
  const valid = await verifyPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !valid)
    throw fail(ErrorCode.WRONG_CREDENTIALS, { data: await loginFailed(db, ctx.config, attempt) });
  if (user.disabled_at !== null) {
    // The password was right: not a failure, even if the account is disabled.
    await loginSucceeded(db, ctx.config, attempt);
    throw accountDisabled(user);
  }
  const made = await sessionIfUnchanged(ctx, user.id, user.password_hash, meta);
  // The password was changed or reset while it was checked: it is a wrong password now.
  if (!made) throw fail(ErrorCode.WRONG_CREDENTIALS, { data: await loginFailed(db, ctx.config, attempt) });
  await loginSucceeded(db, ctx.config, attempt);
  return made;
}

interface SignUpInput {
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
    const id = await insertUser(
      trx,
      {
        username: input.username,
        passwordHash,
        role: 'merchant',
        lang: input.lang,
        invitedBy: invite.created_by,
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

/**
 * Changes the login password. Wrong current passwords count like failed sign-ins (a stolen
 * token must not allow unlimited guessing), then 440. The check and the write are one step:
 * the write happens only if the stored hash is still the one the current password was checked
 * against, so of parallel changes exactly one wins and the others get 421.
 */
export async function changePassword(
  ctx: AppContext,
  user: { id: number; sessionId: number; username: string },
  passwords: { oldPassword: string; newPassword: string },
  address: string,
) {
  const { db } = ctx.database;
  if (passwords.newPassword === passwords.oldPassword) throw invalidField('newPassword', 'unchanged');
  assertNotCommon(passwords.newPassword, 'newPassword');
  const attempt = await beginLoginAttempt(db, ctx.config, usernameKey(user.username), address);
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, passwords.oldPassword))) {
    throw fail(ErrorCode.OLD_PASSWORD_WRONG, { data: await loginFailed(db, ctx.config, attempt) });
  }
  await loginSucceeded(db, ctx.config, attempt);
  const passwordHash = await hashPassword(passwords.newPassword);
  await inTransaction(ctx.database, async (trx) => {
    const changed = await rowsChanged(
      trx
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', user.id)
        .where('password_hash', '=', row.password_hash),
    );
    // Another change won the race: the password checked is no longer the current one. It
    // was right, so no try was counted (the pair's failures were just cleared).
    if (changed !== 1)
      throw fail(ErrorCode.OLD_PASSWORD_WRONG, {
        data: { attemptsLeft: ctx.config.loginMaxFailuresPerUser },
      });
    // Whoever else knew the old password is signed out; this device stays signed in.
    await revokeUserSessions(trx, user.id, user.sessionId);
  });
}

/** Remembers the interface language; server messages follow it when a client sends none. */
export async function updateLanguage(db: Executor, userId: number, lang: string) {
  await db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
}
