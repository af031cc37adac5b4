import { PUSH_KINDS, type PushKind } from '@shopkeeper/contract';
import type { Executor } from '../../db/index.ts';

/** Devices kept per merchant; the one unused longest goes first. A phone, a tablet, old browsers. */
export const DEVICES_MAX = 10;

export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
}

/**
 * Keeps a device's subscription for the merchant. The endpoint names the device's browser, so
 * a device someone else signed in on before now pushes to this merchant only. Returns the
 * merchant's device count.
 */
export async function saveSubscription(
  db: Executor,
  userId: number,
  sub: Subscription,
  now: number,
): Promise<number> {
  const fields = { user_id: userId, p256dh: sub.p256dh, auth: sub.auth, lang: sub.lang, updated_at: now };
  await db
    .insertInto('push_subscriptions')
    .values({ ...fields, endpoint: sub.endpoint, created_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(fields))
    .execute();
  const mine = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const extra = mine.slice(DEVICES_MAX).map((row) => row.id);
  if (extra.length > 0) await deleteSubscriptions(db, extra);
  return Math.min(mine.length, DEVICES_MAX);
}

/** Forgets one of the merchant's devices (another merchant's endpoint is left alone). */
export async function removeSubscription(db: Executor, userId: number, endpoint: string): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  if (row) await deleteSubscriptions(db, [row.id]);
  return deviceCount(db, userId);
}

/** Deletes subscriptions and what was still to be sent to them. */
export async function deleteSubscriptions(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('push_outbox').where('subscription_id', 'in', ids).execute();
  await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
}

export async function deviceCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The kinds the merchant wants pushed: every kind until they choose. */
export async function pushKinds(db: Executor, userId: number): Promise<PushKind[]> {
  const row = await db
    .selectFrom('push_preferences')
    .select('kinds')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return [...PUSH_KINDS];
  const chosen = new Set(JSON.parse(row.kinds) as string[]);
  return PUSH_KINDS.filter((kind) => chosen.has(kind));
}

export async function choosePushKinds(
  db: Executor,
  userId: number,
  kinds: readonly PushKind[],
  now: number,
): Promise<void> {
  const value = JSON.stringify(PUSH_KINDS.filter((kind) => kinds.includes(kind)));
  await db
    .insertInto('push_preferences')
    .values({ user_id: userId, kinds: value, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ kinds: value, updated_at: now }))
    .execute();
}
