import { LANGUAGES, type Language } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { broadcastText } from '../modules/notifications/service.ts';
import {
  claimDuePushes,
  type DuePush,
  deleteSubscriptions,
  deliverPush,
  donePush,
  retryPush,
  subscriptionIdOf,
  vapidKeys,
} from '../modules/push/service.ts';
import type { PushPayload } from './push-notifications.ts';

/** Pushes claimed per round; each round's are sent side by side. */
const BATCH = 50;
/** A broadcast's body is cut here: a push payload must stay under 4 KB once encrypted. */
const BROADCAST_BODY_MAX = 1000;

/**
 * The push job's run (plugins/push-jobs.ts): sends every push that is due, each to its own
 * device, at least once. A device the push service no longer knows (404/410) is forgotten; a
 * push that failed for now is tried again later (modules/push/outbox.ts). Returns the counts.
 */
export async function sendDuePushes(ctx: AppContext, now = Date.now()) {
  const { db } = ctx.database;
  const counts = { sent: 0, gone: 0, retried: 0, dropped: 0 };
  const keys = await vapidKeys(ctx.database);
  const vapid = { ...keys, subject: ctx.config.pushContact };
  for (;;) {
    const due = await claimDuePushes(db, now, BATCH);
    if (due.length === 0) return counts;
    await Promise.all(
      due.map(async (push) => {
        const { outcome } = await deliverPush(push, await payloadFor(ctx, push), vapid);
        if (outcome === 'sent') {
          counts.sent++;
          await donePush(db, push.id);
        } else if (outcome === 'gone') {
          counts.gone++;
          const id = await subscriptionIdOf(db, push.endpoint);
          if (id !== undefined) await deleteSubscriptions(db, [id]);
        } else if (outcome === 'retry' && (await retryPush(db, push, now))) {
          counts.retried++;
        } else {
          counts.dropped++;
          await donePush(db, push.id);
        }
      }),
    );
    if (due.length < BATCH) return counts;
  }
}

async function payloadFor(ctx: AppContext, push: DuePush): Promise<string> {
  const payload = JSON.parse(push.payload) as PushPayload;
  if (payload.type !== 'broadcast') return push.payload;
  const lang = (LANGUAGES as readonly string[]).includes(push.lang) ? (push.lang as Language) : 'en';
  const text = await broadcastText(ctx.database.db, Number(payload.params.broadcastId), lang);
  return JSON.stringify({
    ...payload,
    title: text?.title ?? '',
    body: (text?.body ?? '').slice(0, BROADCAST_BODY_MAX),
  });
}
