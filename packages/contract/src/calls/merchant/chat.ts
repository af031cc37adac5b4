import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { id, timestamp, uploadPath } from '../common.ts';

/**
 * Customer-service chat, merchant side (docs/decisions/030-live-stream-and-chat.md). One
 * conversation per merchant, made on the first message. The database is the source of
 * truth: every message has its place `seq` (1, 2, 3… per conversation) and a client that
 * comes back asks for everything after the last `seq` it holds. The live stream
 * (calls/user/stream.ts) only says that something new is there.
 */

/** A client's own id for a message, made before the first try: a retried send is stored once. */
export const chatClientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Limits of one message; a canned reply's title holds what the console's form and its column do. */
export const CHAT = { textMax: 2000, pageMax: 200, cannedTitleMax: 100 } as const;

export const chatMessage = z.object({
  /** The message's place in its conversation, from 1, without gaps. */
  seq: z.number().int().positive(),
  /** The sender's clientId (null for messages the system wrote). */
  clientId: z.string().nullable(),
  from: z.enum(['merchant', 'operator', 'system']),
  /** The operator's display name on their messages; null otherwise. */
  operatorName: z.string().nullable(),
  /** Exactly one of text and image is set. */
  text: z.string().nullable(),
  image: z.object({ path: uploadPath, url: z.string() }).nullable(),
  at: timestamp,
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * When the support team answers, set by an operator in the console. Days are 0 (Sunday) to
 * 6, hours `HH:MM` in the team's offset from UTC; `closes` after `opens`, same day.
 */
export const officeHours = z.strictObject({
  utcOffsetMinutes: z.number().int().min(-720).max(840),
  days: z.array(z.number().int().min(0).max(6)).max(7),
  opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** The reply time the header promises while the team is in, in minutes. */
  replyMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});
export type OfficeHours = z.infer<typeof officeHours>;

/** The chat's header: the hours, whether someone is in now and, if not, when they are back. */
export const chatOffice = officeHours.extend({
  open: z.boolean(),
  /** The next opening when `open` is false (null when no day is set). */
  nextOpenAt: timestamp.nullable(),
});

export const chatHistory = defineCall({
  path: '/v1/chat/history',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Messages of my conversation in order: after `after` (catch up), or the latest page before `before` (scroll back); with unread count, read marks and office hours',
  input: z.strictObject({
    after: z.number().int().min(0).optional(),
    before: z.number().int().min(1).optional(),
    limit: z.number().int().min(1).max(CHAT.pageMax).optional(),
  }),
  output: z.object({
    messages: z.array(chatMessage),
    /** More messages exist past this page (after `after`: newer; otherwise: older). */
    more: z.boolean(),
    /** The conversation's last seq (0 before the first message). */
    lastSeq: z.number().int().min(0),
    /** Operator messages after my read mark. */
    unread: z.number().int().min(0),
    /** Up to which seq I have read, and up to which the team has. */
    readUpTo: z.number().int().min(0),
    operatorReadUpTo: z.number().int().min(0),
    office: chatOffice,
  }),
});

export const chatSend = defineCall({
  path: '/v1/chat/send',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Send a text or an image (an upload of kind chat); the same clientId again returns the stored message instead of a second one',
  input: z.strictObject({
    clientId: chatClientId,
    text: z.string().trim().min(1).max(CHAT.textMax).optional(),
    image: uploadPath.optional(),
  }),
  output: z.object({ message: chatMessage }),
});

export const chatRead = defineCall({
  path: '/v1/chat/read',
  method: 'POST',
  auth: 'merchant',
  summary: 'Mark read up to the message shown (never moves back); returns what is still unread',
  input: z.strictObject({ upTo: z.number().int().min(0) }),
  output: z.object({ readUpTo: z.number().int().min(0), unread: z.number().int().min(0) }),
});

export const chatUnread = defineCall({
  path: '/v1/chat/unread',
  method: 'POST',
  auth: 'merchant',
  summary: 'Operator messages I have not read (for the badge on "Customer service")',
  input: z.strictObject({}),
  output: z.object({ unread: z.number().int().min(0), lastSeq: z.number().int().min(0) }),
});

/** A conversation's id as the console and the stream name it. */
export const conversationId = id;
