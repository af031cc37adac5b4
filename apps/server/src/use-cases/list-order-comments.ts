import type { Executor } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { afterCursor } from '../lib/keyset.ts';
import { orderCommentsPage } from '../modules/order-comments/service.ts';
import { orderBrief } from '../modules/orders/service.ts';

/**
 * The comment thread of one of the merchant's orders, oldest first; another merchant's order
 * (or none) is 404, as if it did not exist.
 */
export async function listOrderComments(
  db: Executor,
  userId: number,
  query: { orderId: number; cursor?: string; limit?: number },
) {
  // A cursor this list did not give is refused before anything is read.
  const after = afterCursor(query.cursor);
  const order = await orderBrief(db, { id: query.orderId, userId });
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  return orderCommentsPage(db, order.id, { after, limit: query.limit });
}
