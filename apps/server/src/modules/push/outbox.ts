import type { PushKind } from '@shopkeeper/contract';
import type { Executor } from '../../db/index.ts';

/** A push being sent is leased for this long; a server that died meanwhile leaves it to the next run. */
export const LEASE_MS = 60_000;
/** Tries of one push before it is dropped: the last waits about an hour, so a day's outage is covered. */
export const MAX_ATTEMPTS = 12;
const MAX_WAIT_MS = 60 * 60_000;

/**
 * Queues one push per device of the given merchants that want this kind, each keyed by
 * (device, event): an event handed over twice queues once. Returns how many were queued.
 */
export async function queuePushes(
  db: Executor,
  push: { userIds: readonly number[]; kind: PushKind; eventId: number; payload: unknown; now: number },
): Promise<number> {
  if (push.userIds.length === 0) return 0;
  const devices = await db
    .selectFrom('push_subscriptions as s')
    .leftJoin('push_preferences as p', 'p.user_id', 's.user_id')
    .select('s.id')
    .where('s.user_id', 'in', push.userIds)
    // A JSON array of words: a quoted kind matches only itself.
    .where((eb) => eb.or([eb('p.kinds', 'is', null), eb('p.kinds', 'like', `%"${push.kind}"%`)]))
    .execute();
  if (devices.length === 0) return 0;
  const payload = JSON.stringify(push.payload);
  const result = await db
    .insertInto('push_outbox')
    .values(
      devices.map((d) => ({
        subscription_id: d.id,
        event_id: push.eventId,
        payload,
        next_at: push.now,
        created_at: push.now,
      })),
    )
    .onConflict((oc) => oc.columns(['subscription_id', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export interface DuePush {
  id: number;
  attempts: number;
  payload: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
}

/**
 * Claims pushes that are due, leasing them for LEASE_MS with one conditional update: of two
 * servers claiming at once, each row goes to one (the loser's re-check of `next_at` fails).
 */
export async function claimDuePushes(db: Executor, now: number, limit: number): Promise<DuePush[]> {
  const claimed = await db
    .updateTable('push_outbox')
    .set({ next_at: now + LEASE_MS })
    .where('id', 'in', (eb) =>
      eb.selectFrom('push_outbox').select('id').where('next_at', '<=', now).orderBy('next_at').limit(limit),
    )
    .where('next_at', '<=', now)
    .returning(['id', 'subscription_id', 'tries', 'payload'])
    .execute();
  if (claimed.length === 0) return [];
  const subs = new Map(
    (
      await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth', 'lang'])
        .where(
          'id',
          'in',
          claimed.map((row) => row.subscription_id),
        )
        .execute()
    ).map((row) => [Number(row.id), row]),
  );
  return claimed.flatMap((row) => {
    const sub = subs.get(Number(row.subscription_id));
    if (!sub) return [];
    const { endpoint, p256dh, auth, lang } = sub;
    return [
      { id: Number(row.id), attempts: Number(row.tries), payload: row.payload, endpoint, p256dh, auth, lang },
    ];
  });
}

/** A push that went (or can never go): forgotten. */
export async function donePush(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('push_outbox').where('id', '=', id).execute();
}

/**
 * A push that failed for now: tried again after 2, 4, 8 … seconds up to an hour, dropped after
 * MAX_ATTEMPTS. Returns whether it will be tried again.
 */
export async function retryPush(db: Executor, push: DuePush, now: number): Promise<boolean> {
  const attempts = push.attempts + 1;
  if (attempts >= MAX_ATTEMPTS) {
    await donePush(db, push.id);
    return false;
  }
  await db
    .updateTable('push_outbox')
    .set({ tries: attempts, next_at: now + Math.min(MAX_WAIT_MS, 1000 * 2 ** attempts) })
    .where('id', '=', push.id)
    .execute();
  return true;
}

/** The subscription of an endpoint the push service no longer knows (404/410). */
export async function subscriptionIdOf(db: Executor, endpoint: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}
