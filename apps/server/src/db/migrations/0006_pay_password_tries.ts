import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';
import { idColumn } from './columns.ts';

/**
 * Transaction-PIN tries (decision 016): counted in the database so the five-try lock holds across
 * servers, like the sign-in failures.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('pay_password_tries')
    .addColumn('id', idColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pay_password_tries_user_at')
    .on('pay_password_tries')
    .columns(['user_id', 'at'])
    .execute();
}
