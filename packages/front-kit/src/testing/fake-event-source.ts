import { createLiveStream, type EventSourceLike, type LiveStream } from '../live-stream.ts';

/** A stand-in for the browser's EventSource: the test plays the server's stream. */
export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** The server sends `event: <type>` with `data` as JSON. */
  emit(type: string, data: unknown) {
    const message = { data: JSON.stringify(data) } as MessageEvent;
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

/**
 * A live stream for a component test, over a fake EventSource, with a fixed ticket (no call).
 * `latest()` is the connection now open, to play the server's events on.
 */
export function fakeLiveStream(): { stream: LiveStream; latest: () => FakeEventSource | undefined } {
  FakeEventSource.opened = [];
  const stream = createLiveStream({
    getTicket: async () => 'test-ticket',
    EventSource: FakeEventSource,
    windowTarget: typeof window === 'undefined' ? undefined : window,
    documentTarget: typeof document === 'undefined' ? undefined : document,
  });
  return { stream, latest: () => FakeEventSource.opened.filter((source) => !source.closed).at(-1) };
}
