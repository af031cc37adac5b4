import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { addChannel, type ChannelFields } from '../modules/topups/service.ts';

/** An operator adds a top-up channel; the audit log records it with the channel's name and kind. */
export const addTopUpChannel = (ctx: AppContext, operatorId: number, fields: ChannelFields) =>
  inTransaction(ctx.database, async (trx) => {
    const channel = await addChannel(trx, fields);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'channel.add',
      target: { type: 'channel', id: channel.id },
      detail: { name: channel.name, kind: channel.kind },
    });
    return channel;
  });
