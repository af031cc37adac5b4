import type { OfficeHours } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { ErrorCode, fail, invalidField } from '../lib/app-error.ts';
import { activeOperators } from '../modules/accounts/service.ts';
import { recordAudit } from '../modules/audit/service.ts';
import {
  assignConversation,
  closeConversation,
  conversationById,
  conversationQueue,
  decodeCursor,
  encodeCursor,
  markRead,
  messagePage,
  unreadByOperatorsTotal,
} from '../modules/chat/service.ts';
import { forgetSetting, getSetting, setSetting } from '../modules/settings/service.ts';
import { chatMessagesOut, conversationsOut } from './chat-views.ts';
import { signalConversation } from './send-chat-message.ts';

const DEFAULT_LIST = 20;

/** One conversation as the console shows it, read again after a change. */
async function conversationOut(ctx: AppContext, id: number) {
  const [out] = await conversationsOut(ctx.database.db, [await conversationById(ctx.database.db, id)]);
  return out!;
}

/** The console's queue (/console/v1/chat/list): waiting first, oldest wait first; with the unread total. */
export async function consoleChatList(
  ctx: AppContext,
  operatorId: number,
  input: { cursor?: string; limit?: number; state?: 'open' | 'closed' | 'all'; mine?: boolean },
) {
  const { db } = ctx.database;
  const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  if (input.cursor !== undefined && !cursor) throw invalidField('cursor', 'invalid');
  const { rows, next } = await conversationQueue(db, {
    state: input.state ?? 'open',
    assignee: input.mine ? operatorId : undefined,
    cursor,
    limit: input.limit ?? DEFAULT_LIST,
  });
  return {
    items: await conversationsOut(db, rows),
    nextCursor: next ? encodeCursor(next) : null,
    unreadTotal: await unreadByOperatorsTotal(db),
  };
}

/** One conversation and a page of its messages (/console/v1/chat/history); 404 when unknown. */
export async function consoleChatHistory(
  ctx: AppContext,
  input: { conversationId: number; after?: number; before?: number; limit?: number },
) {
  const { db } = ctx.database;
  const conversation = await conversationById(db, input.conversationId);
  const page = await messagePage(db, conversation.id, input);
  const [out] = await conversationsOut(db, [conversation]);
  return { conversation: out!, messages: await chatMessagesOut(db, ctx.config, page.rows), more: page.more };
}

/** The team read up to the message shown: forward only, never past the last message. */
export async function consoleChatRead(ctx: AppContext, conversationId: number, upTo: number) {
  const { db } = ctx.database;
  const conversation = await conversationById(db, conversationId);
  const { moved } = await markRead(db, conversation, 'operator', upTo);
  if (moved) signalConversation(ctx, conversation, conversation.last_seq);
  return conversationOut(ctx, conversationId);
}

/** Closes a conversation (the merchant's next message opens it again); closing a closed one changes nothing. */
export async function consoleChatClose(ctx: AppContext, conversationId: number) {
  const { db } = ctx.database;
  const conversation = await conversationById(db, conversationId);
  if (await closeConversation(db, conversation.id))
    signalConversation(ctx, conversation, conversation.last_seq);
  return conversationOut(ctx, conversationId);
}

/** Assigns a conversation to an operator who can sign in (404 for anyone else), or to nobody. */
export async function consoleChatAssign(ctx: AppContext, conversationId: number, operatorId: number | null) {
  const { db } = ctx.database;
  const conversation = await conversationById(db, conversationId);
  if (operatorId !== null && !(await activeOperators(db)).some((operator) => operator.id === operatorId)) {
    throw fail(ErrorCode.NOT_FOUND);
  }
  await assignConversation(db, conversation.id, operatorId);
  signalConversation(ctx, conversation, conversation.last_seq);
  return conversationOut(ctx, conversationId);
}

export const readChatOffice = (ctx: AppContext) => getSetting(ctx.database.db, 'chatOfficeHours');

export const consoleChatOperators = async (ctx: AppContext) => ({
  items: await activeOperators(ctx.database.db),
});

/**
 * The office hours change (/console/v1/chat/office/update): 405 naming `closes` when it is
 * not after `opens`; stored with its audit entry in one transaction; unchanged, nothing is
 * written.
 */
export async function updateChatOffice(ctx: AppContext, operatorId: number, input: OfficeHours) {
  if (input.closes <= input.opens) throw invalidField('closes', 'invalid');
  const hours: OfficeHours = { ...input, days: [...new Set(input.days)].sort((a, b) => a - b) };
  await inTransaction(ctx.database, async (trx) => {
    const before = await getSetting(trx, 'chatOfficeHours');
    if (JSON.stringify(before) === JSON.stringify(hours)) return;
    await setSetting(trx, 'chatOfficeHours', hours);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'settings.update',
      detail: { chatOfficeHours: `${JSON.stringify(before)} → ${JSON.stringify(hours)}` },
    });
  });
  forgetSetting(ctx.database.db, 'chatOfficeHours');
  return hours;
}
