import type { CallParsedInput, calls, Language } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { invalidField } from '../lib/app-error.ts';
import {
  countNotifications,
  markRead,
  markSeen,
  notificationPage,
} from '../modules/notifications/service.ts';

/** The badge (/v1/notify/check): how many the merchant has not seen, and not read. */
export const checkNotifications = (ctx: AppContext, userId: number) =>
  countNotifications(ctx.database.db, userId);

/**
 * A page of the merchant's notifications (/v1/notify/list), each in the state it had before
 * this call. With `markSeen` the page is on the merchant's screen: its unseen ones become seen
 * (the badge drops) after they are read here, so the screen can still highlight them.
 */
export async function listNotifications(
  ctx: AppContext,
  userId: number,
  input: CallParsedInput<typeof calls.notifyList>,
  lang: Language,
  now = Date.now(),
) {
  const page = await notificationPage(ctx.database.db, userId, input, lang);
  if (input.markSeen) {
    const unseen = page.items.filter((item) => item.state === 'unseen').map((item) => item.id);
    await markSeen(ctx.database.db, userId, unseen, now);
  }
  return page;
}

/** Marks read the given notifications or all (/v1/notify/read): one of the two, never both (403). */
export async function readNotifications(
  ctx: AppContext,
  userId: number,
  input: CallParsedInput<typeof calls.notifyRead>,
  now = Date.now(),
) {
  if ((input.ids === undefined) === (input.all === undefined)) throw invalidField('ids', 'choose');
  const read = await inTransaction(ctx.database, (trx) =>
    markRead(trx, userId, input.ids ? { ids: input.ids } : 'all', now),
  );
  return { read };
}
