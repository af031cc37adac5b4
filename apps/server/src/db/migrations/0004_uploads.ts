import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Uploaded files (decision 014): who uploaded each and for what, so a private file (an ID photo,
 * a payment proof) is served only to its owner and operators. The bytes are in file storage.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    /** `<kind>/<random>.<ext>`: the storage key and what the contract calls the path. */
    .addColumn('path', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner').on('uploads').column('owner_id').execute();
}
