import { fromCents, type Me } from '@shopkeeper/contract';
import { type Selectable, sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import {
  type Executor,
  escapeLike,
  forUpdate,
  inTransaction,
  isUniqueViolation,
  rowsChanged,
  type Trx,
} from '../../db/index.ts';
import type { UsersTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { beginLoginAttempt, loginFailed, loginSucceeded } from './login-limits.ts';
import { assertNotCommon, decoy, hashPassword, verifyPassword } from './passwords.ts';
import { accountDisabled, createSession, revokeUserSessions } from './sessions.ts';

export {
  claimInvitationToday,
  insertInvitation,
  invitationsLeftToday,
  listInvitations,
  refuseTakenUsername,
} from './invitations.ts';
/** For the console's use cases, which write the audit entry beside each of these. */
/** For the demo seed and the command line that makes an operator. */
export { consoleInvitesByIds, insertInviteCodes } from './invite-codes.ts';
export { createResetLink } from './password-reset.ts';
export { assertNotCommon, hashPassword } from './passwords.ts';
/** For other modules' money calls (a withdrawal): 445/446 before their transaction. */
export { payPasswordIsSet, verifyPayPassword } from './pay-password.ts';
export {
  liftAccountRestriction,
  RESTRICTION_AUDIT_ACTIONS,
  type RestrictionKind,
  restrictAccount,
} from './restrictions.ts';
/** For the route plugin: who a request's token signs in. */
export { authenticate, createSession, type SessionUser } from './sessions.ts';
/** For the sign-up use case, which makes the merchant's shop and wallet beside the user. */
export {
  prepareSignUp,
  retriedSignUp,
  type SignUpInput,
  spendInviteCode,
  takeInviteCode,
} from './sign-up.ts';
/** Kept for the order-intake keys, which now can take it from lib/token-hash.ts. */
export { hashToken, tokenFromHeader } from './tokens.ts';
export { consoleUserById } from './user-directory.ts';

export const usernameKey = (username: string) => username.trim().toLowerCase();

export interface NewUser {
  username: string;
  passwordHash: string;
  role: 'merchant' | 'operator';
  lang?: string | null;
  invitedBy?: number | null;
}

/**
 * Inserts a user; username taken → 417. A merchant's shop and wallet are opened beside it by
 * the use case that makes the merchant (use-cases/open-merchant.ts).
 */
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
  return id;
}

/** The user's columns a profile shows (profileOf): 12 of its 19, not the password hash. */
export const PROFILE_COLUMNS = [
  'users.id',
  'users.username',
  'users.role',
  'users.lang',
  'users.pay_password_hash',
  'users.disabled_reason',
  'users.disabled_at',
  'users.withdrawal_forbidden_reason',
  'users.withdrawal_forbidden_at',
  'users.wallet_frozen_reason',
  'users.wallet_frozen_at',
  'users.created_at',
] as const;
type ProfileColumn = (typeof PROFILE_COLUMNS)[number] extends `users.${infer C}` ? C : never;

/** The columns a profile is made of: the user's row, their shop's summary and available balance. */
export type ProfileRow = Pick<Selectable<UsersTable>, Exclude<ProfileColumn, 'id'>> & {
  id: number;
  shop_id: number | null;
  shop_slug: string | null;
  shop_name: string | null;
  shop_logo: string | null;
  shop_tier: NonNullable<Me['shop']>['tier'] | null;
  available_cents: number | null;
};

/**
 * The signed-in user's profile (GET /v1/me) from its row; the row is read in one query across
 * the accounts, shops and wallet modules by use-cases/read-profile.ts.
 */
export function profileOf(row: ProfileRow, config: AppContext['config'], registrationOpen: boolean): Me {
  const restriction = (reason: string | null, at: number | null) =>
    at === null ? null : { reason: reason ?? '', since: iso(at) };
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    lang: (row.lang as Me['lang']) ?? null,
    fileHost: config.fileHost,
    serviceLink: config.serviceLink,
    publicOrigin: config.publicOriginConfigured ? config.publicOrigin : null,
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
    currency: config.paymentCurrency,
    createdAt: iso(row.created_at),
  };
}

export interface ClientMeta {
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
export async function sessionIfUnchanged(
  ctx: AppContext,
  userId: number,
  checkedHash: string,
  meta: ClientMeta,
) {
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
  return { userId, session: made.created };
}

/** A session just made for a user: what sign-in and sign-up answer with, beside the profile. */
export interface NewSession {
  userId: number;
  session: { token: string; expiresAt: number };
}

/** Checks a password and makes a session (use-cases/sign-in.ts answers it with the profile). */
export async function openSessionWithPassword(
  ctx: AppContext,
  username: string,
  password: string,
  meta: ClientMeta,
): Promise<NewSession> {
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

/**
 * 450 with the operator's reason and since when, if the user's wallet is frozen: for other
 * modules' money calls (a top-up, later a withdrawal), which may not read the users table.
 */
export async function refuseIfWalletFrozen(db: Executor, userId: number): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select(['wallet_frozen_reason', 'wallet_frozen_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row && row.wallet_frozen_at !== null) {
    throw fail(ErrorCode.WALLET_FROZEN, {
      data: { reason: row.wallet_frozen_reason ?? '', since: new Date(row.wallet_frozen_at).toISOString() },
    });
  }
}

/**
 * 449 with the operator's reason and since when, if withdrawals are forbidden on the account:
 * for the withdrawals module, which may not read the users table.
 */
export async function refuseIfWithdrawalForbidden(db: Executor, userId: number): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select(['withdrawal_forbidden_reason', 'withdrawal_forbidden_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row && row.withdrawal_forbidden_at !== null) {
    throw fail(ErrorCode.WITHDRAWAL_FORBIDDEN, {
      data: {
        reason: row.withdrawal_forbidden_reason ?? '',
        since: new Date(row.withdrawal_forbidden_at).toISOString(),
      },
    });
  }
}

/** Usernames by user id, for other modules' console lists (one query per page). */
export async function usernamesByIds(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Another module's console rows, each shaped with its user's username (one query per page). */
export async function withUsernames<Row extends { user_id: number }, Item>(
  db: Executor,
  rows: readonly Row[],
  shape: (row: Row, username: string) => Item,
): Promise<Item[]> {
  const names = await usernamesByIds(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => shape(row, names.get(row.user_id) ?? ''));
}

/** 404 unless the account exists and is a merchant's: for the console's reads of a merchant's money. */
export async function requireMerchant(db: Executor, userId: number): Promise<void> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  if (row?.role !== 'merchant') throw fail(ErrorCode.NOT_FOUND);
}

/** Ids of the merchants whose username contains `text` (case-insensitive), for another module's search. */
export async function merchantIdsByUsername(db: Executor, text: string, limit = 200): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'merchant')
    .where(sql<boolean>`username_key like ${`%${escapeLike(usernameKey(text))}%`} escape '\\'`)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Operators who can sign in, by username: who a chat conversation can be assigned to. */
export async function activeOperators(db: Executor): Promise<{ id: number; username: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', '=', 'operator')
    .where('disabled_at', 'is', null)
    .orderBy('username')
    .execute();
}

/** Which of these sessions still sign someone in (not signed out, not expired): for long-lived streams. */
export async function liveSessionIds(
  db: Executor,
  ids: readonly number[],
  now = Date.now(),
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', unique)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  return new Set(rows.map((row) => row.id));
}
