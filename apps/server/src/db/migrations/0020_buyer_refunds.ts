import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * A cancelled order's refund to its buyer, as a state the jobs work through (decision 020): the
 * provider's refund was a call after the cancellation committed, and one that failed was only
 * logged. Now a storefront order that is cancelled is `pending` until the provider confirms
 * (`refunded`); each try that fails waits longer, and after the last one it is `failed`, for an
 * operator to see and try again. Intake orders keep null: their buyer paid the shop's own
 * provider. Orders cancelled before this were refunded at once, so they count as refunded.
 *
 * Also the operator's own words when they cancel (`cancel_note`), for the merchant to read:
 * until now only the audit log kept them.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('buyer_refund', 'varchar(16)').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('buyer_refund_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('buyer_refund_due_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('buyer_refunded_at', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('cancel_note', 'varchar(500)').execute();
  await sql`update orders set buyer_refund = 'refunded', buyer_refunded_at = cancelled_at
            where status = 'cancelled' and source = 'storefront'`.execute(db);
  await db.schema
    .createIndex('orders_buyer_refund_due')
    .on('orders')
    .columns(['buyer_refund', 'buyer_refund_due_at'])
    .execute();
}
