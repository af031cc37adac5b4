import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Tickets that open the live stream from a browser's EventSource, which cannot send the
 * authorization header (docs/decisions/030-live-stream-and-chat.md): the ticket's hash, its
 * user (and role, which picks the signals) and expiry, in the database so the server that hands it out and the one the stream
 * reaches agree. Used once: the stream deletes the row it accepts.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    // The session that asked: the stream ends when it is signed out.
    .addColumn('session_id', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expiry').on('stream_tickets').column('expires_at').execute();
}
