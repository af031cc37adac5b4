import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { ConversationRow } from './conversations.ts';

export interface ConversationCursor {
  /** Waiting (w) conversations come first, oldest wait first; then the rest (r), latest first. */
  part: 'w' | 'r';
  at: number;
  id: number;
}

export const encodeCursor = (cursor: ConversationCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(text: string): ConversationCursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString()) as ConversationCursor;
    if (
      (value.part === 'w' || value.part === 'r') &&
      Number.isSafeInteger(value.at) &&
      Number.isSafeInteger(value.id)
    )
      return value;
  } catch {}
  return undefined;
}

/**
 * The console's queue: conversations someone waits in, the oldest wait first, then the others
 * by their last message, newest first. Keyset-paged over the two parts (docs/protocol.md#pagination).
 */
export async function conversationQueue(
  db: Executor,
  filter: { state: 'open' | 'closed' | 'all'; assignee?: number; cursor?: ConversationCursor; limit: number },
): Promise<{ rows: ConversationRow[]; next: ConversationCursor | null }> {
  const base = () => {
    let query = db.selectFrom('conversations').selectAll();
    if (filter.state !== 'all') query = query.where('state', '=', filter.state);
    if (filter.assignee !== undefined) query = query.where('assignee_id', '=', filter.assignee);
    return query;
  };
  const rows: ConversationRow[] = [];
  const cursor = filter.cursor;
  if (!cursor || cursor.part === 'w') {
    let waiting = base().where('waiting_since', 'is not', null);
    if (cursor)
      waiting = waiting.where((eb) =>
        eb.or([
          eb('waiting_since', '>', cursor.at),
          eb.and([eb('waiting_since', '=', cursor.at), eb('id', '>', cursor.id)]),
        ]),
      );
    rows.push(
      ...(await waiting
        .orderBy('waiting_since')
        .orderBy('id')
        .limit(filter.limit + 1)
        .execute()),
    );
  }
  if (rows.length <= filter.limit) {
    let rest = base().where('waiting_since', 'is', null);
    if (cursor?.part === 'r')
      rest = rest.where((eb) =>
        eb.or([
          eb(eb.fn.coalesce('last_message_at', sql.lit(0)), '<', cursor.at),
          eb.and([
            eb(eb.fn.coalesce('last_message_at', sql.lit(0)), '=', cursor.at),
            eb('id', '<', cursor.id),
          ]),
        ]),
      );
    rows.push(
      ...(await rest
        .orderBy(sql`coalesce(last_message_at, 0)`, 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit + 1 - rows.length)
        .execute()),
    );
  }
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const next =
    rows.length > filter.limit && last
      ? last.waiting_since !== null
        ? { part: 'w' as const, at: last.waiting_since, id: last.id }
        : { part: 'r' as const, at: last.last_message_at ?? 0, id: last.id }
      : null;
  return { rows: page, next };
}
