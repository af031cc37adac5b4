import { randomInt } from 'node:crypto';
import type { calls } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/index.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';

type ConsoleInvite = z.infer<(typeof calls.consoleInviteList)['output']>['items'][number];

/** Letters and digits without look-alikes (0/O, 1/I/L): a code read aloud or off paper is typed right. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 8;

/** A fresh invite code: 8 characters, each drawn uniformly (randomInt has no modulo bias), ~39 bits. */
export function newInviteCode(): string {
  return Array.from({ length: INVITE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join(
    '',
  );
}

/**
 * `count` codes none of which is taken yet. At 31^8 codes a clash is a once-in-billions event;
 * it is still checked, since the unique index would otherwise turn it into a failed call.
 */
async function unusedCodes(db: Executor, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const fresh = Array.from({ length: count - codes.size }, newInviteCode).filter(
      (code) => !codes.has(code),
    );
    const taken = await db.selectFrom('invite_codes').select('code').where('code', 'in', fresh).execute();
    const takenSet = new Set(taken.map((row) => row.code));
    for (const code of fresh) if (!takenSet.has(code)) codes.add(code);
  }
  return [...codes];
}

/** Inserts invite codes made by `createdBy` (null: the system, e.g. the demo) and returns their rows. */
export async function insertInviteCodes(
  db: Executor,
  {
    count,
    createdBy,
    expiresAt,
    now = Date.now(),
  }: {
    count: number;
    createdBy: number | null;
    expiresAt: number | null;
    now?: number;
  },
) {
  const codes = await unusedCodes(db, count);
  return db
    .insertInto('invite_codes')
    .values(
      codes.map((code) => ({
        code,
        created_by: createdBy,
        invitee_username: null,
        created_at: now,
        expires_at: expiresAt,
        used_by: null,
        used_at: null,
      })),
    )
    .returning(['id', 'code'])
    .execute();
}

function inviteQuery(db: Executor) {
  return db
    .selectFrom('invite_codes as i')
    .leftJoin('users as creator', 'creator.id', 'i.created_by')
    .leftJoin('users as user', 'user.id', 'i.used_by')
    .select([
      'i.id',
      'i.code',
      'creator.username as created_by',
      'i.invitee_username',
      'i.created_at',
      'i.expires_at',
      'i.used_by',
      'user.username as used_by_username',
      'i.used_at',
    ]);
}
type InviteRow = Awaited<ReturnType<ReturnType<typeof inviteQuery>['executeTakeFirstOrThrow']>>;

const toConsoleInvite = (row: InviteRow): ConsoleInvite => ({
  id: row.id,
  code: row.code,
  createdBy: row.created_by,
  inviteeUsername: row.invitee_username,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  usedBy: row.used_by === null ? null : { id: row.used_by, username: row.used_by_username ?? '' },
  usedAt: iso(row.used_at),
});

/** Invite codes as the console shows them, by id (after an operator made them). */
export async function consoleInvitesByIds(db: Executor, ids: readonly number[]): Promise<ConsoleInvite[]> {
  if (ids.length === 0) return [];
  const items = await inviteQuery(db).where('i.id', 'in', ids).orderBy('i.id').execute();
  return items.map(toConsoleInvite);
}

/** Every invite code, newest first, keyset-paged by id, with who used each; `used` filters. */
export async function listInviteCodes(
  db: Executor,
  query: { cursor?: string; limit?: number; used?: boolean },
): Promise<{ items: ConsoleInvite[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = inviteQuery(db)
    .orderBy('i.id', 'desc')
    .limit(limit + 1);
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('i.id', '<', after);
  if (query.used !== undefined) q = q.where('i.used_by', query.used ? 'is not' : 'is', null);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { items: items.map(toConsoleInvite), nextCursor };
}
