import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * The buyers' storefront (decision 017). Views count once per address per hour: `storefront_views`
 * holds the hour each (place, hashed address) was last counted in; a view in a later hour
 * counts again. Counts per shop and UTC day go to `storefront_daily` (visitors and clicks, for
 * the statistics), and each item's clicks to `showcase_items.clicks`. `storefront_requests`
 * counts buyers' writes per address for the rate limits. Goods are ordered by `sales`.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('storefront_views')
    /** SHA-256 (hex, first 32) of the place (shop or item) and the address. */
    .addColumn('key', 'varchar(32)', (c) => c.primaryKey())
    /** Hours since the epoch when it was last counted. */
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('storefront_views_hour').on('storefront_views').column('hour').execute();

  await db.schema
    .createTable('storefront_daily')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    /** The UTC day, YYYY-MM-DD. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('storefront_daily_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('storefront_requests')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    /** '<action>:<hashed address>'. */
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('storefront_requests_key_at')
    .on('storefront_requests')
    .columns(['key', 'at'])
    .execute();

  // Units ordered by buyers: the storefront's order after the featured goods.
  await db.schema
    .alterTable('showcase_items')
    .addColumn('sales', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('showcase_items_storefront')
    .on('showcase_items')
    .columns(['user_id', 'status', 'sales', 'id'])
    .execute();
}
