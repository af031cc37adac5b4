import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import type { EventType, RecordedEvent } from './catalogue.ts';
import {
  advance,
  eventsAfterPosition,
  type Position,
  positionOf,
  recordFailure,
  unsettledAfter,
} from './positions.ts';
import { toRecordedEvent } from './rows.ts';

/**
 * Something that reacts to events after their commit (docs/decisions/024-use-cases-and-events.md,
 * "Events: how they are delivered"). It gets each event of the kinds it handles at least
 * once, in order; after a crash or a failure it may get the same event again, so `handle`
 * must be idempotent (keyed by the event's id, or a write that is the same when repeated).
 * A handle that throws is tried again later, and the events after it wait for it.
 */
export interface EventListener<T extends EventType = EventType> {
  /** Names its position in `event_listeners`: renaming a listener starts it again. */
  name: string;
  handles: readonly T[];
  /** Where a listener starts on its first run (default `beginning`); `latest` for one that must not act on the past. */
  startAt?: 'beginning' | 'latest';
  handle(ctx: AppContext, event: Extract<RecordedEvent, { type: T }>): Promise<void>;
}

export interface DispatchLog {
  error(details: object, message: string): void;
}

export interface DispatchCounts {
  delivered: number;
  failed: number;
  /**
   * PostgreSQL: listeners that caught up with the settled events while later ones were
   * committed but still behind an older running transaction; a run shortly after finds them.
   */
  waiting: number;
}

export interface DispatcherOptions {
  /** Events read per query. */
  batchSize?: number;
  /** The wait after a listener's first failure at an event, doubled after each further one. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  now?: () => number;
}

/** Advisory locks' first key for listeners, so they never collide with other advisory locks. */
const LISTENER_LOCK_SPACE = 24_024;

/** Listeners running in this process, by database: two dispatchers here never run one at once. */
const runningHere = new WeakMap<Db, Set<string>>();

/**
 * Runs each listener over the events it has not finished. One listener at a time, so a
 * dispatcher holds at most two connections (a listener's lock and its work); a listener that
 * fails stops only itself. On PostgreSQL a listener runs under an advisory lock held on one
 * connection for the run, so two servers never run the same listener at once (the other
 * skips it); no transaction stays open while a listener works, since an open transaction
 * would hold back every listener's view of the settled events (positions.ts).
 */
export class EventDispatcher {
  private readonly batchSize: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly now: () => number;

  constructor(
    private readonly ctx: AppContext,
    private readonly listeners: readonly EventListener[],
    private readonly log: DispatchLog,
    options: DispatcherOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.retryBaseMs = options.retryBaseMs ?? 1_000;
    this.retryMaxMs = options.retryMaxMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** One pass: every listener runs until it has caught up, fails, or another server has it. */
  async runOnce(): Promise<DispatchCounts> {
    const total: DispatchCounts = { delivered: 0, failed: 0, waiting: 0 };
    for (const listener of this.listeners) {
      try {
        const counts = await this.runExclusively(listener);
        total.delivered += counts.delivered;
        total.failed += counts.failed;
        total.waiting += counts.waiting;
      } catch (error) {
        // The database, not the listener: its position is where it was; the next run tries again.
        total.failed++;
        this.log.error({ err: error, listener: listener.name }, 'event listener could not run');
      }
    }
    return total;
  }

  private async runExclusively(listener: EventListener): Promise<DispatchCounts> {
    const { db, dialect } = this.ctx.database;
    let here = runningHere.get(db);
    if (!here) {
      here = new Set();
      runningHere.set(db, here);
    }
    if (here.has(listener.name)) return { delivered: 0, failed: 0, waiting: 0 };
    here.add(listener.name);
    try {
      if (dialect === 'sqlite') return await this.deliver(db, listener);
      return await db.connection().execute(async (connection) => {
        const conn = connection as Db;
        const key = sql`${LISTENER_LOCK_SPACE}::int, hashtext(current_schema() || '.' || ${listener.name})`;
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
        if (!rows[0]?.locked) return { delivered: 0, failed: 0, waiting: 0 };
        try {
          return await this.deliver(conn, listener);
        } finally {
          await sql`select pg_advisory_unlock(${key})`.execute(conn);
        }
      });
    } finally {
      here.delete(listener.name);
    }
  }

  /** Hands the listener its events one by one, moving its position past each it finished. */
  private async deliver(db: Db, listener: EventListener): Promise<DispatchCounts> {
    const { dialect } = this.ctx.database;
    const counts: DispatchCounts = { delivered: 0, failed: 0, waiting: 0 };
    const handles = new Set<string>(listener.handles);
    const start = this.now();
    const position: Position = await positionOf(
      db,
      dialect,
      listener.name,
      listener.startAt ?? 'beginning',
      start,
    );
    if (position.retryAt !== null && position.retryAt > start) return counts;
    for (;;) {
      const events = await eventsAfterPosition(db, dialect, position, this.batchSize);
      let skipped = false;
      for (const row of events) {
        if (!handles.has(row.type)) {
          skipped = true;
        } else {
          try {
            await listener.handle(this.ctx, toRecordedEvent(row) as never);
          } catch (error) {
            await this.failed(db, listener, position, row.id, error);
            counts.failed++;
            return counts;
          }
          counts.delivered++;
          skipped = false;
          position.failures = 0;
          await advance(db, listener.name, row, this.now());
        }
        position.tx = row.tx;
        position.id = row.id;
      }
      if (skipped) await advance(db, listener.name, position, this.now());
      if (events.length < this.batchSize) {
        if (dialect === 'postgres' && (await unsettledAfter(db, position))) counts.waiting = 1;
        return counts;
      }
    }
  }

  private async failed(db: Db, listener: EventListener, position: Position, eventId: number, error: unknown) {
    const failures = position.failures + 1;
    const waitMs = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (failures - 1));
    const now = this.now();
    await recordFailure(
      db,
      listener.name,
      position,
      { failures, retryAt: now + waitMs, error: String(error) },
      now,
    );
    this.log.error(
      { err: error, listener: listener.name, eventId, failures, retryInMs: waitMs },
      'event listener failed; it stays at this event and is tried again later',
    );
  }
}
