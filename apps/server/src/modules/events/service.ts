import type { Executor, Trx } from '../../db/index.ts';
import type { DomainEvent, RecordedEvent } from './catalogue.ts';

export type { DomainEvent, EventData, EventType, RecordedEvent } from './catalogue.ts';

/**
 * Records what happened, in the caller's transaction, so the event commits or rolls back
 * with the change itself (docs/decisions/024-use-cases-and-events.md). Listeners run after
 * the commit; they never run inside it.
 */
export async function recordEvent(trx: Trx, event: DomainEvent, now: number = Date.now()): Promise<number> {
  const row = await trx
    .insertInto('events')
    .values({ type: event.type, user_id: event.userId, data: JSON.stringify(event.data), at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Events after `afterId`, oldest first: what a listener has not seen yet. */
export async function eventsAfter(db: Executor, afterId: number, limit = 100): Promise<RecordedEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(
    (row) =>
      ({
        id: row.id,
        type: row.type,
        userId: row.user_id,
        data: JSON.parse(row.data),
        at: row.at,
      }) as RecordedEvent,
  );
}
