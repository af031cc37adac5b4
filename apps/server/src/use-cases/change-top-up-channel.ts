import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { type ChannelChange, changeChannel } from '../modules/topups/service.ts';

/**
 * An operator edits, disables or enables a top-up channel: the change and its audit entry
 * (the fields' old → new, or the channel's name when only its state changed) in one
 * transaction; 404 when unknown, recording nothing.
 */
export const changeTopUpChannel = (ctx: AppContext, operatorId: number, id: number, change: ChannelChange) =>
  inTransaction(ctx.database, async (trx) => {
    const { channel, detail } = await changeChannel(trx, id, change);
    await recordAudit(trx, {
      actorId: operatorId,
      action: change.action,
      target: { type: 'channel', id },
      detail,
    });
    return channel;
  });
