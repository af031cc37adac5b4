import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The order list's counts per status, kept instead of counted (decision 020: counting a
 * merchant's 100,000 orders by status on every page cost more than the page itself). One row
 * per merchant and status; `moveOrder` and `createBuyerOrder` keep it in the same transaction
 * as the order's own write, so it is never out of step. Filled here from the orders so far.
 *
 * Also an index per list for reading it without a status, newest first: the (user_id, status,
 * id) indexes cannot give the rows in id order, so the database sorted every order (or
 * showcase item) of the merchant to return twenty.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('order_status_counts')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_status_counts_pk', ['user_id', 'status'])
    .execute();
  await sql`insert into order_status_counts (user_id, status, n)
            select user_id, status, count(*) from orders group by user_id, status`.execute(db);
  await db.schema.createIndex('orders_user_id').on('orders').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('showcase_items_user_id')
    .on('showcase_items')
    .columns(['user_id', 'id'])
    .execute();
}
