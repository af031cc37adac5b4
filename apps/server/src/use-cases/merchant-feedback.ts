import type { CallParsedInput, calls } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { invalidField } from '../lib/app-error.ts';
import { insertFeedback, listFeedbackRows, toFeedbackItem } from '../modules/feedback/service.ts';
import { claimUploads, fileUrl, storedUploadsOfKind } from '../modules/uploads/service.ts';

/**
 * A merchant sends feedback (/v1/home/feedback, docs/product.md#feedback): the length was
 * checked by the contract (441); its pictures must be the merchant's own feedback uploads
 * (405 naming images otherwise: a path to nothing, or to someone else's private file), claimed
 * with the feedback so the clean-up of unsent pictures keeps them.
 */
export async function sendFeedback(
  ctx: AppContext,
  userId: number,
  input: CallParsedInput<typeof calls.homeFeedback>,
) {
  const images = [...new Set(input.images ?? [])];
  return inTransaction(ctx.database, async (trx) => {
    const owned = await storedUploadsOfKind(trx, images, 'feedback', userId);
    if (images.some((path) => !owned.has(path))) throw invalidField('images', 'invalid');
    const now = Date.now();
    const row = await insertFeedback(trx, { userId, content: input.content, images }, now);
    await claimUploads(trx, images, now);
    return toFeedbackItem(row, (path) => fileUrl(ctx.config, path));
  });
}

/** The merchant's own feedback, newest first, with the replies (/v1/home/feedback_list). */
export async function listMerchantFeedback(
  ctx: AppContext,
  userId: number,
  query: CallParsedInput<typeof calls.homeFeedbackList>,
) {
  const { items, nextCursor } = await listFeedbackRows(ctx.database.db, { ...query, userId });
  return { items: items.map((row) => toFeedbackItem(row, (path) => fileUrl(ctx.config, path))), nextCursor };
}
