import type { Selectable } from 'kysely';
import { type Executor, forUpdate, rowsChanged, type Trx } from '../../db/index.ts';
import type { ConversationsTable } from '../../db/schema.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';

export type ConversationRow = Selectable<ConversationsTable>;

/** A merchant's conversation, if they have written or been written to. */
export async function conversationOfUser(db: Executor, userId: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A conversation by id for the console; 404 when there is none. */
export async function conversationById(db: Executor, id: number): Promise<ConversationRow> {
  const row = await db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return row;
}

/**
 * The merchant's conversation, made on their first message, locked until the transaction
 * ends: sends to one conversation follow one another, so each takes the next seq and a
 * twin send finds the first one's message. Two first messages at once: the second insert
 * waits for the first and then does nothing.
 */
export async function lockConversationOfUser(
  trx: Trx,
  userId: number,
  now: number,
): Promise<ConversationRow> {
  const locked = () =>
    forUpdate(
      trx,
      trx.selectFrom('conversations').selectAll().where('user_id', '=', userId),
    ).executeTakeFirst();
  // Looked for first: an insert that meets the unique user_id still spends an id on PostgreSQL.
  const existing = await locked();
  if (existing) return existing;
  await trx
    .insertInto('conversations')
    .values({
      user_id: userId,
      state: 'open',
      assignee_id: null,
      last_seq: 0,
      merchant_read_seq: 0,
      operator_read_seq: 0,
      waiting_since: null,
      last_message_at: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const made = await locked();
  if (!made) throw new Error(`conversation of user ${userId} neither found nor made`);
  return made;
}

/** A conversation by id, locked until the transaction ends; 404 when there is none. */
export async function lockConversation(trx: Trx, id: number): Promise<ConversationRow> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('conversations').selectAll().where('id', '=', id),
  ).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return row;
}

/**
 * Takes the next seq for a message from `from`, as a conditional update from the seq read
 * under the lock (so a writer that did not lock cannot make two messages share a place). A
 * merchant's message opens a closed conversation and starts the wait if none runs; an
 * operator's ends the wait and, when nobody has it, assigns the conversation to them.
 */
export async function advanceConversation(
  trx: Trx,
  conversation: ConversationRow,
  from: { role: 'merchant' | 'operator'; id: number },
  now: number,
): Promise<number> {
  const seq = conversation.last_seq + 1;
  const changed = await rowsChanged(
    trx
      .updateTable('conversations')
      .set(
        from.role === 'merchant'
          ? {
              last_seq: seq,
              last_message_at: now,
              state: 'open',
              waiting_since: conversation.waiting_since ?? now,
            }
          : {
              last_seq: seq,
              last_message_at: now,
              waiting_since: null,
              assignee_id: conversation.assignee_id ?? from.id,
            },
      )
      .where('id', '=', conversation.id)
      .where('last_seq', '=', conversation.last_seq),
  );
  if (changed !== 1) throw fail(ErrorCode.OPERATION_BUSY);
  return seq;
}

/**
 * Moves a side's read mark up to `upTo`, never back and never past the last message.
 * Returns the mark after the move.
 */
export async function markRead(
  db: Executor,
  conversation: ConversationRow,
  side: 'merchant' | 'operator',
  upTo: number,
): Promise<{ readUpTo: number; moved: boolean }> {
  const column = side === 'merchant' ? 'merchant_read_seq' : 'operator_read_seq';
  const target = Math.min(upTo, conversation.last_seq);
  const moved = await rowsChanged(
    db
      .updateTable('conversations')
      .set({ [column]: target })
      .where('id', '=', conversation.id)
      .where(column, '<', target),
  );
  const row = await db
    .selectFrom('conversations')
    .select(column)
    .where('id', '=', conversation.id)
    .executeTakeFirstOrThrow();
  return { readUpTo: (row as Record<string, number>)[column]!, moved: moved > 0 };
}

/**
 * Closes an open conversation. Closing is the team saying it has handled everything so far:
 * its read mark moves to the last message and nothing waits any more, so a conversation
 * closed without being read leaves no unread count on the console's menu. True when it was open.
 */
export async function closeConversation(db: Executor, id: number): Promise<boolean> {
  return (
    (await rowsChanged(
      db
        .updateTable('conversations')
        .set((eb) => ({ state: 'closed', operator_read_seq: eb.ref('last_seq'), waiting_since: null }))
        .where('id', '=', id)
        .where('state', '=', 'open'),
    )) > 0
  );
}

/** Assigns a conversation to an operator, or to nobody. */
export async function assignConversation(db: Executor, id: number, operatorId: number | null): Promise<void> {
  await db.updateTable('conversations').set({ assignee_id: operatorId }).where('id', '=', id).execute();
}

/** Merchant messages after the team's read mark, per conversation (one query a page). */
export async function unreadByOperators(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.conversation_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('m.conversation_id', 'in', [...ids])
    .where('m.sender_role', '=', 'merchant')
    .whereRef('m.seq', '>', 'c.operator_read_seq')
    .groupBy('m.conversation_id')
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, Number(row.n)]));
}

/** Merchant messages the team has not read, over every conversation (the console's badge). */
export async function unreadByOperatorsTotal(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('chat_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.sender_role', '=', 'merchant')
    // Only conversations with something after the mark, each read from its mark on by (conversation_id, seq).
    .whereRef('c.last_seq', '>', 'c.operator_read_seq')
    .whereRef('m.seq', '>', 'c.operator_read_seq')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Messages from the team (operators and the system) after the merchant's read mark. */
export async function unreadByMerchant(
  db: Executor,
  conversation: ConversationRow | undefined,
): Promise<number> {
  if (!conversation) return 0;
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversation.id)
    .where('sender_role', '!=', 'merchant')
    .where('seq', '>', conversation.merchant_read_seq)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open conversations whose merchant waits for an answer (the console dashboard's queue). */
export async function conversationsWaiting(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'open')
    .where('waiting_since', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
