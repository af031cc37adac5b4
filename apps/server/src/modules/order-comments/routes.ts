import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addBuyerReview } from '../../use-cases/add-buyer-review.ts';
import { addOrderComment } from '../../use-cases/add-order-comment.ts';
import { listOrderComments } from '../../use-cases/list-order-comments.ts';
import { readBuyersThread } from '../../use-cases/read-buyers-thread.ts';
import { listGoodsReviews } from './service.ts';

/**
 * Order comments: the merchant's thread and comments on their orders, and the buyer's review
 * and thread by the order's public reference (storefront, no account).
 */
export default async function orderCommentRoutes(app: FastifyInstance) {
  registerCall(app, calls.orderCommentList, ({ ctx, user, input }) =>
    listOrderComments(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.orderCommentAdd, ({ ctx, user, input }) => addOrderComment(ctx, user.id, input));
  registerCall(app, calls.storefrontOrderComment, ({ ctx, input, files, request }) =>
    addBuyerReview(ctx, input, files.signature!, request.ip),
  );
  registerCall(app, calls.goodsReviewList, ({ ctx, user, input }) =>
    listGoodsReviews(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.storefrontOrderComments, ({ ctx, input }) =>
    readBuyersThread(ctx.database.db, input.ref),
  );
}
