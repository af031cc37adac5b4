import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * The merchants' showcases. An item is warehouse goods at the merchant's price,
 * listed or unlisted, once per merchant. The tier's goods limit and the daily deletion limit
 * are claimed on counter rows with a conditional update (`... where count + n <= limit`), so
 * parallel requests and several servers cannot pass either limit.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('showcase_items')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    /** listed or unlisted. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('showcase_items_user_goods', ['user_id', 'goods_id'])
    .execute();
  // The showcase list: a merchant's items by status, keyset by id.
  await db.schema
    .createIndex('showcase_items_user_status')
    .on('showcase_items')
    .columns(['user_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('showcase_counters')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('listed_count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('showcase_deletions')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    /** The UTC day, YYYY-MM-DD. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('deleted_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('showcase_deletions_pk', ['user_id', 'day'])
    .execute();
}
