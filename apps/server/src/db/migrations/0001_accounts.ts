import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('lang', 'varchar(8)')
    .addColumn('pay_password_hash', 'varchar(255)')
    .addColumn('invited_by', 'bigint')
    .addColumn('disabled_reason', 'varchar(500)')
    .addColumn('disabled_at', 'bigint')
    .addColumn('withdrawal_forbidden_reason', 'varchar(500)')
    .addColumn('withdrawal_forbidden_at', 'bigint')
    .addColumn('wallet_frozen_reason', 'varchar(500)')
    .addColumn('wallet_frozen_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['key', 'at']).execute();
  // Sweeping rows past the window filters on the time alone.
  await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();

  await db.schema
    .createTable('invite_codes')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('created_by', 'bigint')
    .addColumn('invitee_username', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('used_by', 'bigint')
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('invite_codes_creator')
    .on('invite_codes')
    .columns(['created_by', 'created_at'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shops')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('users.id'))
    .addColumn('slug', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('logo', 'varchar(200)')
    .addColumn('address', 'varchar(300)')
    .addColumn('phone_no', 'varchar(32)')
    .addColumn('id_no', 'varchar(64)')
    .addColumn('id_photo', 'varchar(200)')
    .addColumn('identity_picture', 'varchar(200)')
    .addColumn('tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('credit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().check(sqlNonNegative()))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_owner_kind', ['user_id', 'kind'])
    .execute();
}

function sqlNonNegative() {
  return sql`balance_cents >= 0`;
}
