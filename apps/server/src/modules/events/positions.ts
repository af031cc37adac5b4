import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.ts';

/**
 * Reading and moving listeners' positions in `event_listeners`, and the events after one.
 * A position is (tx, id) of the last event a listener finished (migration 0025 says why tx).
 */

export interface Position {
  tx: number;
  id: number;
  failures: number;
  retryAt: number | null;
}

export interface EventRow {
  id: number;
  tx: number;
  type: string;
  user_id: number | null;
  data: string;
  at: number;
}

/**
 * On PostgreSQL, only events whose transaction is older than every transaction still running:
 * all of those have committed or rolled back, so none can appear later behind them.
 */
const settled = sql<boolean>`tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/** Events after a position, in delivery order. */
export function eventsAfterPosition(
  db: Db,
  dialect: Dialect,
  after: Position,
  limit: number,
): Promise<EventRow[]> {
  let query = db
    .selectFrom('events')
    .select(['id', 'tx', 'type', 'user_id', 'data', 'at'])
    .where(sql<boolean>`(tx, id) > (${after.tx}, ${after.id})`);
  if (dialect === 'postgres') query = query.where(settled);
  return query.orderBy('tx').orderBy('id').limit(limit).execute();
}

/**
 * PostgreSQL: whether events after a position are committed but not yet settled (a
 * transaction older than theirs is still running), so a run shortly after will find them.
 */
export async function unsettledAfter(db: Db, after: Position): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where(sql<boolean>`(tx, id) > (${after.tx}, ${after.id})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A listener's position, made on its first run: before every event recorded so far
 * (`beginning`), or after the last one (`latest`, for a listener that must not act on the
 * past, such as one that sends messages).
 */
export async function positionOf(
  db: Db,
  dialect: Dialect,
  name: string,
  startAt: 'beginning' | 'latest',
  now: number,
): Promise<Position> {
  const existing = await readPosition(db, name);
  if (existing) return existing;
  let start = { tx: 0, id: 0 };
  if (startAt === 'latest') {
    let last = db.selectFrom('events').select(['tx', 'id']);
    if (dialect === 'postgres') last = last.where(settled);
    start = (await last.orderBy('tx', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()) ?? start;
  }
  await db
    .insertInto('event_listeners')
    .values({
      name,
      last_tx: start.tx,
      last_event_id: start.id,
      retry_at: null,
      last_error: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await readPosition(db, name))!;
}

async function readPosition(db: Db, name: string): Promise<Position | undefined> {
  const row = await db
    .selectFrom('event_listeners')
    .select(['last_tx', 'last_event_id', 'failures', 'retry_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { tx: row.last_tx, id: row.last_event_id, failures: row.failures, retryAt: row.retry_at };
}

/** Moves a listener past an event it finished (or did not handle), clearing any failure. */
export async function advance(db: Db, name: string, to: { tx: number; id: number }, now: number) {
  await db
    .updateTable('event_listeners')
    .set({
      last_tx: to.tx,
      last_event_id: to.id,
      failures: 0,
      retry_at: null,
      last_error: null,
      updated_at: now,
    })
    .where('name', '=', name)
    .execute();
}

/**
 * Keeps a listener just before the event it failed at (past any it did not handle on the way)
 * and says when to try again.
 */
export async function recordFailure(
  db: Db,
  name: string,
  at: { tx: number; id: number },
  failure: { failures: number; retryAt: number; error: string },
  now: number,
) {
  await db
    .updateTable('event_listeners')
    .set({
      last_tx: at.tx,
      last_event_id: at.id,
      failures: failure.failures,
      retry_at: failure.retryAt,
      last_error: failure.error.slice(0, 1000),
      updated_at: now,
    })
    .where('name', '=', name)
    .execute();
}
