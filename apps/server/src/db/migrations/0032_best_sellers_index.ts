import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The featured page's best sellers across every shop (`bestSellers` in
 * modules/showcase/featured-rows.ts): listed items by sales, newest first. The storefront's
 * index (0016) leads with the shop, so this read sorted every listed item on each request;
 * this one is read in order and stops at the page's length.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('showcase_items_best_sellers')
    .on('showcase_items')
    .columns(['status', 'sales', 'id'])
    .execute();
}
