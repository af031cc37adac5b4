import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Tier upgrades (docs/states.md#tier-upgrade, decision 027). A merchant asks for a higher
 * tier; `held_cents` is what the request moved from the balance to the held deposit (the
 * tier's deposit less what was held already, 0 when nothing more was due), and
 * `ledger_transaction_id` the pending ledger transaction that held it (null when it held
 * nothing): approved when the operator approves, rejected when the amount is returned.
 * At most one request per merchant waits for review: a partial unique index, so a second one
 * racing the first cannot be written even if a check were skipped.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('tier_upgrades')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('from_tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('to_tier', 'varchar(16)', (c) => c.notNull())
    .addColumn('held_cents', 'bigint', (c) => c.notNull())
    /** pending (awaiting review), approved (the tier rose) or rejected (the amount returned). */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('ledger_transaction_id', 'bigint')
    .addColumn('reason', 'varchar(500)')
    .addColumn('reviewer_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  // The merchant's latest request, and the console's queue, read newest first by id.
  await db.schema.createIndex('tier_upgrades_user').on('tier_upgrades').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('tier_upgrades_status').on('tier_upgrades').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('tier_upgrades_one_pending')
    .on('tier_upgrades')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}
