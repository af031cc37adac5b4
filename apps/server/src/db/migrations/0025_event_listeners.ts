import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Where each event listener stands (docs/decisions/024-use-cases-and-events.md, "Events: how
 * they are delivered"): the last event it finished, so a restarted server or another server
 * carries on from there, and when a listener that failed is tried again.
 *
 * `events.tx` is the PostgreSQL transaction that wrote the event. Ids come from a sequence
 * before the commit, so a transaction holding id 10 can commit after one holding id 11: a
 * reader that moved past 11 would never see 10. Listeners read in (tx, id) order, and only
 * events whose transaction is older than every transaction still running, so nothing can
 * later appear behind a listener's position. SQLite writes one transaction at a time, so
 * id order is commit order there and `tx` stays 0.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('tx', 'bigint', (c) =>
      dialect === 'postgres'
        ? c.notNull().defaultTo(sql`(pg_current_xact_id()::text::bigint)`)
        : c.notNull().defaultTo(0),
    )
    .execute();
  await db.schema.createIndex('events_delivery').on('events').columns(['tx', 'id']).execute();
  await db.schema
    .createTable('event_listeners')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('last_tx', 'bigint', (c) => c.notNull())
    .addColumn('last_event_id', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
