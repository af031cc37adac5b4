import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/index.ts';
import { type BusLog, SharedLiveBus } from './shared-bus.ts';

/** The channel of live signals, apart from the events' own (modules/events/wake.ts). */
export const LIVE_CHANNEL = 'shopkeeper_live';

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * Several servers on one PostgreSQL (docs/decisions/030-live-stream-and-chat.md): publish is
 * a `pg_notify` on the pool (callers publish after their commit, never inside a transaction:
 * a NOTIFY in a transaction takes a database-wide lock at commit); every server LISTENs on a
 * direct connection of its own, opened again with growing waits when it drops, as the
 * events' LISTEN does (modules/events/notifications.ts). Signals sent while it was down are
 * lost: once it hears again, every stream here is sent a new `hello`, so its client reads again.
 */
export class PgLiveBus extends SharedLiveBus {
  private client: ReturnType<NonNullable<DatabaseHandle['directClient']>> | undefined;
  private stopped = false;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private listening = false;

  constructor(
    private readonly database: DatabaseHandle,
    log: BusLog,
  ) {
    super(database.pgSchema ?? 'public', log);
    if (!database.directClient) throw new Error('PgLiveBus needs PostgreSQL');
  }

  protected async send(payload: string): Promise<void> {
    await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(this.database.db);
  }

  protected start(): void {
    void this.connect();
  }

  private dropped(which: NonNullable<typeof this.client>, error?: unknown) {
    if (this.client !== which) return;
    this.client = undefined;
    this.listening = false;
    which.end().catch(() => {});
    if (this.stopped) return;
    const delayMs = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** this.failures++);
    this.log.warn({ err: error, retryInMs: delayMs }, 'live LISTEN connection lost; reconnecting');
    this.timer = setTimeout(() => void this.connect(), delayMs);
    this.timer.unref();
  }

  private async connect() {
    if (this.stopped) return;
    const next = this.database.directClient!();
    this.client = next;
    next.on('error', (error) => this.dropped(next, error));
    next.on('end', () => this.dropped(next));
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) this.received(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
      this.failures = 0;
      this.listening = this.client === next;
      if (this.listening) this.hearing();
    } catch (error) {
      this.dropped(next, error);
    }
  }

  /** Resolves once the LISTEN is in place (a test waits for it before another server publishes). */
  async ready(timeoutMs = 5000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!this.listening) {
      if (Date.now() > until) throw new Error('live LISTEN not ready');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  protected async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const last = this.client;
    this.client = undefined;
    this.listening = false;
    await last?.end().catch(() => {});
  }
}
