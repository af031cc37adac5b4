import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Order comments (decision 019): a buyer's review of an accepted order (text, 1–5 stars, drawn
 * signature) and the merchant's comments and replies, each with a drawn signature image (an
 * upload of kind signature). Replies nest one level. The merchant and the goods are copied
 * from the order so the module answers its reads (a thread, counts per goods) from its own table.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('order_comments')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    /** The top-level comment this replies to; null: a top-level comment. */
    .addColumn('parent_id', 'bigint', (c) => c.references('order_comments.id'))
    /** The order's merchant. */
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    /** buyer or merchant. */
    .addColumn('author', 'varchar(16)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    /** An upload path of kind signature. */
    .addColumn('signature', 'varchar(200)', (c) => c.notNull())
    /** The buyer's stars, 1–5; null for the merchant's comments. */
    .addColumn('rating', 'integer')
    /**
     * The order id on a buyer's review, null otherwise: unique, so an order has one review even
     * when two arrive at once (nulls are distinct on both databases).
     */
    .addColumn('review_of', 'bigint', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // An order's thread, oldest first.
  await db.schema
    .createIndex('order_comments_order')
    .on('order_comments')
    .columns(['order_id', 'id'])
    .execute();
  // Comment counts of a merchant's goods (showcase list).
  await db.schema
    .createIndex('order_comments_user_goods')
    .on('order_comments')
    .columns(['user_id', 'goods_id'])
    .execute();
}
