import type { ConsoleUser, schemas } from '@shopkeeper/contract';
import { ErrorCode } from '@shopkeeper/contract';
import { type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import { type Executor, escapeLike } from '../../db/index.ts';
import type { UsersTable } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';

/** The console's view of accounts: lists, one account with its history. Reads only. */

const USER_COLUMNS = [
  'id',
  'username',
  'role',
  'created_at',
  'disabled_reason',
  'disabled_at',
  'disabled_by',
  'withdrawal_forbidden_reason',
  'withdrawal_forbidden_at',
  'withdrawal_forbidden_by',
  'wallet_frozen_reason',
  'wallet_frozen_at',
  'wallet_frozen_by',
  'invited_by',
] as const;

/** A users row as the console reads it: the columns above. */
type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>;

/** Usernames by id, for "by whom" and the inviter (one query for a whole page). */
async function usernamesOf(db: Executor, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

function toConsoleUser(row: UserRow, names: Map<number, string>): ConsoleUser {
  const record = (reason: string | null, at: number | null, by: number | null) =>
    at === null
      ? null
      : { reason: reason ?? '', since: iso(at), by: by === null ? null : (names.get(by) ?? null) };
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    createdAt: iso(row.created_at),
    disabled: record(row.disabled_reason, row.disabled_at, row.disabled_by),
    withdrawalForbidden: record(
      row.withdrawal_forbidden_reason,
      row.withdrawal_forbidden_at,
      row.withdrawal_forbidden_by,
    ),
    walletFrozen: record(row.wallet_frozen_reason, row.wallet_frozen_at, row.wallet_frozen_by),
    invitedBy:
      row.invited_by === null ? null : { id: row.invited_by, username: names.get(row.invited_by) ?? '' },
  };
}

async function withNames(db: Executor, rows: UserRow[]) {
  const names = await usernamesOf(
    db,
    rows.flatMap((r) => [r.disabled_by, r.withdrawal_forbidden_by, r.wallet_frozen_by, r.invited_by]),
  );
  return rows.map((r) => toConsoleUser(r, names));
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeContains = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/** Users newest first, keyset-paged by id; `search` matches part of the username in any case. */
export async function listUsers(
  db: Executor,
  query: { cursor?: string; limit?: number; search?: string; role?: 'merchant' | 'operator' },
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('id', '<', after);
  if (query.search) q = q.where(sql<boolean>`username_key like ${likeContains(query.search)} escape '\\'`);
  if (query.role) q = q.where('role', '=', query.role);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { items: await withNames(db, items), nextCursor };
}

export async function consoleUserById(db: Executor, userId: number): Promise<ConsoleUser> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  const [user] = await withNames(db, [row]);
  return user!;
}

const EVENTS_SHOWN = 50;

/** One account with its live sessions, a pending reset link and its history, newest first. */
export async function userDetail(
  db: Executor,
  userId: number,
  now = Date.now(),
): Promise<z.infer<typeof schemas.consoleUserDetail>> {
  const user = await consoleUserById(db, userId);
  const [sessions, reset, events] = await Promise.all([
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('password_resets')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .where('spent_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('account_events')
      .leftJoin('users as actor', 'actor.id', 'account_events.actor_id')
      .select([
        'account_events.kind',
        'account_events.reason',
        'account_events.at',
        'actor.username as actor',
      ])
      .where('account_events.user_id', '=', userId)
      .orderBy('account_events.at', 'desc')
      .orderBy('account_events.id', 'desc')
      .limit(EVENTS_SHOWN)
      .execute(),
  ]);
  return {
    ...user,
    activeSessions: Number(sessions.n),
    resetLink: reset ? { createdAt: iso(reset.created_at), expiresAt: iso(reset.expires_at) } : null,
    events: events.map((e) => ({ kind: e.kind, reason: e.reason, by: e.actor ?? null, at: iso(e.at) })),
  };
}
