import { afterCommit, dialectOf, type Executor, poolOf, type Trx } from '../../db/index.ts';
import type { DomainEvent, RecordedEvent } from './catalogue.ts';
import { toRecordedEvent } from './rows.ts';
import { notifyOtherServers, wakeLocalDispatchers } from './wake.ts';

export type { DomainEvent, EventData, EventType, RecordedEvent } from './catalogue.ts';
export {
  type DispatchCounts,
  type DispatcherOptions,
  type DispatchLog,
  EventDispatcher,
  type EventListener,
} from './dispatcher.ts';
export { listenForEvents } from './notifications.ts';
export { onEventsCommitted } from './wake.ts';

/** Transactions that have already queued the wake-up: one per transaction, however many events. */
const wakeQueued = new WeakSet<Trx>();

/**
 * Records what happened, in the caller's transaction, so the event commits or rolls back
 * with the change itself (docs/decisions/024-use-cases-and-events.md). Listeners run after
 * the commit; they never run inside it: once the transaction commits, this process's
 * dispatcher is woken and, on PostgreSQL, the other servers are told with a NOTIFY.
 */
export async function recordEvent(trx: Trx, event: DomainEvent, now: number = Date.now()): Promise<number> {
  const row = await trx
    .insertInto('events')
    .values({ type: event.type, user_id: event.userId, data: JSON.stringify(event.data), at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!wakeQueued.has(trx)) {
    wakeQueued.add(trx);
    const db = poolOf(trx);
    const postgres = dialectOf(trx) === 'postgres';
    afterCommit(trx, () => {
      wakeLocalDispatchers(db);
      if (postgres) return notifyOtherServers(db);
    });
  }
  return row.id;
}

/**
 * Events after `afterId`, in id order. Listeners do not read through this: on PostgreSQL id order
 * is not commit order (the dispatcher reads in the order positions.ts explains).
 */
export async function eventsAfter(db: Executor, afterId: number, limit = 100): Promise<RecordedEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toRecordedEvent);
}
