import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Merchants' feedback (docs/product.md#feedback) and the operator's reply. `images` is a JSON
 * array of upload paths (kind feedback, the merchant's own); `status` moves through
 * modules/feedback/transitions.ts. The merchant's list is keyset-paged by id, the console's
 * inbox by id within a state, so both get their index.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('feedback_items')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('replied_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('feedback_items_user_id')
    .on('feedback_items')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('feedback_items_status_id')
    .on('feedback_items')
    .columns(['status', 'id'])
    .execute();
}
