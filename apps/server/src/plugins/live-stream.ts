import { STREAM_PATH, STREAM_PING_MS } from '@shopkeeper/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { authenticate, liveSessionIds, tokenFromHeader } from '../modules/accounts/service.ts';
import { type LiveAudience, type LiveSignal, takeStreamTicket } from '../modules/live/service.ts';

export interface LiveStreamOptions {
  /** Between `ping` events; by default STREAM_PING_MS, and under the silent-connection close. */
  pingMs?: number;
  /** Open streams per user in this process; opening one more closes the oldest. */
  maxPerUser?: number;
  /** How often streams whose session was signed out (logout, disable, reset) are ended. */
  sessionCheckMs?: number;
}

const DEFAULT_MAX_PER_USER = 5;
/** How long a browser waits before reconnecting by itself. */
const RETRY_MS = 3000;

interface OpenStream {
  userId: number;
  sessionId: number;
  hello(): void;
  end(): void;
}

/** The stream's user: the authorization header, or a ticket from streamTicket (EventSource sends no header). */
async function streamUser(app: FastifyInstance, request: FastifyRequest) {
  const ctx = app.ctx;
  const token = tokenFromHeader(request.headers.authorization);
  if (token) return authenticate(ctx.database.db, ctx.config, token);
  const ticket = (request.query as { ticket?: unknown }).ticket;
  if (typeof ticket !== 'string' || ticket === '') throw fail(ErrorCode.NOT_AUTHENTICATED);
  const user = await takeStreamTicket(ctx.database.db, ticket);
  if (!user) throw fail(ErrorCode.ILLEGAL_REQUEST);
  return user;
}

/**
 * `GET /api/v1/stream` (docs/protocol.md#live-stream): server-sent events that only say
 * "something new" (docs/decisions/030-live-stream-and-chat.md). `hello` first on every
 * connect; then the bus's signals for the user and, for operators, for all operators; a
 * `ping` event keeps proxies and the server's silent-connection close (app.ts) away, and tells
 * the client the connection is alive (a comment would not reach its code).
 * A plain response stream: Fastify's reply is hijacked, so nothing after this handler
 * (serialisation, compression) touches it. The server ends every stream when it closes.
 */
export default async function liveStream(app: FastifyInstance, options: LiveStreamOptions = {}) {
  const connectionMs = 2 * app.ctx.config.requestTimeoutSeconds * 1000;
  const pingMs = options.pingMs ?? Math.min(STREAM_PING_MS, Math.floor(connectionMs / 3));
  const maxPerUser = options.maxPerUser ?? DEFAULT_MAX_PER_USER;
  const sessionCheckMs = options.sessionCheckMs ?? 4 * pingMs;
  const open = new Set<OpenStream>();

  // One query for all of this server's streams: a signed-out session's streams end within a minute.
  const sessionCheck = setInterval(() => {
    const streams = [...open];
    if (streams.length === 0) return;
    liveSessionIds(
      app.ctx.database.db,
      streams.map((stream) => stream.sessionId),
    )
      .then((live) => {
        for (const stream of streams) if (!live.has(stream.sessionId)) stream.end();
      })
      .catch((error) => app.log.warn({ err: error }, 'live stream session check failed'));
  }, sessionCheckMs);
  sessionCheck.unref();

  // Signals the other servers sent while this one could not hear them are lost: a new `hello`
  // has every client read again, as after its own reconnect.
  const stopResumed = app.ctx.live.onResumed(() => {
    for (const stream of open) stream.hello();
  });

  app.get(`/api${STREAM_PATH}`, async (request, reply) => {
    const user = await streamUser(app, request);
    // The client may have left while its ticket or token was looked up: the socket's close
    // has passed, so nothing would ever end this stream, its subscriptions and its ping.
    if (request.raw.socket.destroyed) {
      reply.hijack();
      return;
    }
    const audiences: LiveAudience[] = [{ userId: user.id }];
    if (user.role === 'operator') audiences.push({ operators: true });

    // Headers helmet set in onRequest stay on reply.raw; the cache policy is replaced.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    request.raw.socket.setNoDelay(true);

    const write = (chunk: string) => {
      if (!res.writableEnded) res.write(chunk);
    };
    const send = (signal: LiveSignal | { type: 'hello'; at: string }) =>
      write(`event: ${signal.type}\ndata: ${JSON.stringify(signal)}\n\n`);

    const unsubscribe = audiences.map((audience) => app.ctx.live.subscribe(audience, send));
    const ping = setInterval(() => write('event: ping\ndata: {"type":"ping"}\n\n'), pingMs);
    let ended = false;
    const stream: OpenStream = {
      userId: user.id,
      sessionId: user.sessionId,
      hello: () => send({ type: 'hello', at: new Date().toISOString() }),
      end: () => {
        if (ended) return;
        ended = true;
        clearInterval(ping);
        for (const stop of unsubscribe) stop();
        open.delete(stream);
        if (!res.writableEnded) res.end();
      },
    };
    // Set iteration order is insertion order: the first of this user's is the oldest.
    const mine = [...open].filter((other) => other.userId === user.id);
    for (const oldest of mine.slice(0, Math.max(0, mine.length - maxPerUser + 1))) oldest.end();
    open.add(stream);
    res.on('close', stream.end);
    res.on('error', stream.end);

    write(`retry: ${RETRY_MS}\n\n`);
    stream.hello();
  });

  // Before the server stops accepting: an open stream would otherwise hold close() for good.
  app.addHook('preClose', async () => {
    clearInterval(sessionCheck);
    stopResumed();
    for (const stream of [...open]) stream.end();
  });
}
