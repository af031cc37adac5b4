import type { FEEDBACK_STATUSES } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import { withUsernames } from '../modules/accounts/service.ts';
import {
  closeFeedback,
  type FeedbackRow,
  listFeedbackRows,
  replyToFeedback,
  toFeedbackItem,
} from '../modules/feedback/service.ts';
import { fileUrl } from '../modules/uploads/service.ts';
import { recordEvent } from './record-event.ts';

type Status = (typeof FEEDBACK_STATUSES)[number];

async function shaped(ctx: AppContext, rows: readonly FeedbackRow[]) {
  return withUsernames(ctx.database.db, rows, (row, username) => ({
    ...toFeedbackItem(row, (path) => fileUrl(ctx.config, path)),
    userId: Number(row.user_id),
    username,
    updatedAt: iso(row.updated_at),
  }));
}

/** The console's inbox, newest first, each with whose it is. */
export async function listConsoleFeedback(
  ctx: AppContext,
  query: { cursor?: string; limit?: number; status?: Status },
) {
  const { items, nextCursor } = await listFeedbackRows(ctx.database.db, query);
  return { items: await shaped(ctx, items), nextCursor };
}

/**
 * An operator replies: the move and `feedback.replied` in one transaction, so the merchant's
 * notification (a listener) follows only a reply that was kept. 203 for closed feedback.
 */
export async function replyFeedback(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; reply: string },
) {
  const row = await inTransaction(ctx.database, async (trx) => {
    const now = Date.now();
    const replied = await replyToFeedback(trx, input.id, { text: input.reply, operatorId }, now);
    await recordEvent(
      trx,
      { type: 'feedback.replied', userId: Number(replied.user_id), data: { feedbackId: input.id } },
      now,
    );
    return replied;
  });
  return (await shaped(ctx, [row]))[0]!;
}

/** An operator closes feedback: nothing more to do (203 when already closed). */
export async function closeConsoleFeedback(ctx: AppContext, id: number) {
  const row = await inTransaction(ctx.database, (trx) => closeFeedback(trx, id, Date.now()));
  return (await shaped(ctx, [row]))[0]!;
}
