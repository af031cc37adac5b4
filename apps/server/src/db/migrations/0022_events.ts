import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * What happened, written by a use case in the same transaction as the change it records
 * (docs/decisions/024-use-cases-and-events.md): an order paid, a top-up approved, an identity
 * decided. Listeners (notifications, statistics, live pushes) read the table after the
 * commit, in id order, each from its own position, so a listener that failed or a server
 * that died re-reads what it missed. `data` is a small JSON object whose shape the event's
 * type fixes (modules/events/catalogue.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('type', 'varchar(48)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_user').on('events').columns(['user_id', 'id']).execute();
}
