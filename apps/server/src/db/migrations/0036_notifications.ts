import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * The merchant's notifications (docs/decisions/031-notifications.md), made by a listener from
 * the events after they commit. A row keeps the kind and its parameters (JSON), never a
 * sentence: the app words it in the reader's language. The unique (user, event) makes an event
 * delivered twice notify once. Unseen, seen and read are separate: `seen_at` set when a list
 * showing it was shown, `read_at` when opened (or "mark all read").
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    /** The event it was made from (events.id). */
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    /** Notifications that stand for one thing while unread (a chat's replies): at most one unread each. */
    .addColumn('collapse_key', 'varchar(64)')
    /** The operator's broadcast it delivers, to count a broadcast's reach. */
    .addColumn('broadcast_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('seen_at', 'bigint')
    .addColumn('read_at', 'bigint')
    .addUniqueConstraint('notifications_source', ['user_id', 'event_id'])
    .execute();
  // The merchant's list, newest first, by keyset.
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  // The badge: unseen ones of a merchant (partial, so it stays as small as what is unseen).
  await db.schema
    .createIndex('notifications_unseen')
    .on('notifications')
    .columns(['user_id'])
    .where(sql.ref('seen_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('notifications_broadcast')
    .on('notifications')
    .columns(['broadcast_id', 'read_at'])
    .where(sql.ref('broadcast_id'), 'is not', null)
    .execute();
}
