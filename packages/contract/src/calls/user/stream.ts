import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { id, timestamp } from '../common.ts';

/**
 * The live stream, `GET /api/v1/stream` (server-sent events), shared by chat and
 * notifications (docs/decisions/030-live-stream-and-chat.md). It takes the authorization
 * header, or `?ticket=` from streamTicket, since a browser's EventSource cannot send a
 * header. It is not a JSON call, so it is declared here by its path and its events.
 * The stream only says that something is new; clients read what through the calls.
 */
export const STREAM_PATH = '/v1/stream';

export const streamTicket = defineCall({
  path: '/v1/stream/ticket',
  method: 'POST',
  auth: 'user',
  summary: 'A short-lived, single-use ticket to open the live stream with EventSource',
  input: z.strictObject({}),
  output: z.object({ ticket: z.string(), expiresAt: timestamp }),
});

/**
 * The events, as `event: <type>` with `data: <JSON>`. `hello` comes first on every
 * (re)connect, so a client knows it may have missed something and reads again.
 * `ping` comes every 15 s at most: it keeps proxies from closing a quiet connection, and a
 * client that hears nothing for a few pings knows the connection died without closing (a
 * phone that changed networks) and opens another.
 */
export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), at: timestamp }),
  z.object({ type: z.literal('ping') }),
  /** Something changed in my notifications: read the count again. */
  z.object({ type: z.literal('notify') }),
  /**
   * A message arrived in a conversation (merchants: their own; operators: any), or its read
   * marks, state or assignee changed. `seq` is its last message.
   */
  z.object({ type: z.literal('chat'), conversationId: id, seq: z.number().int().min(0) }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];
