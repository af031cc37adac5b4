import { type Kysely, sql } from 'kysely';

/**
 * One table for every attempt a limit counts (modules/accounts/attempt-counter.ts): sign-in
 * failures keep their keys, transaction-PIN tries become `pin:<user id>`. The tries waiting
 * in 0006's table are carried over so a lock in force stays in force. `failed_at` tells an
 * attempt still being judged from one judged wrong.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_failures').renameTo('attempts').execute();
  // Null while the attempt is being judged; when it was judged a failure. Rows kept so far
  // were all failures.
  await db.schema.alterTable('attempts').addColumn('failed_at', 'bigint').execute();
  await sql`update attempts set failed_at = at`.execute(db);
  await sql`insert into attempts (key, at, failed_at) select 'pin:' || user_id, at, at from pay_password_tries`.execute(
    db,
  );
  await db.schema.dropTable('pay_password_tries').execute();
}
