import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import {
  consoleChatAssign,
  consoleChatClose,
  consoleChatHistory,
  consoleChatList,
  consoleChatOperators,
  consoleChatRead,
  readChatOffice,
  updateChatOffice,
} from '../../use-cases/chat-console.ts';
import { sendChatMessage } from '../../use-cases/send-chat-message.ts';
import { cannedReplies, deleteCannedReply, saveCannedReply } from './service.ts';

/** The team's side of the chat in the console: the queue, replies, marks, canned replies, office hours. */
export default async function consoleChatRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleChatList, ({ input, user, ctx }) => consoleChatList(ctx, user.id, input));
  registerCall(app, calls.consoleChatHistory, ({ input, ctx }) => consoleChatHistory(ctx, input));
  registerCall(app, calls.consoleChatSend, ({ input, user, ctx }) => {
    const { conversationId, ...message } = input;
    return sendChatMessage(ctx, { role: 'operator', id: user.id, conversationId }, message);
  });
  registerCall(app, calls.consoleChatRead, ({ input, ctx }) =>
    consoleChatRead(ctx, input.conversationId, input.upTo),
  );
  registerCall(app, calls.consoleChatClose, ({ input, ctx }) => consoleChatClose(ctx, input.conversationId));
  registerCall(app, calls.consoleChatAssign, ({ input, ctx }) =>
    consoleChatAssign(ctx, input.conversationId, input.operatorId),
  );
  registerCall(app, calls.consoleChatOperators, ({ ctx }) => consoleChatOperators(ctx));
  registerCall(app, calls.consoleChatCannedList, async ({ ctx }) => ({
    items: await cannedReplies(ctx.database.db),
  }));
  registerCall(app, calls.consoleChatCannedSave, ({ input, user, ctx }) =>
    saveCannedReply(ctx.database.db, input, user.id),
  );
  registerCall(app, calls.consoleChatCannedDelete, async ({ input, ctx }) => {
    await deleteCannedReply(ctx.database.db, input.id);
    return null;
  });
  registerCall(app, calls.consoleChatOfficeGet, ({ ctx }) => readChatOffice(ctx));
  registerCall(app, calls.consoleChatOfficeUpdate, ({ input, user, ctx }) =>
    updateChatOffice(ctx, user.id, input),
  );
}
