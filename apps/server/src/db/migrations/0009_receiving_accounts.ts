import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Receiving accounts for withdrawals: a bank card or a crypto wallet. At most five
 * per merchant: each live account holds one of the merchant's slots 1–5, and the unique index
 * on (user_id, slot) is what keeps a sixth out when several are added at once. A deleted
 * account keeps its row (withdrawals name it) and gives its slot back (null).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('receiving_accounts')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    /** bank_card, trx_usdt or eth_usdt (contract ACCOUNT_TYPES). */
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(64)')
    .addColumn('bank_name', 'varchar(64)')
    .addColumn('card_number', 'varchar(32)')
    .addColumn('branch_number', 'varchar(32)')
    .addColumn('wallet_address', 'varchar(128)')
    .addColumn('wallet_note', 'varchar(100)')
    /** 1–5 while the account is live; null once deleted. */
    .addColumn('slot', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('receiving_accounts_slot')
    .on('receiving_accounts')
    .columns(['user_id', 'slot'])
    .unique()
    .execute();
}
