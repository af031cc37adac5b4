import { pushKindOf } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { targetOf } from '../modules/notifications/service.ts';
import { queuePushes, wakePushSender } from '../modules/push/service.ts';
import { shopOwnersPage } from '../modules/shops/service.ts';
import { BROADCAST_BATCH, type NotifyingEvent, notificationOf } from './notify-merchant.ts';

/**
 * What a push carries to the app's service worker: the notification's type, parameters and
 * what it opens, never a sentence (the worker words it in the device's language, with the
 * app's own texts); a broadcast's title and body are added when it is sent, in the device's
 * language. `id` is the event's: the worker shows one notification per event.
 */
export interface PushPayload {
  id: number;
  type: string;
  params: Record<string, unknown>;
  target: { screen: string; id: number | null };
}

/**
 * Queues the pushes of the notification an event makes, to every device of its merchant (for
 * a broadcast, of every merchant of its tier, page by page) that wants its kind, then wakes
 * this server's sender. Handing the same event over again queues nothing new.
 */
export async function pushToPhones(ctx: AppContext, event: NotifyingEvent): Promise<number> {
  const { db } = ctx.database;
  const now = Date.now();
  let queued = 0;
  if (event.type === 'notify.broadcast') {
    const { broadcastId, tier } = event.data;
    const payload: PushPayload = {
      id: event.id,
      type: 'broadcast',
      params: { broadcastId },
      target: targetOf('broadcast', {}),
    };
    for (let after = 0; ; ) {
      const userIds = await shopOwnersPage(db, tier, after, BROADCAST_BATCH);
      queued += await queuePushes(db, { userIds, kind: 'announcements', eventId: event.id, payload, now });
      if (userIds.length < BROADCAST_BATCH) break;
      after = userIds.at(-1)!;
    }
  } else if (event.userId !== null) {
    const made = await notificationOf(ctx, event, event.userId);
    if (made === undefined) return 0;
    const payload: PushPayload = {
      id: event.id,
      type: made.type,
      params: made.params,
      target: targetOf(made.type, made.params),
    };
    queued = await queuePushes(db, {
      userIds: [event.userId],
      kind: pushKindOf(made.type),
      eventId: event.id,
      payload,
      now,
    });
  }
  if (queued > 0) wakePushSender();
  return queued;
}
