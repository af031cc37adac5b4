import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Operators' broadcasts (docs/decisions/031-notifications.md): to every merchant (`tier` null)
 * or to one tier's, with a title and body per language (English always there). The
 * notifications listener fans each out to the merchants of the tier as it is when it runs.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('notify_broadcasts')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('tier', 'varchar(16)')
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notify_broadcast_texts')
    .addColumn('broadcast_id', 'bigint', (c) => c.notNull().references('notify_broadcasts.id'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notify_broadcast_texts_pk', ['broadcast_id', 'lang'])
    .execute();
}
