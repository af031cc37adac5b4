import { schemas } from '@shopkeeper/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveStream, type EventSourceLike, parseLiveEvent } from './live-stream.ts';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeSource implements EventSourceLike {
  static opened: FakeSource[] = [];
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    const message = { data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent;
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

const open = () => FakeSource.opened.filter((source) => !source.closed);

function setup() {
  let tickets = 0;
  const getTicket = vi.fn(async () => `t${++tickets}`);
  const windowTarget = new EventTarget();
  const documentTarget = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const stream = createLiveStream({
    getTicket,
    EventSource: FakeSource,
    windowTarget,
    documentTarget,
    backoffMs: (attempt) => attempt * 1000,
  });
  return { stream, getTicket, windowTarget, documentTarget };
}

beforeEach(() => {
  FakeSource.opened = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live stream client', () => {
  it('opens one connection with a fresh ticket, however many subscribe', async () => {
    const { stream } = setup();
    stream.on('chat', () => undefined);
    stream.on('notify', () => undefined);
    stream.start();
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSource.opened.map((source) => source.url)).toEqual(['/api/v1/stream?ticket=t1']);
  });

  it('hands each subscriber the typed events of its kind, and drops malformed ones', async () => {
    const { stream } = setup();
    const chats: unknown[] = [];
    const notes: unknown[] = [];
    stream.on('chat', (event) => chats.push(event));
    stream.on('notify', (event) => notes.push(event));
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    const [source] = FakeSource.opened;
    source?.emit('chat', { conversationId: 4, seq: 9 });
    source?.emit('chat', { conversationId: 'x', seq: 9 });
    source?.emit('chat', 'not json');
    source?.emit('notify', {});
    expect(chats).toEqual([{ type: 'chat', conversationId: 4, seq: 9 }]);
    expect(notes).toEqual([{ type: 'notify' }]);
  });

  it('on an error closes, waits longer each time, and reconnects with a new ticket', async () => {
    const { stream, getTicket } = setup();
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSource.opened[0]?.fail();
    expect(open()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(open().map((source) => source.url)).toEqual(['/api/v1/stream?ticket=t2']);
    FakeSource.opened[1]?.fail();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(open().map((source) => source.url)).toEqual(['/api/v1/stream?ticket=t3']);
    expect(getTicket).toHaveBeenCalledTimes(3);
  });

  it('takes a connection silent for three pings for dead and opens another; pings keep it', async () => {
    const { stream } = setup();
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    // Pings arrive: the connection lives on well past the silence limit (45 s).
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(15_000);
      FakeSource.opened[0]?.emit('ping', { type: 'ping' });
    }
    expect(open()).toEqual([FakeSource.opened[0]]);
    // Then nothing (a phone that changed networks: no error, no close).
    await vi.advanceTimersByTimeAsync(44_999);
    expect(FakeSource.opened[0]?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSource.opened[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(open().map((source) => source.url)).toEqual(['/api/v1/stream?ticket=t2']);
  });

  it('keeps trying when the ticket itself cannot be had', async () => {
    const { stream, getTicket } = setup();
    getTicket.mockRejectedValueOnce(new Error('offline'));
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSource.opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(open()).toHaveLength(1);
  });

  it('tells subscribers to read again on hello, on coming back to the tab and back online', async () => {
    const { stream, windowTarget, documentTarget } = setup();
    const reasons: string[] = [];
    stream.onResync((reason) => reasons.push(reason));
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSource.opened[0]?.emit('hello', { at: '2026-11-25T10:00:00.000Z' });
    documentTarget.visibilityState = 'hidden';
    documentTarget.dispatchEvent(new Event('visibilitychange'));
    documentTarget.visibilityState = 'visible';
    documentTarget.dispatchEvent(new Event('visibilitychange'));
    windowTarget.dispatchEvent(new Event('online'));
    expect(reasons).toEqual(['hello', 'visible', 'online']);
  });

  it('reconnects at once when the network is back instead of waiting', async () => {
    const { stream, windowTarget } = setup();
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSource.opened[0]?.fail();
    windowTarget.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(open()).toHaveLength(1);
    // The backoff timer was dropped: no second connection follows.
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeSource.opened).toHaveLength(2);
  });

  it('stops: closes the connection, tries no more, hears nothing more', async () => {
    const { stream, windowTarget } = setup();
    const reasons: string[] = [];
    stream.onResync((reason) => reasons.push(reason));
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    stream.stop();
    expect(open()).toHaveLength(0);
    windowTarget.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSource.opened).toHaveLength(1);
    expect(reasons).toEqual([]);
  });

  it('reads events exactly as the contract describes them', () => {
    const samples: [string, unknown][] = [
      ['hello', { at: '2026-11-25T10:00:00.000Z' }],
      ['notify', {}],
      ['ping', { type: 'ping' }],
      ['chat', { conversationId: 3, seq: 0 }],
      ['chat', { conversationId: 3, seq: -1 }],
      ['chat', { conversationId: 0, seq: 2 }],
      ['chat', { seq: 2 }],
      ['hello', {}],
    ];
    for (const [type, data] of samples) {
      const contract = schemas.liveEvent.safeParse({ ...(data as object), type });
      expect(parseLiveEvent(type, JSON.stringify(data))).toEqual(contract.success ? contract.data : null);
    }
  });
});
