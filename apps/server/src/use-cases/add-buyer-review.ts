import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { checkReviewable, insertBuyerReview } from '../modules/order-comments/service.ts';
import { orderBrief } from '../modules/orders/service.ts';
import { limitRate } from '../modules/storefront/service.ts';
import { claimUpload, discardUploads, storeImage } from '../modules/uploads/service.ts';
import { recordEvent } from './record-event.ts';

/**
 * A buyer reviews their order, by its public reference, with the drawn signature as a file
 * (docs/decisions/019-order-comments.md). Limited per address like the storefront's other
 * writes (a buyer has one review per order anyway). 404 unknown reference; 203 before the
 * buyer has accepted the order, once cancelled, or the second time. Everything is checked
 * before the signature is stored; it is stored as the merchant's private file (so their app
 * reads it) and claimed by the review's transaction, so a review refused at the last moment
 * (a twin request won) leaves no file. Its event (`order.reviewed`) notifies the merchant.
 */
export async function addBuyerReview(
  ctx: AppContext,
  input: { ref: string; text: string; rating: number },
  signature: UploadedFile,
  address: string,
  now = Date.now(),
) {
  const { db } = ctx.database;
  await limitRate(ctx.database, 'review', address);
  const order = await orderBrief(db, { publicRef: input.ref });
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  await checkReviewable(db, order);
  const stored = await storeImage(ctx, {
    ownerId: order.userId,
    kind: 'signature',
    file: signature,
    field: 'signature',
    unclaimed: true,
  });
  try {
    return await inTransaction(ctx.database, async (trx) => {
      const review = await insertBuyerReview(trx, order, { ...input, signature: stored.path }, now);
      await claimUpload(trx, stored.path, now);
      await recordEvent(
        trx,
        { type: 'order.reviewed', userId: order.userId, data: { orderId: order.id, commentId: review.id } },
        now,
      );
      return review;
    });
  } catch (error) {
    await discardUploads(ctx, [stored.path]);
    throw error;
  }
}
