import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * The store centre's banners, set by operators: a picture (an upload of kind `banner`), the
 * text read out in its place, where it leads, its place in the order, the languages whose
 * readers see it (a JSON array; empty for all), and when it shows. `active` is 0 or 1, an
 * integer both databases bind alike.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('banners')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('image', 'varchar(200)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('languages', 'varchar(400)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('banners_live').on('banners').columns(['active', 'sort_order']).execute();
}
