import { type LiveEvent, type LiveEventType, STREAM_PING_MS } from '@shopkeeper/contract';

/**
 * The browser's end of the live stream (docs/decisions/030-live-stream-and-chat.md and
 * 033-live-stream-client.md). One EventSource per app, shared by every subscriber. The stream
 * only says that something is new: subscribers read what through the calls, and on every
 * (re)connect, on coming back to the tab and on coming back online they are told to read
 * again (`resync`), since events sent meanwhile are lost.
 */

/** What the client needs of EventSource; a test gives a fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}
export type EventSourceFactory = new (url: string) => EventSourceLike;

/** Why subscribers are told to read again. */
export type ResyncReason = 'hello' | 'visible' | 'online';

export type LiveHandler<T extends LiveEventType> = (event: Extract<LiveEvent, { type: T }>) => void;

export interface LiveStreamOptions {
  /** A fresh single-use ticket (POST /v1/stream/ticket): each connection needs its own. */
  getTicket: () => Promise<string>;
  /** Default: the API's stream path under /api. */
  url?: (ticket: string) => string;
  EventSource?: EventSourceFactory;
  /** Where `online` is heard (window) and `visibilitychange` (document). */
  windowTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  documentTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
  /** The wait before reconnect number `attempt` (from 1). */
  backoffMs?: (attempt: number) => number;
  /**
   * How long a connection may be silent before it is taken for dead: the server pings at
   * least every STREAM_PING_MS, so three missed pings by default. A connection can die
   * without closing (a phone that changed networks), and EventSource would wait on it.
   */
  silenceMs?: number;
}

export const EVENT_TYPES: readonly LiveEventType[] = ['hello', 'ping', 'notify', 'chat'];

/** Up to 30 s, doubling from 1 s, with a little jitter so a restarted server is not stormed. */
export const defaultBackoffMs = (attempt: number) =>
  Math.min(30_000, 1000 * 2 ** Math.min(attempt - 1, 5)) + Math.floor(Math.random() * 500);

const isId = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The event's data as the contract's `liveEvent` describes it, or null. Checked by hand
 * rather than with zod so that zod stays out of the browser bundle (the apps ship the call
 * table only); live-stream.test.ts holds this to the contract's schema.
 */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  let body: unknown;
  try {
    body = data ? JSON.parse(data) : {};
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  switch (type) {
    case 'hello':
      return typeof fields.at === 'string' ? { type, at: fields.at } : null;
    case 'notify':
    case 'ping':
      return { type };
    case 'chat':
      return isId(fields.conversationId) &&
        typeof fields.seq === 'number' &&
        Number.isInteger(fields.seq) &&
        fields.seq >= 0
        ? { type, conversationId: fields.conversationId as number, seq: fields.seq }
        : null;
    default:
      return null;
  }
}

export type LiveStream = ReturnType<typeof createLiveStream>;

export function createLiveStream(options: LiveStreamOptions) {
  const url = options.url ?? ((ticket: string) => `/api/v1/stream?ticket=${encodeURIComponent(ticket)}`);
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const silenceMs = options.silenceMs ?? 3 * STREAM_PING_MS;
  const handlers = new Map<LiveEventType, Set<(event: LiveEvent) => void>>();
  const resyncHandlers = new Set<(reason: ResyncReason) => void>();

  let running = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  let attempts = 0;
  // Each connect gets a number: a ticket arriving after stop() or a newer connect is dropped.
  let generation = 0;

  const resync = (reason: ResyncReason) => {
    for (const handler of [...resyncHandlers]) handler(reason);
  };

  const dispatch = (event: LiveEvent) => {
    for (const handler of [...(handlers.get(event.type) ?? [])]) handler(event);
    if (event.type === 'hello') {
      attempts = 0;
      resync('hello');
    }
  };

  const closeSource = () => {
    if (watchdog !== null) clearTimeout(watchdog);
    watchdog = null;
    if (!source) return;
    source.onerror = null;
    source.close();
    source = null;
  };

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const scheduleReconnect = () => {
    clearTimer();
    if (!running) return;
    attempts += 1;
    timer = setTimeout(connect, backoffMs(attempts));
  };

  async function connect() {
    timer = null;
    if (!running) return;
    const Source =
      options.EventSource ?? (globalThis.EventSource as unknown as EventSourceFactory | undefined);
    // No live updates here (an old browser, a component test): screens still read on demand.
    if (!Source) return;
    const mine = ++generation;
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      if (mine === generation) scheduleReconnect();
      return;
    }
    if (!running || mine !== generation) return;
    const opened = new Source(url(ticket));
    source = opened;
    // Silent too long: close it and open another, as after an error.
    const watch = () => {
      if (watchdog !== null) clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        if (source !== opened) return;
        closeSource();
        scheduleReconnect();
      }, silenceMs);
    };
    watch();
    for (const type of EVENT_TYPES) {
      opened.addEventListener(type, (message) => {
        if (source !== opened) return;
        watch();
        const event = parseLiveEvent(type, String(message.data ?? ''));
        if (event) dispatch(event);
      });
    }
    // EventSource would retry by itself with the spent ticket; close and take a fresh one.
    opened.onerror = () => {
      if (source !== opened) return;
      closeSource();
      scheduleReconnect();
    };
  }

  const onOnline = () => {
    if (!running) return;
    // A wait for the next try is pointless once the network is back.
    if (!source) {
      clearTimer();
      attempts = 0;
      generation += 1;
      void connect();
    }
    resync('online');
  };
  const onVisibility = () => {
    if (running && options.documentTarget?.visibilityState === 'visible') resync('visible');
  };

  return {
    /** Opens the connection (signed in); a second call changes nothing. */
    start() {
      if (running) return;
      running = true;
      attempts = 0;
      options.windowTarget?.addEventListener('online', onOnline);
      options.documentTarget?.addEventListener('visibilitychange', onVisibility);
      void connect();
    },
    /** Closes it (signed out) and stops trying. */
    stop() {
      if (!running) return;
      running = false;
      generation += 1;
      clearTimer();
      closeSource();
      options.windowTarget?.removeEventListener('online', onOnline);
      options.documentTarget?.removeEventListener('visibilitychange', onVisibility);
    },
    get connected() {
      return source !== null;
    },
    /** Calls `handler` with every event of `type`; returns unsubscribe. */
    on<T extends LiveEventType>(type: T, handler: LiveHandler<T>): () => void {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const wrapped = handler as (event: LiveEvent) => void;
      set.add(wrapped);
      return () => set.delete(wrapped);
    },
    /** Calls `handler` whenever events may have been missed; returns unsubscribe. */
    onResync(handler: (reason: ResyncReason) => void): () => void {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
  };
}

/** The browser's own window and document, where they exist. */
export function browserTargets(): Pick<LiveStreamOptions, 'windowTarget' | 'documentTarget'> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return {};
  return { windowTarget: window, documentTarget: document };
}
