import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * The audit log: every operator action — who, what, on whom, when, why. Written in
 * the same transaction as the action, so an action that rolls back leaves no entry and an
 * entry never describes something that did not happen.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('actor_id', 'bigint', (c) => c.notNull().references('users.id'))
    /** One of the contract's AUDIT_ACTIONS. */
    .addColumn('action', 'varchar(48)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(32)')
    .addColumn('target_id', 'bigint')
    /** The merchant concerned, if any. */
    .addColumn('user_id', 'bigint')
    .addColumn('reason', 'varchar(500)')
    /** JSON object of short strings: what changed. */
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  // Newest first, keyset by id; filtered by merchant, operator or action.
  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();
}
