import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { tableNames } from '../db/analyze.ts';
import type { DatabaseHandle } from '../db/index.ts';

/**
 * What a refused request may still change, and why:
 * - `attempts`: a failed sign-in or PIN is counted before it is judged (docs/decisions/016);
 *   counting the refusal is the point of the table.
 * - `storefront_requests`: the storefront's buyer limits count a review, order or acceptance
 *   before it is judged, as a failed sign-in is, so a script sending bad ones is limited too
 *   (docs/decisions/023-three-rate-limiters.md).
 * - `sessions.last_seen_at` and `expires_at`: any signed-in request moves them forward, the
 *   expiry sliding with the last use (docs/decisions/003-sessions-in-the-database.md).
 * - `kysely_migration*`: the migrator's own bookkeeping.
 */
export const CHANGES_A_REFUSAL_MAY_MAKE = {
  tables: ['attempts', 'storefront_requests', 'kysely_migration', 'kysely_migration_lock'],
  columns: { sessions: ['last_seen_at', 'expires_at'] } as Record<string, string[]>,
};

/**
 * A digest of every row of every table (less what a refusal may change, above): equal
 * fingerprints before and after a batch of refused requests mean the batch changed nothing —
 * not a row added, removed or edited anywhere. Returns table → digest, so a difference names
 * the table.
 */
export async function databaseFingerprint(
  database: DatabaseHandle,
  allowed = CHANGES_A_REFUSAL_MAY_MAKE,
): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tableNames(database)) {
    if (allowed.tables.includes(table)) continue;
    const skip = new Set(allowed.columns[table] ?? []);
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    const lines = rows
      .map((row) =>
        JSON.stringify(
          Object.keys(row)
            .filter((k) => !skip.has(k))
            .sort()
            .map((k) => [k, row[k] instanceof Buffer ? (row[k] as Buffer).toString('hex') : row[k]]),
        ),
      )
      .sort();
    result[table] =
      `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}
