import { type calls, INVITATIONS_PER_DAY } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Executor, rowsChanged, type Trx } from '../../db/index.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { newInviteCode } from './invite-codes.ts';
import { usernameKey } from './service.ts';

/**
 * A merchant's invitations of friends (docs/product.md#invitations): an invite code bound to
 * the friend's username, a few a UTC day. The use case (use-cases/invite-friend.ts) owns the
 * transaction; these are the accounts module's reads and writes.
 */

type Invitation = z.infer<(typeof calls.inviteAdd)['output']>;

const DAY_MS = 86_400_000;
const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** 417 for a username someone already has (a member needs no invitation); 405 for yourself. */
export async function refuseTakenUsername(db: Executor, userId: number, username: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  if (user?.id === userId) throw invalidField('username', 'invalid');
  if (user) throw fail(ErrorCode.USERNAME_EXISTS);
}

/**
 * Claims one of today's invitations (454 past the limit). The day's row is made if missing,
 * then raised only while under the limit: a conditional write, so two requests (or two
 * servers) cannot both take the last one, as the showcase's daily deletions do.
 */
export async function claimInvitationToday(trx: Trx, userId: number, now: number): Promise<void> {
  const day = utcDay(now);
  await trx
    .insertInto('invite_days')
    .values({ user_id: userId, day, invited_count: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
  const claimed = await rowsChanged(
    trx
      .updateTable('invite_days')
      .set({ invited_count: sql`invited_count + 1` })
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('invited_count', '<', INVITATIONS_PER_DAY),
  );
  if (claimed === 0) throw fail(ErrorCode.FRIEND_SUPPORT_MAXIMUM, { data: { limit: INVITATIONS_PER_DAY } });
}

/** Invitations left to this merchant today. */
export async function invitationsLeftToday(db: Executor, userId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('invite_days')
    .select('invited_count')
    .where('user_id', '=', userId)
    .where('day', '=', utcDay(now))
    .executeTakeFirst();
  return Math.max(0, INVITATIONS_PER_DAY - (row?.invited_count ?? 0));
}

/** The invitation's code, bound to the friend's username and valid `validDays` from now. */
export async function insertInvitation(
  trx: Trx,
  input: { userId: number; username: string; validDays: number; now: number },
): Promise<Invitation> {
  // 31^8 codes: a clash is a once-in-billions event; the unique index would refuse it.
  const row = await trx
    .insertInto('invite_codes')
    .values({
      code: newInviteCode(),
      created_by: input.userId,
      invitee_username: input.username.trim(),
      created_at: input.now,
      expires_at: input.now + input.validDays * DAY_MS,
      used_by: null,
      used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toInvitation(row, input.now);
}

interface InvitationRow {
  id: number;
  code: string;
  invitee_username: string | null;
  created_at: number;
  expires_at: number | null;
  used_by: number | null;
  used_at: number | null;
}

function toInvitation(row: InvitationRow, now: number): Invitation {
  const joined = row.used_by !== null;
  const expired = !joined && row.expires_at !== null && row.expires_at <= now;
  return {
    id: row.id,
    friendId: row.used_by,
    username: row.invitee_username ?? '',
    code: row.code,
    state: joined ? 'joined' : expired ? 'expired' : 'waiting',
    used: joined,
    createdAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at ?? row.created_at)!,
    joinedAt: iso(row.used_at),
  };
}

/** This merchant's own invitations, newest first, keyset-paged by id. */
export async function listInvitations(
  db: Executor,
  userId: number,
  query: { cursor?: string; limit?: number },
  now: number,
): Promise<{ items: Invitation[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = db
    .selectFrom('invite_codes')
    .select(['id', 'code', 'invitee_username', 'created_at', 'expires_at', 'used_by', 'used_at'])
    .where('created_by', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('id', '<', after);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { items: items.map((row) => toInvitation(row, now)), nextCursor };
}
