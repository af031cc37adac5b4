import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { limitRate } from '../storefront/service.ts';
import {
  addBuyerReview,
  addMerchantComment,
  listGoodsReviews,
  listOrderComments,
  storefrontThread,
} from './service.ts';

/**
 * Order comments (issue 8): the merchant's thread and comments on their orders, and the
 * buyer's review and thread by the order's public reference (storefront, no account).
 */
export default async function orderCommentRoutes(app: FastifyInstance) {
  registerCall(app, calls.orderCommentList, ({ ctx, user, input }) =>
    listOrderComments(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.goodsReviewList, ({ ctx, user, input }) =>
    listGoodsReviews(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.orderCommentAdd, ({ ctx, user, input }) => addMerchantComment(ctx, user.id, input));
  registerCall(app, calls.storefrontOrderComment, async ({ ctx, input, files, request }) => {
    // Per address, like the storefront's other writes: a buyer has one review per order anyway.
    await limitRate(ctx.database.db, 'review', request.ip);
    return addBuyerReview(ctx, input, files.signature!);
  });
  registerCall(app, calls.storefrontOrderComments, ({ ctx, input }) =>
    storefrontThread(ctx.database.db, input.ref),
  );
}
