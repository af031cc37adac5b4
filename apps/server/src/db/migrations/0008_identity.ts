import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Identity verification (docs/states.md#identity): each submission a merchant makes, kept for the record,
 * with the operator's decision. A merchant has at most one open submission (in review or
 * verified): `open_user_id` holds their id while it is open and null once rejected, and its
 * unique index settles two submissions sent at once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('identity_submissions')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('real_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('id_no', 'varchar(32)', (c) => c.notNull())
    /** Upload paths (uploads.path) of private `identity` images. */
    .addColumn('front_photo', 'varchar(200)', (c) => c.notNull())
    .addColumn('back_photo', 'varchar(200)', (c) => c.notNull())
    .addColumn('qualification_photo', 'varchar(200)')
    /** in_review, verified or rejected. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('open_user_id', 'bigint', (c) => c.unique())
    .addColumn('reason', 'varchar(500)')
    .addColumn('reviewer_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  // The merchant's latest, and the console's queue by status (oldest waiting first), by id.
  await db.schema
    .createIndex('identity_submissions_user')
    .on('identity_submissions')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('identity_submissions_status')
    .on('identity_submissions')
    .columns(['status', 'id'])
    .execute();
}
