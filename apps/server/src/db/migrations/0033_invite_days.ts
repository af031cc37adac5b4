import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Invitations a merchant has made per UTC day (docs/product.md#invitations): the daily limit
 * is claimed by a conditional update of this row in the invitation's transaction, so it holds
 * under parallel requests and across servers, as showcase_deletions does for deletions.
 * The merchant's list of invitations is keyset-paged by id, so it gets its index.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('invite_days')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    /** The UTC day, YYYY-MM-DD. */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('invited_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invite_days_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('invite_codes_creator_id')
    .on('invite_codes')
    .columns(['created_by', 'id'])
    .execute();
}
