import type { Executor } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { buyersThread } from '../modules/order-comments/service.ts';
import { orderBrief } from '../modules/orders/service.ts';

/**
 * The comment thread of a buyer's order, by its public reference, and whether a review may be
 * written now. 404 unknown reference.
 */
export async function readBuyersThread(db: Executor, publicRef: string) {
  const order = await orderBrief(db, { publicRef });
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  return buyersThread(db, order);
}
