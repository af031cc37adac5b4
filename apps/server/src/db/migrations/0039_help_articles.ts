import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * The help centre's articles (docs/product.md#help-centre): one row per article, one text per
 * language it is written in. `body` is HTML as sanitised when saved (decision 032);
 * `plain` is its text without tags (the list's summary) and `search` the title and that text
 * lower-cased, what a search matches, so a search for "strong" does not find every bold word.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('help_articles')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('help_articles_category_id')
    .on('help_articles')
    .columns(['category', 'id'])
    .execute();
  await db.schema
    .createTable('help_article_texts')
    .addColumn('article_id', 'bigint', (c) => c.notNull().references('help_articles.id'))
    .addColumn('lang', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('plain', 'text', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_article_texts_pk', ['article_id', 'lang'])
    .execute();
}
