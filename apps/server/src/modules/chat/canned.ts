import type { Executor } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';

/** The team's canned replies, by title. */
export async function cannedReplies(db: Executor) {
  const rows = await db
    .selectFrom('canned_replies')
    .select(['id', 'title', 'text'])
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows;
}

/** Adds a canned reply (no id) or changes one (404 when it is gone). */
export async function saveCannedReply(
  db: Executor,
  reply: { id?: number; title: string; text: string },
  operatorId: number,
  now = Date.now(),
) {
  if (reply.id === undefined) {
    return db
      .insertInto('canned_replies')
      .values({ title: reply.title, text: reply.text, updated_by: operatorId, updated_at: now })
      .returning(['id', 'title', 'text'])
      .executeTakeFirstOrThrow();
  }
  const row = await db
    .updateTable('canned_replies')
    .set({ title: reply.title, text: reply.text, updated_by: operatorId, updated_at: now })
    .where('id', '=', reply.id)
    .returning(['id', 'title', 'text'])
    .executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return row;
}

export async function deleteCannedReply(db: Executor, id: number): Promise<void> {
  const result = await db.deleteFrom('canned_replies').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw fail(ErrorCode.NOT_FOUND);
}
