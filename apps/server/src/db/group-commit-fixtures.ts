import { sql } from 'kysely';
import type { Trx } from './transactions.ts';

/**
 * Makes the transaction's COMMIT fail (SQLite): with foreign keys checked at commit, a session
 * for a user who does not exist passes its insert and fails there. For the tests of a failed
 * COMMIT (db/transactions.test.ts, db/group-commit.test.ts).
 */
export async function failAtCommit(trx: Trx, tokenHash: string) {
  await sql`pragma defer_foreign_keys = on`.execute(trx);
  await trx
    .insertInto('sessions')
    .values({
      user_id: 999_999,
      token_hash: tokenHash,
      created_at: 0,
      last_seen_at: 0,
      expires_at: 0,
      revoked_at: null,
      address: null,
      user_agent: null,
    })
    .execute();
}
