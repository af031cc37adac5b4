import type { schemas } from '@shopkeeper/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Executor, Trx } from '../../db/index.ts';
import type { FeedbackTable } from '../../db/schema.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { moveStatus } from '../../lib/status-machine.ts';
import { FEEDBACK_MACHINE } from './transitions.ts';

/**
 * Merchants' feedback and the operators' replies (0038, docs/product.md#feedback). Pictures
 * are kept as upload paths; the use case checks they are the merchant's own feedback uploads.
 */

export type FeedbackRow = Selectable<FeedbackTable>;
type FeedbackItem = z.infer<typeof schemas.feedbackItem>;
type FeedbackStatus = FeedbackRow['status'];

/** The row as its merchant reads it; `fileUrl` turns an upload path into its address. */
export function toFeedbackItem(row: FeedbackRow, fileUrl: (path: string) => string): FeedbackItem {
  return {
    id: Number(row.id),
    content: row.content,
    images: (JSON.parse(row.images) as string[]).map((path) => ({ path, url: fileUrl(path) })),
    status: row.status,
    reply: row.reply,
    repliedAt: iso(row.replied_at),
    createdAt: iso(row.created_at),
  };
}

export async function insertFeedback(
  trx: Trx,
  fields: { userId: number; content: string; images: readonly string[] },
  now: number,
): Promise<FeedbackRow> {
  return trx
    .insertInto('feedback_items')
    .values({
      user_id: fields.userId,
      content: fields.content,
      images: JSON.stringify(fields.images),
      status: 'open',
      reply: null,
      replied_by: null,
      replied_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One page, newest first: a merchant's own (`userId`), or the console's (optionally one state). */
export async function listFeedbackRows(
  db: Executor,
  query: { cursor?: string; limit?: number; userId?: number; status?: FeedbackStatus },
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = db
    .selectFrom('feedback_items')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query.userId !== undefined) q = q.where('user_id', '=', query.userId);
  if (query.status !== undefined) q = q.where('status', '=', query.status);
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('id', '<', after);
  const rows = (await q.execute()).map((row) => ({ ...row, id: Number(row.id) }));
  return keysetPage(rows, limit);
}

export async function feedbackRow(db: Executor, id: number): Promise<FeedbackRow> {
  const row = await db.selectFrom('feedback_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return row;
}

/** The operator's reply: replaces an earlier one; 203 once closed (or moved meanwhile). */
export async function replyToFeedback(
  trx: Trx,
  id: number,
  reply: { text: string; operatorId: number },
  now: number,
): Promise<FeedbackRow> {
  const row = await feedbackRow(trx, id);
  const moved = await moveStatus(
    trx,
    FEEDBACK_MACHINE,
    { key: row.id, status: row.status },
    'reply',
    'operator',
    {
      reply: reply.text,
      replied_by: reply.operatorId,
      replied_at: now,
      updated_at: now,
    },
  );
  return moved.row;
}

export async function closeFeedback(trx: Trx, id: number, now: number): Promise<FeedbackRow> {
  const row = await feedbackRow(trx, id);
  const moved = await moveStatus(
    trx,
    FEEDBACK_MACHINE,
    { key: row.id, status: row.status },
    'close',
    'operator',
    {
      updated_at: now,
    },
  );
  return moved.row;
}

/** Feedback nobody has answered yet (the console dashboard's queue). */
export async function feedbackAwaitingReply(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('feedback_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
