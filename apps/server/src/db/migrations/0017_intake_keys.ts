import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Shop order-intake keys: an external storefront posts orders with one. Only a
 * hash of the key is kept; the merchant sees it once. An intake order's reference is unique
 * per shop, so one sent twice is made once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('intake_keys')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('label', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('intake_keys_user')
    .on('intake_keys')
    .columns(['user_id', 'revoked_at'])
    .execute();
  await db.schema
    .createIndex('orders_user_payment_reference')
    .on('orders')
    .columns(['user_id', 'payment_reference'])
    .unique()
    .where(sql.ref('source'), '=', 'intake')
    .execute();
}
