import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id, shortText, timestamp, uploadPath } from '../common.ts';
import { CHAT, chatClientId, chatMessage, officeHours } from '../merchant/chat.ts';

/** Customer-service chat, operator side (docs/decisions/030-live-stream-and-chat.md). */

export const chatConversation = z.object({
  id,
  userId: id,
  username: z.string(),
  shopName: z.string(),
  state: z.enum(['open', 'closed']),
  assignee: z.object({ id, username: z.string() }).nullable(),
  lastSeq: z.number().int().min(0),
  lastMessage: z
    .object({ from: z.enum(['merchant', 'operator', 'system']), preview: z.string(), at: timestamp })
    .nullable(),
  /** Merchant messages after the team's read mark. */
  unread: z.number().int().min(0),
  /** The merchant's oldest message not yet answered by an operator (null when none waits). */
  waitingSince: timestamp.nullable(),
  merchantReadUpTo: z.number().int().min(0),
  operatorReadUpTo: z.number().int().min(0),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const consoleChatList = defineCall({
  path: '/console/v1/chat/list',
  method: 'POST',
  auth: 'operator',
  summary:
    'Conversations, the oldest waiting first, then the most recent; `state` filters (open by default), `mine` only those assigned to me',
  input: z.strictObject({
    ...pageRequest,
    state: z.enum(['open', 'closed', 'all']).optional(),
    mine: z.boolean().optional(),
  }),
  output: page(chatConversation).extend({ unreadTotal: z.number().int().min(0) }),
});

export const consoleChatHistory = defineCall({
  path: '/console/v1/chat/history',
  method: 'POST',
  auth: 'operator',
  summary: 'One conversation and its messages: after `after`, or the latest page before `before`',
  input: z.strictObject({
    conversationId: id,
    after: z.number().int().min(0).optional(),
    before: z.number().int().min(1).optional(),
    limit: z.number().int().min(1).max(CHAT.pageMax).optional(),
  }),
  output: z.object({ conversation: chatConversation, messages: z.array(chatMessage), more: z.boolean() }),
});

export const consoleChatSend = defineCall({
  path: '/console/v1/chat/send',
  method: 'POST',
  auth: 'operator',
  summary: 'Reply with a text or an image; the same clientId again returns the stored message',
  input: z.strictObject({
    conversationId: id,
    clientId: chatClientId,
    text: z.string().trim().min(1).max(CHAT.textMax).optional(),
    image: uploadPath.optional(),
  }),
  output: z.object({ message: chatMessage }),
});

export const consoleChatRead = defineCall({
  path: '/console/v1/chat/read',
  method: 'POST',
  auth: 'operator',
  summary: 'Mark the conversation read by the team up to the message shown (never moves back)',
  input: z.strictObject({ conversationId: id, upTo: z.number().int().min(0) }),
  output: chatConversation,
});

export const consoleChatClose = defineCall({
  path: '/console/v1/chat/close',
  method: 'POST',
  auth: 'operator',
  summary: 'Close a conversation; the merchant’s next message opens it again',
  input: z.strictObject({ conversationId: id }),
  output: chatConversation,
});

export const consoleChatAssign = defineCall({
  path: '/console/v1/chat/assign',
  method: 'POST',
  auth: 'operator',
  summary: 'Assign a conversation to an operator, or to nobody (null)',
  input: z.strictObject({ conversationId: id, operatorId: id.nullable() }),
  output: chatConversation,
});

export const consoleChatOperators = defineCall({
  path: '/console/v1/chat/operators',
  method: 'POST',
  auth: 'operator',
  summary: 'Operators a conversation can be assigned to',
  input: z.strictObject({}),
  output: z.object({ items: z.array(z.object({ id, username: z.string() })) }),
});

export const cannedReply = z.object({ id, title: shortText, text: z.string() });

export const consoleChatCannedList = defineCall({
  path: '/console/v1/chat/canned/list',
  method: 'POST',
  auth: 'operator',
  summary: 'The team’s canned replies',
  input: z.strictObject({}),
  output: z.object({ items: z.array(cannedReply) }),
});

export const consoleChatCannedSave = defineCall({
  path: '/console/v1/chat/canned/save',
  method: 'POST',
  auth: 'operator',
  summary: 'Add a canned reply (no id) or change one',
  input: z.strictObject({
    id: id.optional(),
    title: z.string().trim().min(1).max(CHAT.cannedTitleMax),
    text: z.string().trim().min(1).max(CHAT.textMax),
  }),
  output: cannedReply,
});

export const consoleChatCannedDelete = defineCall({
  path: '/console/v1/chat/canned/delete',
  method: 'POST',
  auth: 'operator',
  summary: 'Delete a canned reply',
  input: z.strictObject({ id }),
  output: z.null(),
});

export const consoleChatOfficeGet = defineCall({
  path: '/console/v1/chat/office/get',
  method: 'POST',
  auth: 'operator',
  summary: 'The support team’s office hours and promised reply time',
  input: z.strictObject({}),
  output: officeHours,
});

export const consoleChatOfficeUpdate = defineCall({
  path: '/console/v1/chat/office/update',
  method: 'POST',
  auth: 'operator',
  summary: 'Change the office hours and promised reply time',
  input: officeHours,
  output: officeHours,
});
