import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { ErrorCode, fail, invalidField } from '../lib/app-error.ts';
import { checkCommentParent, insertMerchantComment } from '../modules/order-comments/service.ts';
import { orderBrief } from '../modules/orders/service.ts';
import { isOwnUpload } from '../modules/uploads/service.ts';

/**
 * A merchant comments on one of their orders (any state) or replies to a top-level comment of
 * it, signed with a signature they uploaded. 404: another merchant's order, or a parent that
 * is not a top-level comment of this order. 405 naming `signature`: the path is not a
 * signature this merchant uploaded.
 */
export async function addOrderComment(
  ctx: AppContext,
  userId: number,
  input: { orderId: number; parentId?: number; text: string; signature: string },
  now = Date.now(),
) {
  return inTransaction(ctx.database, async (trx) => {
    const order = await orderBrief(trx, { id: input.orderId, userId });
    if (!order) throw fail(ErrorCode.NOT_FOUND);
    if (input.parentId !== undefined) await checkCommentParent(trx, order.id, input.parentId);
    if (!(await isOwnUpload(trx, input.signature, 'signature', userId))) {
      throw invalidField('signature', 'invalid');
    }
    return insertMerchantComment(trx, order, input, now);
  });
}
