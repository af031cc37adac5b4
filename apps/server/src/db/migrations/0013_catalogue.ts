import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * The platform warehouse catalogue: goods types and goods, each with its text per
 * language in a side table (a missing language falls back to English when read). Money in
 * integer cents, times in epoch milliseconds. `name_key` is the name lower-cased by the
 * server, so a search is case-insensitive the same way on both databases (SQLite's lower()
 * knows only ASCII).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('goods_types')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('icon', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('goods_type_names')
    .addColumn('type_id', 'bigint', (c) => c.notNull().references('goods_types.id'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_type_names_pk', ['type_id', 'lang'])
    .execute();

  await db.schema
    .createTable('goods')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('product_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('type_id', 'bigint', (c) => c.notNull().references('goods_types.id'))
    .addColumn('cost_cents', 'bigint', (c) => c.notNull())
    .addColumn('suggested_price_cents', 'bigint', (c) => c.notNull())
    /** in_stock or out_of_stock. */
    .addColumn('stock_status', 'varchar(16)', (c) => c.notNull())
    /** A JSON array of upload paths, first shown first. */
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Listing by type, keyset by id; the price sorts keyset by (price, id).
  await db.schema.createIndex('goods_type').on('goods').columns(['type_id', 'id']).execute();
  await db.schema.createIndex('goods_price').on('goods').columns(['suggested_price_cents', 'id']).execute();

  await db.schema
    .createTable('goods_texts')
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_texts_pk', ['goods_id', 'lang'])
    .execute();
  // A search reads one language's names.
  await db.schema.createIndex('goods_texts_search').on('goods_texts').columns(['lang', 'name_key']).execute();
}
