import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import {
  closeConsoleFeedback,
  listConsoleFeedback,
  replyFeedback,
} from '../../use-cases/console-feedback.ts';

/** The operators' feedback inbox: listed, replied to, closed. */
export default async function consoleFeedbackRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleFeedbackList, ({ ctx, input }) => listConsoleFeedback(ctx, input));
  registerCall(app, calls.consoleFeedbackReply, ({ ctx, user, input }) => replyFeedback(ctx, user.id, input));
  registerCall(app, calls.consoleFeedbackClose, ({ ctx, input }) => closeConsoleFeedback(ctx, input.id));
}
