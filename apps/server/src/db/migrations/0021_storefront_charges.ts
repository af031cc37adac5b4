import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * A buyer's storefront payment, recorded before the payment provider is asked to charge it
 * (decision 022). Until now nothing was written before the charge, so a server that
 * died between the charge and the order's commit left a buyer charged with no order and no
 * refund. Now the charge is first an intent (`charging`); the order's own transaction marks
 * it `ordered`; a request that fails after the charge marks it `refund_pending`; and the
 * storefront jobs find intents left `charging` by a dead server, ask the provider whether the
 * charge exists (by our reference), and refund it or mark it `not_charged`.
 *
 * `idempotency_key` is the buyer's Idempotency-Key, unique within the shop: a repeat of an order request gets the
 * first answer instead of a second charge. It is cleared when an attempt ends without an
 * order, so the buyer's retry runs again, as a refused wallet call does.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('storefront_charges')
    .addColumn('reference', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'varchar(128)')
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('shop_user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_reference', 'varchar(64)')
    .addColumn('order_id', 'bigint', (c) => c.references('orders.id'))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('storefront_charges_due')
    .on('storefront_charges')
    .columns(['state', 'due_at'])
    .execute();
  // A key is the buyer's within one shop: a client's simple keys ("1", its own order number)
  // cannot collide with another shop's buyers.
  await db.schema
    .createIndex('storefront_charges_key')
    .on('storefront_charges')
    .columns(['shop_user_id', 'idempotency_key'])
    .unique()
    .execute();
  // The console's list by state, newest first.
  await db.schema
    .createIndex('storefront_charges_by_state')
    .on('storefront_charges')
    .columns(['state', 'created_at', 'reference'])
    .execute();
}
