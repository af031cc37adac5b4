import { sql } from 'kysely';
import { escapeLike } from './index.ts';
import type { Database } from './schema.ts';
import type { Executor } from './transactions.ts';

/**
 * Every column that holds an upload path. The clean-up job deletes an unclaimed upload only
 * when none of them points to it: a record keeping a path to a deleted file shows a merchant
 * or an operator "The proof image could not be loaded", whether or not the upload was claimed
 * (the demo seed once stored its proofs without claiming them). A new column holding upload
 * paths belongs here.
 */
const PATH_COLUMNS = [
  ['shops', 'logo'],
  ['shops', 'id_photo'],
  ['shops', 'identity_picture'],
  ['topups', 'proof_path'],
  ['identity_submissions', 'front_photo'],
  ['identity_submissions', 'back_photo'],
  ['identity_submissions', 'qualification_photo'],
  ['order_comments', 'signature'],
  ['banners', 'image'],
  ['chat_messages', 'image'],
] as const satisfies readonly (readonly [keyof Database, string])[];

/** Columns holding a JSON array of upload paths. */
const PATH_LIST_COLUMNS = [
  ['goods', 'images'],
  ['feedback_items', 'images'],
] as const satisfies readonly (readonly [keyof Database, string])[];

/** Which of `paths` a record still points to. */
export async function referencedUploads(db: Executor, paths: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (paths.length === 0) return found;
  for (const [table, column] of PATH_COLUMNS) {
    const rows = await sql<{
      path: string;
    }>`select ${sql.ref(column)} as path from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(paths)})`.execute(
      db,
    );
    for (const row of rows.rows) found.add(row.path);
  }
  for (const [table, column] of PATH_LIST_COLUMNS) {
    for (const uploadPath of paths) {
      // The path as the JSON array writes it, quotes included, so one path never matches a longer one.
      const pattern = `%${escapeLike(JSON.stringify(uploadPath))}%`;
      const row =
        await sql`select 1 as hit from ${sql.table(table)} where ${sql.ref(column)} like ${pattern} escape '\\' limit 1`.execute(
          db,
        );
      if (row.rows.length > 0) found.add(uploadPath);
    }
  }
  return found;
}
