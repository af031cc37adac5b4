import type { AppContext } from '../context.ts';
import type { Executor } from '../db/index.ts';
import {
  conversationOfUser,
  markRead,
  messagePage,
  officeStatus,
  unreadByMerchant,
} from '../modules/chat/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { chatMessagesOut } from './chat-views.ts';
import { signalConversation } from './send-chat-message.ts';

/** The chat header's office hours: the operator's setting, and whether the team is in now. */
export async function chatOffice(db: Executor, now = Date.now()) {
  const hours = await getSetting(db, 'chatOfficeHours');
  return { ...hours, ...officeStatus(hours, now) };
}

/**
 * A merchant's conversation (/v1/chat/history): a page of messages (after `after`, or the
 * latest before `before`), the last seq, both read marks, the unread count and the office
 * hours. Before the first message: no messages, everything 0.
 */
export async function merchantChatHistory(
  ctx: AppContext,
  userId: number,
  range: { after?: number; before?: number; limit?: number },
) {
  const { db } = ctx.database;
  const conversation = await conversationOfUser(db, userId);
  const page = await messagePage(db, conversation?.id, range);
  return {
    messages: await chatMessagesOut(db, ctx.config, page.rows),
    more: page.more,
    lastSeq: conversation?.last_seq ?? 0,
    unread: await unreadByMerchant(db, conversation),
    readUpTo: conversation?.merchant_read_seq ?? 0,
    operatorReadUpTo: conversation?.operator_read_seq ?? 0,
    office: await chatOffice(db),
  };
}

/**
 * The merchant read up to the message shown (/v1/chat/read): the mark moves forward only,
 * never past the last message; the team's screens hear of a move.
 */
export async function merchantChatRead(ctx: AppContext, userId: number, upTo: number) {
  const { db } = ctx.database;
  const conversation = await conversationOfUser(db, userId);
  if (!conversation) return { readUpTo: 0, unread: 0 };
  const { readUpTo, moved } = await markRead(db, conversation, 'merchant', upTo);
  if (moved) signalConversation(ctx, conversation, conversation.last_seq);
  const unread = await unreadByMerchant(db, { ...conversation, merchant_read_seq: readUpTo });
  return { readUpTo, unread };
}

/** The badge on "Customer service" (/v1/chat/unread). */
export async function merchantChatUnread(ctx: AppContext, userId: number) {
  const { db } = ctx.database;
  const conversation = await conversationOfUser(db, userId);
  return { unread: await unreadByMerchant(db, conversation), lastSeq: conversation?.last_seq ?? 0 };
}
