import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listMerchantFeedback, sendFeedback } from '../../use-cases/merchant-feedback.ts';

/** A merchant's feedback: sent, and their own listed with the replies. */
export default async function feedbackRoutes(app: FastifyInstance) {
  registerCall(app, calls.homeFeedback, ({ ctx, user, input }) => sendFeedback(ctx, user.id, input));
  registerCall(app, calls.homeFeedbackList, ({ ctx, user, input }) =>
    listMerchantFeedback(ctx, user.id, input),
  );
}
