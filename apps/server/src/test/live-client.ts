import { type LiveEvent, STREAM_PATH } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';

/**
 * A live stream read the way a client reads it: a real HTTP connection to a listening
 * server (fetch and a reader), its events parsed as they arrive. `next` waits for an event
 * that matches; `close` drops the connection as a lost network would.
 */
export interface LiveClient {
  events: LiveEvent[];
  /** `ping` events heard; they are kept out of `events`, which hold what a test waits for. */
  pings: number;
  next(match?: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
  closed: Promise<void>;
}

export async function listeningUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${bound.port}`;
}

export async function openStream(
  base: string,
  auth: { token?: string; ticket?: string },
): Promise<{ response: Response; client: LiveClient }> {
  const controller = new AbortController();
  const url = `${base}/api${STREAM_PATH}${auth.ticket ? `?ticket=${encodeURIComponent(auth.ticket)}` : ''}`;
  const response = await fetch(url, {
    headers: auth.token ? { authorization: `Bearer ${auth.token}` } : {},
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const waiters: { match: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }[] = [];
  let seen = 0;
  const client: LiveClient = {
    events,
    pings: 0,
    next(match = () => true, timeoutMs = 10_000) {
      // Each call takes the first matching event after the ones earlier calls took.
      for (let i = seen; i < events.length; i++) {
        if (match(events[i]!)) {
          seen = i + 1;
          return Promise.resolve(events[i]!);
        }
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching live event in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            seen = events.length;
            resolve(event);
          },
        });
      });
    },
    close: () => controller.abort(),
    closed: Promise.resolve(),
  };
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { response, client };
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  client.closed = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const data = block
            .split('\n')
            .find((line) => line.startsWith('data: '))
            ?.slice(6);
          if (!data) continue;
          const event = JSON.parse(data) as LiveEvent;
          if (event.type === 'ping') {
            client.pings++;
            continue;
          }
          events.push(event);
          const waiter = waiters.findIndex((w) => w.match(event));
          if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(event);
        }
      }
    } catch {
      // Aborted or dropped: the stream is over.
    }
  })();
  return { response, client };
}
