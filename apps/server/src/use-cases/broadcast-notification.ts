import type { CallParsedInput, calls } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { type Executor, inTransaction } from '../db/index.ts';
import { ErrorCode, fail, invalidField } from '../lib/app-error.ts';
import { usernamesByIds } from '../modules/accounts/service.ts';
import { type BroadcastRow, broadcastPage, insertBroadcast } from '../modules/notifications/service.ts';
import { recordEvent } from './record-event.ts';

async function withOperators(db: Executor, rows: BroadcastRow[]) {
  const names = await usernamesByIds(
    db,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => ({
    ...row,
    createdBy: { id: row.createdBy, username: names.get(row.createdBy) ?? '' },
  }));
}

/**
 * An operator broadcasts a notification (/console/v1/notify/broadcast): the broadcast and its
 * event commit together; the notifications listener then delivers it to the shops of the tier
 * as they are when it runs (docs/decisions/031-notifications.md). English is required: it is
 * what a reader whose language is missing reads.
 */
export async function broadcastNotification(
  ctx: AppContext,
  operatorId: number,
  input: CallParsedInput<typeof calls.consoleNotifyBroadcast>,
  now = Date.now(),
) {
  if (!input.texts.en) throw invalidField('texts.en.title', 'required');
  const id = await inTransaction(ctx.database, async (trx) => {
    const broadcastId = await insertBroadcast(trx, { tier: input.tier, texts: input.texts, operatorId, now });
    await recordEvent(
      trx,
      { type: 'notify.broadcast', userId: null, data: { broadcastId, tier: input.tier } },
      now,
    );
    return broadcastId;
  });
  const [row] = (await broadcastPage(ctx.database.db, { id, limit: 1 })).items;
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return (await withOperators(ctx.database.db, [row]))[0]!;
}

/** Past broadcasts, newest first, with their reach (/console/v1/notify/broadcasts). */
export async function listBroadcasts(
  ctx: AppContext,
  input: CallParsedInput<typeof calls.consoleNotifyBroadcasts>,
) {
  const page = await broadcastPage(ctx.database.db, input);
  return { items: await withOperators(ctx.database.db, page.items), nextCursor: page.nextCursor };
}
