import type { Selectable } from 'kysely';
import type { Executor, Trx } from '../../db/index.ts';
import type { ChatMessagesTable } from '../../db/schema.ts';

export type MessageRow = Selectable<ChatMessagesTable>;

/** The message a sender already stored under this clientId, if any (a retried send). */
export async function messageByClientId(
  db: Executor,
  conversationId: number,
  role: 'merchant' | 'operator',
  clientId: string,
): Promise<MessageRow | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('sender_role', '=', role)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function insertMessage(trx: Trx, message: Omit<MessageRow, 'id'>): Promise<MessageRow> {
  return trx.insertInto('chat_messages').values(message).returningAll().executeTakeFirstOrThrow();
}

export const DEFAULT_CHAT_PAGE = 50;

/**
 * A page of a conversation, in order: after `after` (catching up, oldest first) or the
 * latest before `before` (scrolling back). `more`: there are newer (after) or older messages
 * past the page.
 */
export async function messagePage(
  db: Executor,
  conversationId: number | undefined,
  range: { after?: number; before?: number; limit?: number },
): Promise<{ rows: MessageRow[]; more: boolean }> {
  if (conversationId === undefined) return { rows: [], more: false };
  const limit = range.limit ?? DEFAULT_CHAT_PAGE;
  const query = db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId);
  if (range.after !== undefined) {
    const rows = await query
      .where('seq', '>', range.after)
      .$if(range.before !== undefined, (q) => q.where('seq', '<', range.before!))
      .orderBy('seq')
      .limit(limit + 1)
      .execute();
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  }
  const rows = await query
    .$if(range.before !== undefined, (q) => q.where('seq', '<', range.before!))
    .orderBy('seq', 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).reverse(), more: rows.length > limit };
}

/** The last message of each conversation (the console list's preview). */
export async function lastMessages(
  db: Executor,
  conversations: readonly { id: number; last_seq: number }[],
): Promise<Map<number, MessageRow>> {
  const wanted = conversations.filter((c) => c.last_seq > 0);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where((eb) =>
      eb.or(wanted.map((c) => eb.and([eb('conversation_id', '=', c.id), eb('seq', '=', c.last_seq)]))),
    )
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, row]));
}

/** Whether a chat picture belongs to a message of this merchant's conversation. */
export async function imageInConversationOf(
  db: Executor,
  imagePath: string,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select('m.id')
    .where('m.image', '=', imagePath)
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
