import type { NotificationType } from '@shopkeeper/contract';
import { type Executor, forUpdate, rowsChanged, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';

/** A notification as the listener makes it from one event. */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  params: Record<string, unknown>;
  eventId: number;
  at: number;
  /** One unread notification stands for every event of this key (a chat's replies). */
  collapseKey?: string;
  broadcastId?: number;
}

const rowOf = (n: NewNotification) => ({
  user_id: n.userId,
  type: n.type,
  params: JSON.stringify(n.params),
  event_id: n.eventId,
  collapse_key: n.collapseKey ?? null,
  broadcast_id: n.broadcastId ?? null,
  created_at: n.at,
});

/**
 * Adds notifications; one already made from the same event for the same merchant is left as
 * it is, so an event delivered twice notifies once. Returns how many were added.
 */
export async function addNotifications(db: Executor, list: readonly NewNotification[]): Promise<number> {
  if (list.length === 0) return 0;
  const result = await db
    .insertInto('notifications')
    .values(list.map(rowOf))
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Adds a notification that replaces the merchant's unread one of the same collapse key, so
 * a conversation's replies make one "new reply" at the top of the list, unseen again. An
 * event older than the one already standing (delivered again) changes nothing.
 */
export async function addCollapsed(trx: Trx, n: NewNotification & { collapseKey: string }): Promise<number> {
  const standing = await forUpdate(
    trx,
    trx
      .selectFrom('notifications')
      .select(['id', 'event_id'])
      .where('user_id', '=', n.userId)
      .where('collapse_key', '=', n.collapseKey)
      .where('read_at', 'is', null),
  ).execute();
  if (standing.some((row) => Number(row.event_id) >= n.eventId)) return 0;
  if (standing.length > 0) {
    await trx
      .deleteFrom('notifications')
      .where(
        'id',
        'in',
        standing.map((row) => row.id),
      )
      .execute();
  }
  return addNotifications(trx, [n]);
}

/** The badge's count (not yet seen) and those not yet read. */
export async function countNotifications(
  db: Executor,
  userId: number,
): Promise<{ unseen: number; unread: number }> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.count<number | string>('id').filterWhere('seen_at', 'is', null).as('unseen'),
      eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread'),
    ])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { unseen: Number(row.unseen), unread: Number(row.unread) };
}

/** Marks the merchant's unseen ones among `ids` seen (the list showing them was shown). */
export async function markSeen(
  db: Executor,
  userId: number,
  ids: readonly number[],
  now: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ seen_at: now })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('seen_at', 'is', null)
    .execute();
}

/**
 * Marks read the merchant's given notifications, or all of them. An id that is not one of
 * theirs is "not found" and nothing changes. Returns how many became read.
 */
export async function markRead(
  trx: Trx,
  userId: number,
  which: { ids: readonly number[] } | 'all',
  now: number,
): Promise<number> {
  let update = trx
    .updateTable('notifications')
    .set((eb) => ({ read_at: now, seen_at: eb.fn.coalesce('seen_at', eb.val(now)) }))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (which !== 'all') {
    const ids = [...new Set(which.ids)];
    const own = await trx
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    if (Number(own.n) !== ids.length) throw fail(ErrorCode.NOT_FOUND);
    update = update.where('id', 'in', ids);
  }
  return rowsChanged(update);
}
