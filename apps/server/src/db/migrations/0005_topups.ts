import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Top-ups (docs/states.md#top-ups): the channels an operator offers and the merchants' top-ups awaiting
 * review. A transaction hash is credited once, ever: the unique index is the last word, the
 * service's check before it only gives the friendlier answer.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('topup_channels')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    /** usdt_trc20, usdt_erc20 or bank (contract CHANNEL_KINDS). */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(128)')
    .addColumn('bank_details', 'varchar(500)')
    /** Null while offered; when the operator disabled it (no boolean column SQLite binds alike). */
    .addColumn('disabled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('topups')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('channel_id', 'bigint', (c) => c.notNull().references('topup_channels.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    /** Normalised: trimmed, and lower-case when hex (0x… and TRON hashes are case-free). */
    .addColumn('tx_hash', 'varchar(128)', (c) => c.notNull().unique())
    /** The proof image's upload path (uploads.path). */
    .addColumn('proof_path', 'varchar(200)', (c) => c.notNull())
    /** pending (awaiting review), approved or rejected. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('credited_cents', 'bigint')
    .addColumn('reason', 'varchar(500)')
    .addColumn('reviewer_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  // The merchant's list and the console's queue read newest first, keyset by id.
  await db.schema.createIndex('topups_user').on('topups').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('topups_status').on('topups').columns(['status', 'id']).execute();
}
