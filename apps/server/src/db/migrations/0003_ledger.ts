import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/** The platform's own ledger accounts (user_id 0), opened here so every database has them. */
export const PLATFORM_ACCOUNT_KINDS = [
  'deposits_clearing',
  'payouts_clearing',
  'warehouse',
  'buyer_payments',
  'ad_revenue',
  'security_deposits',
] as const;

/**
 * The ledger (decision 013): transactions made of entries that sum to zero, the
 * platform's accounts, and the idempotency keys of money-moving calls.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await allowPlatformAccountsBelowZero(db, dialect);

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    /** A flow type (contract FLOW_TYPES). */
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** What caused it (a withdrawal, an order); null for an operator's adjustment. */
    .addColumn('cause_type', 'varchar(32)')
    .addColumn('cause_id', 'bigint')
    .addColumn('memo', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    /** Signed cents: positive raises the account's balance. Never zero. */
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The flow list reads one account's entries newest first.
  await db.schema
    .createIndex('ledger_entries_account')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    /** SHA-256 of the call's path and parsed input. */
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    /** The first answer, JSON; written in the same transaction as the money it moved. */
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  const now = Date.now();
  await (
    db as Kysely<{
      ledger_accounts: { user_id: number; kind: string; balance_cents: number; created_at: number };
    }>
  )
    .insertInto('ledger_accounts')
    .values(PLATFORM_ACCOUNT_KINDS.map((kind) => ({ user_id: 0, kind, balance_cents: 0, created_at: now })))
    .execute();
}

/**
 * 0001 forbade every negative balance. The platform's clearing accounts hold the other side
 * of money that came in from, or went out to, the world, so they run negative by design;
 * a merchant's accounts still never do.
 */
async function allowPlatformAccountsBelowZero(db: Kysely<unknown>, dialect: Dialect) {
  const rule = sql`check (user_id = 0 or balance_cents >= 0)`;
  if (dialect === 'postgres') {
    await sql`alter table ledger_accounts drop constraint ledger_accounts_balance_cents_check`.execute(db);
    await sql`alter table ledger_accounts add constraint ledger_accounts_merchant_not_negative ${rule}`.execute(
      db,
    );
    return;
  }
  // SQLite cannot drop a check: rebuild the table (nothing references it yet).
  await sql`create table ledger_accounts_new (
    id integer primary key,
    user_id bigint not null,
    kind varchar(32) not null,
    balance_cents bigint not null,
    created_at bigint not null,
    constraint ledger_accounts_owner_kind unique (user_id, kind),
    constraint ledger_accounts_merchant_not_negative ${rule}
  )`.execute(db);
  await sql`insert into ledger_accounts_new select id, user_id, kind, balance_cents, created_at from ledger_accounts`.execute(
    db,
  );
  await sql`drop table ledger_accounts`.execute(db);
  await sql`alter table ledger_accounts_new rename to ledger_accounts`.execute(db);
}
