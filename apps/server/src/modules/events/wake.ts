import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * How dispatchers hear that events were committed (docs/decisions/024-use-cases-and-events.md,
 * "Events: how they are delivered"): in this process at once, and on PostgreSQL other servers
 * through a NOTIFY sent after the commit, outside the money's transaction.
 */

/** The channel every server LISTENs on; the payload is the schema whose events changed. */
export const EVENTS_CHANNEL = 'shopkeeper_events';

/** Dispatchers in this process, by the database they read. */
const wakers = new WeakMap<Db, Set<() => void>>();

/** Calls `wake` whenever this process commits events to `db`; returns how to stop. */
export function onEventsCommitted(db: Db, wake: () => void): () => void {
  let set = wakers.get(db);
  if (!set) {
    set = new Set();
    wakers.set(db, set);
  }
  set.add(wake);
  return () => set.delete(wake);
}

/** Wakes this process's dispatchers on `db`. */
export function wakeLocalDispatchers(db: Db): void {
  for (const wake of wakers.get(db) ?? []) wake();
}

/** Per database: a NOTIFY on its way, and whether another commit came while it was. */
const notifying = new WeakMap<Db, { again: boolean }>();

/**
 * Tells the other servers that events were committed: one NOTIFY on the pool, after the
 * commit. A NOTIFY inside a transaction takes a lock every committing NOTIFY in the
 * database shares, so it is never sent from the money's transaction. Commits that come while
 * one is on its way share the next one: at most one NOTIFY in flight per process, whatever
 * the rate of payments. A lost NOTIFY costs only time: the poll finds the events.
 */
export async function notifyOtherServers(db: Db): Promise<void> {
  const pending = notifying.get(db);
  if (pending) {
    pending.again = true;
    return;
  }
  const state = { again: false };
  notifying.set(db, state);
  try {
    do {
      state.again = false;
      await sql`select pg_notify(${EVENTS_CHANNEL}, current_schema())`.execute(db);
    } while (state.again);
  } finally {
    notifying.delete(db);
  }
}
