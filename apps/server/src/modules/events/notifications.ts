import type { DatabaseHandle } from '../../db/index.ts';
import { EVENTS_CHANNEL } from './wake.ts';

export interface ListenLog {
  warn(details: object, message: string): void;
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL: calls `wake` when another server (or this one) commits events to this schema,
 * through LISTEN on a connection of its own (a pooled connection is shared and may be closed
 * by the pool, and a LISTEN only hears while its session lives). A dropped connection is
 * opened again, waiting longer after each failure, and `wake` is called on every (re)connect,
 * since NOTIFYs sent while it was down are lost. The dispatcher's poll covers the gap.
 * Returns how to stop.
 */
export function listenForEvents(
  database: DatabaseHandle,
  wake: () => void,
  log: ListenLog,
): () => Promise<void> {
  const open = database.directClient;
  if (!open) throw new Error('LISTEN needs PostgreSQL');
  let client: ReturnType<typeof open> | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const dropped = (which: ReturnType<typeof open>, error?: unknown) => {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    if (stopped) return;
    const delayMs = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures++);
    log.warn({ err: error, retryInMs: delayMs }, 'events LISTEN connection lost; reconnecting');
    timer = setTimeout(connect, delayMs);
    timer.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const next = open();
    client = next;
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    let schema: string | undefined;
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload === schema) wake();
    });
    try {
      await next.connect();
      schema = (await next.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema;
      await next.query(`listen ${EVENTS_CHANNEL}`);
      failures = 0;
      wake();
    } catch (error) {
      dropped(next, error);
    }
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
