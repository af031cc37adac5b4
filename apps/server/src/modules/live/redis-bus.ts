import { Redis } from 'ioredis';
import { type BusLog, SharedLiveBus } from './shared-bus.ts';

/**
 * Servers sharing a Redis instead of (or beside) PostgreSQL: PUBLISH on one connection,
 * SUBSCRIBE on another (a subscribed connection can do nothing else). ioredis reconnects and
 * subscribes again by itself, waiting longer after each failure. Chosen with LIVE_BUS=redis
 * (docs/decisions/030-live-stream-and-chat.md).
 */
export class RedisLiveBus extends SharedLiveBus {
  private readonly publisher: Redis;
  private subscriber: Redis | undefined;
  private listening = false;

  constructor(
    private readonly url: string,
    scope: string,
    log: BusLog,
  ) {
    super(scope, log);
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.publisher.on('error', (error) => log.warn({ err: error }, 'live Redis publisher error'));
  }

  private get channel() {
    return `shopkeeper_live:${this.scope}`;
  }

  protected async send(payload: string): Promise<void> {
    await this.publisher.publish(this.channel, payload);
  }

  protected start(): void {
    const subscriber = new Redis(this.url, {
      retryStrategy: (times) => Math.min(30_000, 500 * 2 ** Math.min(times, 6)),
    });
    this.subscriber = subscriber;
    subscriber.on('error', (error) => this.log.warn({ err: error }, 'live Redis subscriber error'));
    subscriber.on('message', (channel, message) => {
      if (channel === this.channel) this.received(message);
    });
    subscriber.on('close', () => {
      this.listening = false;
    });
    subscriber.on('ready', () => {
      subscriber
        .subscribe(this.channel)
        .then(() => {
          this.listening = true;
          this.hearing();
        })
        .catch((error) => this.log.warn({ err: error }, 'live Redis SUBSCRIBE failed'));
    });
  }

  /** Resolves once subscribed (a test waits for it before another server publishes). */
  async ready(timeoutMs = 5000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!this.listening) {
      if (Date.now() > until) throw new Error('live Redis SUBSCRIBE not ready');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  protected async stop(): Promise<void> {
    this.listening = false;
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  override async close(): Promise<void> {
    await super.close();
    this.publisher.disconnect();
  }
}
