import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Withdrawals (docs/states.md#withdrawals). The receiving account is copied into the row when the merchant asks
 * (`account_*`): the operator pays to where the merchant asked, even if the account is edited
 * or deleted afterwards. The money is in the ledger: `ledger_transaction_id` is the pending
 * transaction that froze the amount, approved when paid and rejected when returned.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    /** pending (awaiting review), approved (paid out) or rejected (returned). */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull())
    .addColumn('account_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(64)')
    .addColumn('bank_name', 'varchar(64)')
    .addColumn('card_number', 'varchar(32)')
    .addColumn('branch_number', 'varchar(32)')
    .addColumn('wallet_address', 'varchar(128)')
    .addColumn('wallet_note', 'varchar(100)')
    .addColumn('account_created_at', 'bigint', (c) => c.notNull())
    .addColumn('ledger_transaction_id', 'bigint')
    .addColumn('reason', 'varchar(500)')
    .addColumn('payout_reference', 'varchar(200)')
    .addColumn('reviewer_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  // The merchant's list and the console's queue read newest first, keyset by id.
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();
}
