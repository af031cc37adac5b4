import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Account safety (docs/states.md#account-restrictions): who set each restriction, a history of operators' changes to an
 * account, and one-time password reset links (stored as hashes).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // The operator behind each current restriction; the history is in account_events.
  for (const column of ['disabled_by', 'withdrawal_forbidden_by', 'wallet_frozen_by']) {
    await db.schema.alterTable('users').addColumn(column, 'bigint').execute();
  }

  await db.schema
    .createTable('account_events')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    /** The operator; null when the merchant acted (a reset link used). */
    .addColumn('actor_id', 'bigint')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_events_user_at')
    .on('account_events')
    .columns(['user_id', 'at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    /** Set when used, or when a newer link for the same user voids it. */
    .addColumn('spent_at', 'bigint')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
}
