import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/index.ts';
import { iso } from '../../lib/iso.ts';
import { hashToken } from '../../lib/token-hash.ts';

/** Long enough for a page to open EventSource after asking; short enough that a leaked URL is useless. */
export const STREAM_TICKET_MS = 60_000;

/**
 * A single-use ticket for the live stream (docs/decisions/030-live-stream-and-chat.md): it
 * travels in a URL (EventSource cannot send a header), so only its hash is stored, it lives
 * a minute and the stream deletes it when it takes it. In the database, so any server can
 * take a ticket another handed out. Expired tickets are deleted on the way.
 */
export async function issueStreamTicket(
  db: Executor,
  user: { id: number; role: 'merchant' | 'operator'; sessionId: number },
  now = Date.now(),
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = now + STREAM_TICKET_MS;
  await db.deleteFrom('stream_tickets').where('expires_at', '<=', now).execute();
  await db
    .insertInto('stream_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      user_id: user.id,
      role: user.role,
      session_id: user.sessionId,
      expires_at: expiresAt,
    })
    .execute();
  return { ticket, expiresAt: iso(expiresAt) };
}

/**
 * Takes a ticket: its user when it exists and has not expired, undefined otherwise. The
 * delete is the claim, so of two streams opened with one ticket exactly one gets it.
 */
export async function takeStreamTicket(
  db: Executor,
  ticket: string,
  now = Date.now(),
): Promise<{ id: number; role: 'merchant' | 'operator'; sessionId: number } | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(ticket)) return undefined;
  const row = await db
    .deleteFrom('stream_tickets')
    .where('ticket_hash', '=', hashToken(ticket))
    .returning(['user_id', 'role', 'session_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return undefined;
  return { id: row.user_id, role: row.role, sessionId: row.session_id };
}
