import { fromCents, type Me } from '@shopkeeper/contract';
import type { AppContext } from '../../context.ts';
import { inTransaction, isUniqueViolation, type Trx } from '../../db/index.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { getSetting } from '../settings/service.ts';
import { createShop } from '../shops/service.ts';
import { openMerchantAccounts } from '../wallet/service.ts';
import { beginLoginAttempt, loginSucceeded } from './login-limits.ts';
import { assertNotCommon, decoy, hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeUserSessions } from './sessions.ts';

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

/** The user, their shop and available balance in one query; every /v1/me runs it. */
const profileRow = preparedQuery((db, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('shops', 'shops.user_id', 'users.id')
    .leftJoin('ledger_accounts as available', (join) =>
      join.onRef('available.user_id', '=', 'users.id').on('available.kind', '=', 'available'),
    )
    .selectAll('users')
    .select([
      'shops.id as shop_id',
      'shops.slug as shop_slug',
      'shops.name as shop_name',
      'shops.logo as shop_logo',
      'shops.tier as shop_tier',
      'available.balance_cents as available_cents',
    ])
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

async function session(ctx: AppContext, userId: number, meta: ClientMeta) {
  const { token, expiresAt } = await createSession(ctx.database.db, ctx.config, userId, meta);
  return { token, expiresAt: iso(expiresAt)!, user: await profile(ctx, userId) };
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
  if (!user || !valid) throw fail(ErrorCode.WRONG_CREDENTIALS);
  if (user.disabled_at !== null) {
    throw fail(ErrorCode.ACCOUNT_DISABLED, {
      data: { reason: user.disabled_reason, since: iso(user.disabled_at) },
    });
  }
  await loginSucceeded(db, ctx.config, attempt);
  return session(ctx, user.id, meta);
}

/**
 * A code that was used or has expired is refused saying so (438 with `data.reason`), so the
 * person knows to ask for a new one rather than retype it. Only someone holding the code
 * learns this.
 */
function refuseSpentCode(invite: { used_by: number | null; expires_at: number | null }, now: number) {
  if (invite.used_by !== null) throw fail(ErrorCode.INVITE_CODE_INVALID, { data: { reason: 'used' } });
  if (invite.expires_at !== null && invite.expires_at <= now)
    throw fail(ErrorCode.INVITE_CODE_INVALID, { data: { reason: 'expired' } });
}

export async function signUp(
  ctx: AppContext,
  input: { inviteCode: string; username: string; password: string; lang?: string },
  meta: ClientMeta,
) {
  const { database } = ctx;
  if (!(await getSetting(database.db, 'registrationOpen'))) throw fail(ErrorCode.INVITE_REGISTRATION_CLOSED);
  assertNotCommon(input.password);
  const code = normaliseInviteCode(input.inviteCode);
  // Made-up codes are refused before the (deliberately slow) password hash is computed; the
  // transaction below checks the code again, since it may be used meanwhile.
  const known = await database.db
    .selectFrom('invite_codes')
    .select(['used_by', 'expires_at'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!known) throw fail(ErrorCode.INVITE_CODE_INVALID);
  refuseSpentCode(known, Date.now());
  const passwordHash = await hashPassword(input.password);
  const userId = await inTransaction(database, async (trx) => {
    const now = Date.now();
    const invite = await trx
      .selectFrom('invite_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!invite) throw fail(ErrorCode.INVITE_CODE_INVALID);
    refuseSpentCode(invite, now);
    // An invitation made for a friend's username is for that username only.
    if (
      invite.invitee_username !== null &&
      usernameKey(invite.invitee_username) !== usernameKey(input.username)
    ) {
      throw fail(ErrorCode.INVITE_CODE_INVALID);
    }
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
    const claimed = await trx
      .updateTable('invite_codes')
      .set({ used_by: id, used_at: now })
      .where('id', '=', invite.id)
      .where('used_by', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw fail(ErrorCode.INVITE_CODE_INVALID, { data: { reason: 'used' } });
    return id;
  });
  return session(ctx, userId, meta);
}

/**
 * Changes the login password. Wrong current passwords count like failed sign-ins (a stolen
 * token must not allow unlimited guessing), then 440.
 */
export async function changePassword(
  ctx: AppContext,
  user: { id: number; sessionId: number; username: string },
  passwords: { oldPassword: string; newPassword: string },
  address: string,
) {
  const { db } = ctx.database;
  const attempt = await beginLoginAttempt(db, ctx.config, usernameKey(user.username), address);
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, passwords.oldPassword)))
    throw fail(ErrorCode.OLD_PASSWORD_WRONG);
  await loginSucceeded(db, ctx.config, attempt);
  assertNotCommon(passwords.newPassword, 'newPassword');
  const passwordHash = await hashPassword(passwords.newPassword);
  await inTransaction(ctx.database, async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    // Whoever else knew the old password is signed out; this device stays signed in.
    await revokeUserSessions(trx, user.id, user.sessionId);
  });
}
