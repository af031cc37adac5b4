import { randomBytes } from 'node:crypto';
import type { LiveEvent } from '@shopkeeper/contract';
import { audienceKey, type LiveAudience, type LiveBus, type LiveSignal, LocalLiveBus } from './bus.ts';

export interface BusLog {
  warn(details: object, message: string): void;
}

/** What one server sends the others: who sent it (so it skips its own), for whom, what. */
interface Envelope {
  origin: string;
  /** The database schema or namespace: several apps may share one PostgreSQL or Redis. */
  scope: string;
  key: string;
  signal: LiveSignal;
}

const SIGNAL_TYPES: ReadonlySet<LiveEvent['type']> = new Set(['notify', 'chat']);

/**
 * The part both shared buses have in common: a signal is delivered in this process at once
 * (no round trip for the streams this server holds) and sent to the others through a
 * transport, which hands back what the others sent. Envelopes from this process, from
 * another scope or that do not parse are dropped.
 */
export abstract class SharedLiveBus implements LiveBus {
  protected readonly local = new LocalLiveBus();
  protected readonly origin = randomBytes(8).toString('hex');
  private subscribers = 0;
  private started = false;
  private heardBefore = false;
  private readonly resumedListeners = new Set<() => void>();

  constructor(
    protected readonly scope: string,
    protected readonly log: BusLog,
  ) {}

  /** Sends an encoded envelope to every server. */
  protected abstract send(payload: string): Promise<void>;
  /** Starts hearing envelopes (called on the first subscription). */
  protected abstract start(): void;
  protected abstract stop(): Promise<void>;

  publish(audience: LiveAudience, signal: LiveSignal): void {
    const key = audienceKey(audience);
    this.local.deliver(key, signal);
    const envelope: Envelope = { origin: this.origin, scope: this.scope, key, signal };
    this.send(JSON.stringify(envelope)).catch((error) =>
      // A lost signal costs a client only time: it reads again on its next (re)connect.
      this.log.warn({ err: error }, 'live signal not sent to the other servers'),
    );
  }

  subscribe(audience: LiveAudience, listener: (signal: LiveSignal) => void): () => void {
    // Only a server holding streams needs to hear the others: tests and jobs open no connection.
    if (!this.started) {
      this.started = true;
      this.start();
    }
    this.subscribers++;
    const stop = this.local.subscribe(audience, listener);
    return () => {
      this.subscribers--;
      stop();
    };
  }

  onResumed(listener: () => void): () => void {
    this.resumedListeners.add(listener);
    return () => this.resumedListeners.delete(listener);
  }

  /**
   * The transport hears the others (again): called by the subclass each time its LISTEN or
   * SUBSCRIBE is in place. From the second time on, signals may have been lost in between.
   */
  protected hearing(): void {
    if (!this.heardBefore) {
      this.heardBefore = true;
      return;
    }
    this.log.warn({}, 'live bus hears the other servers again; streams are told to read again');
    for (const listener of this.resumedListeners) listener();
  }

  /** Hands an envelope another server sent to this process's streams. */
  protected received(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.origin === this.origin || envelope.scope !== this.scope) return;
    if (typeof envelope.key !== 'string' || !SIGNAL_TYPES.has(envelope.signal?.type)) return;
    this.local.deliver(envelope.key, envelope.signal);
  }

  async close(): Promise<void> {
    await this.local.close();
    if (this.started) await this.stop();
  }

  /** Streams subscribed in this process (for tests and logs). */
  get subscriberCount(): number {
    return this.subscribers;
  }
}
