import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * The customer-service chat (docs/decisions/030-live-stream-and-chat.md): one conversation per
 * merchant with the last message's place (`last_seq`) and both sides' read marks; its
 * messages numbered 1, 2, 3… without gaps, a client's own id unique per side so a retried
 * send is stored once; and the team's canned replies. Times in epoch milliseconds.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('users.id'))
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('assignee_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('merchant_read_seq', 'integer', (c) => c.notNull())
    .addColumn('operator_read_seq', 'integer', (c) => c.notNull())
    // The merchant's first message after the team's last reply; null when nothing waits.
    .addColumn('waiting_since', 'bigint')
    .addColumn('last_message_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The console's order: the oldest waiting first, then the most recent.
  await db.schema
    .createIndex('conversations_queue')
    .on('conversations')
    .columns(['state', 'waiting_since', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('conversation_id', 'bigint', (c) => c.notNull().references('conversations.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('sender_role', 'varchar(10)', (c) => c.notNull())
    .addColumn('sender_id', 'bigint')
    .addColumn('client_id', 'varchar(64)')
    .addColumn('text', 'text')
    .addColumn('image', 'varchar(200)')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_seq', ['conversation_id', 'seq'])
    .addUniqueConstraint('chat_messages_client', ['conversation_id', 'sender_role', 'client_id'])
    .execute();
  // Who may read a chat picture, and the upload clean-up's "is it still used", look it up by path.
  await db.schema.createIndex('chat_messages_image').on('chat_messages').column('image').execute();

  await db.schema
    .createTable('canned_replies')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
