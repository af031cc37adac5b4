import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { merchantChatHistory, merchantChatRead, merchantChatUnread } from '../../use-cases/chat-merchant.ts';
import { sendChatMessage } from '../../use-cases/send-chat-message.ts';

/** The merchant's side of the customer-service chat (docs/decisions/030-live-stream-and-chat.md). */
export default async function chatRoutes(app: FastifyInstance) {
  registerCall(app, calls.chatHistory, ({ input, user, ctx }) => merchantChatHistory(ctx, user.id, input));
  registerCall(app, calls.chatSend, ({ input, user, ctx }) =>
    sendChatMessage(ctx, { role: 'merchant', id: user.id }, input),
  );
  registerCall(app, calls.chatRead, ({ input, user, ctx }) => merchantChatRead(ctx, user.id, input.upTo));
  registerCall(app, calls.chatUnread, ({ user, ctx }) => merchantChatUnread(ctx, user.id));
}
