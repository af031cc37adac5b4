import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Promotions (docs/decisions/028-ads-and-featured-order.md): the ad packages an operator
 * sells, with their texts per language in a side table (English is the fallback); the boosts
 * merchants buy, each a copy of the package's price and hours at the time with the ledger
 * transaction that paid it; and storefront views per shop per hour, which the boosts'
 * effect (views during against the hours before) is read from. Money in integer cents,
 * times in epoch milliseconds, hours as whole hours since the epoch.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('ad_packages')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ad_package_texts')
    .addColumn('package_id', 'bigint', (c) => c.notNull().references('ad_packages.id'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ad_package_texts_pk', ['package_id', 'lang'])
    .execute();

  await db.schema
    .createTable('ad_boosts')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('package_id', 'bigint', (c) => c.notNull().references('ad_packages.id'))
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    // Set in the same transaction right after the ledger posting whose cause is this boost.
    .addColumn('transaction_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A shop's boosts newest first; the running ones (ends_at after now) for the featured page.
  await db.schema.createIndex('ad_boosts_user').on('ad_boosts').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('ad_boosts_ends').on('ad_boosts').columns(['ends_at']).execute();

  await db.schema
    .createTable('ad_shop_views')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ad_shop_views_pk', ['user_id', 'hour'])
    .execute();
}
