import type { Config } from '../../config.ts';
import type { Db, Executor, Trx } from '../../db/index.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { UsersTable } from '../../db/schema.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { hashToken, newToken } from './tokens.ts';

const DAY = 86_400_000;
/** A session's expiry slides forward at most once a minute, so reads do not become writes. */
const SLIDE_EVERY_MS = 60_000;

export type SessionUser = Pick<
  UsersTable,
  'username' | 'role' | 'lang' | 'disabled_reason' | 'disabled_at'
> & { id: number; sessionId: number };

/** A session's address as stored (its column holds 64 characters); compare with this too. */
export const storedAddress = (address: string) => address.slice(0, 64);

/**
 * A session is a credential: it is made in the transaction that checked the password and
 * holds the user's row (service.ts), or that creates the user (sign-up.ts), so a disable or
 * reset cannot slip between.
 */
export async function createSession(
  trx: Trx,
  config: Config,
  userId: number,
  meta: { address?: string; userAgent?: string },
  now = Date.now(),
) {
  const token = newToken();
  const expiresAt = Math.min(now + config.sessionIdleDays * DAY, now + config.sessionMaxDays * DAY);
  await trx
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      address: meta.address === undefined ? null : storedAddress(meta.address),
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** Every authenticated call runs this, so it is compiled once (db/prepared.ts). */
const sessionByTokenHash = preparedQuery((db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.created_at as createdAt',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'sessions.revoked_at as revokedAt',
      'users.id as id',
      'users.username as username',
      'users.role as role',
      'users.lang as lang',
      'users.disabled_reason as disabled_reason',
      'users.disabled_at as disabled_at',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

/** 411 with the operator's reason and since when: the same wherever a disabled account is met. */
export const accountDisabled = (user: { disabled_reason: string | null; disabled_at: number | null }) =>
  fail(ErrorCode.ACCOUNT_DISABLED, {
    data: {
      reason: user.disabled_reason,
      since: user.disabled_at === null ? null : new Date(user.disabled_at).toISOString(),
    },
  });

/**
 * The user behind a token. Unknown or revoked → 401, expired → 408, disabled user → 411.
 * Slides the idle expiry forward, never past the session's maximum age.
 */
export async function authenticate(db: Db, config: Config, token: string, now = Date.now()) {
  const [row] = await sessionByTokenHash(db, hashToken(token));
  if (!row || row.revokedAt !== null) throw fail(ErrorCode.ILLEGAL_REQUEST);
  if (row.expiresAt <= now) throw fail(ErrorCode.TOKEN_EXPIRED);
  if (row.disabled_at !== null) throw accountDisabled(row);
  if (now - row.lastSeenAt >= SLIDE_EVERY_MS) {
    const expiresAt = Math.min(
      now + config.sessionIdleDays * DAY,
      row.createdAt + config.sessionMaxDays * DAY,
    );
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expiresAt })
      .where('id', '=', row.sessionId)
      .execute();
  }
  const user: SessionUser = {
    id: row.id,
    sessionId: row.sessionId,
    username: row.username,
    role: row.role,
    lang: row.lang,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at,
  };
  return user;
}

export async function revokeSession(db: Executor, sessionId: number, now = Date.now()) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Signs a user out everywhere (on disable, reset, password change), optionally keeping one
 * session: always beside the change that makes the old sessions wrong, in its transaction.
 */
export async function revokeUserSessions(
  trx: Trx,
  userId: number,
  exceptSessionId?: number,
  now = Date.now(),
) {
  let query = trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
