import type { LiveEvent } from '@shopkeeper/contract';

/**
 * Who a live signal is for: one signed-in user (a merchant's own chat and notifications),
 * or every operator (the console's conversation list).
 */
export type LiveAudience = { userId: number } | { operators: true };

/** What travels on the bus: the stream's events without `hello` and `ping`, which each connection makes itself. */
export type LiveSignal = Exclude<LiveEvent, { type: 'hello' | 'ping' }>;

/**
 * Carries "something new" from the server that committed it to every server holding a
 * stream for its audience (docs/decisions/030-live-stream-and-chat.md). Signals are hints:
 * a lost one costs a client only time, since the database is the source of truth and a
 * client reads again on every (re)connect. Publish only after the change has committed
 * (db/transactions.ts afterCommit), or a client may read before it is there.
 */
export interface LiveBus {
  publish(audience: LiveAudience, signal: LiveSignal): void;
  /** Calls `listener` for every signal to `audience`; returns how to stop. */
  subscribe(audience: LiveAudience, listener: (signal: LiveSignal) => void): () => void;
  /**
   * Calls `listener` when this server hears the others again after its connection to them
   * dropped: whatever they sent meanwhile is lost, so the streams must tell their clients to
   * read again. Returns how to stop. The in-process bus never drops.
   */
  onResumed(listener: () => void): () => void;
  close(): Promise<void>;
}

export function audienceKey(audience: LiveAudience): string {
  return 'userId' in audience ? `user:${audience.userId}` : 'operators';
}

/** Delivers to the subscribers in this process: one server, and the fan-out step of the others. */
export class LocalLiveBus implements LiveBus {
  private readonly listeners = new Map<string, Set<(signal: LiveSignal) => void>>();

  publish(audience: LiveAudience, signal: LiveSignal): void {
    this.deliver(audienceKey(audience), signal);
  }

  /** Hands a signal to this process's subscribers of `key` (also used by the shared buses). */
  deliver(key: string, signal: LiveSignal): void {
    for (const listener of this.listeners.get(key) ?? []) {
      try {
        listener(signal);
      } catch {
        // One broken stream must not keep the signal from the others.
      }
    }
  }

  subscribe(audience: LiveAudience, listener: (signal: LiveSignal) => void): () => void {
    const key = audienceKey(audience);
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  onResumed(): () => void {
    return () => {};
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
