import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addBuyerReview, addMerchantComment, listOrderComments, storefrontThread } from './service.ts';

/**
 * Order comments (issue 8): the merchant's thread and comments on their orders, and the
 * buyer's review and thread by the order's public reference (storefront, no account).
 */
export default async function orderCommentRoutes(app: FastifyInstance) {
  registerCall(app, calls.orderCommentList, ({ ctx, user, input }) =>
    listOrderComments(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.orderCommentAdd, ({ ctx, user, input }) => addMerchantComment(ctx, user.id, input));
  registerCall(app, calls.storefrontOrderComment, ({ ctx, input, files }) =>
    addBuyerReview(ctx, input, files.signature!),
  );
  registerCall(app, calls.storefrontOrderComments, ({ ctx, input }) =>
    storefrontThread(ctx.database.db, input.ref),
  );
}
