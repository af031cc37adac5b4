import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addTopUpChannel } from '../../use-cases/add-top-up-channel.ts';
import { approveTopUp } from '../../use-cases/approve-top-up.ts';
import { changeTopUpChannel } from '../../use-cases/change-top-up-channel.ts';
import { listConsoleTopUps } from '../../use-cases/console-top-ups.ts';
import { rejectTopUp } from '../../use-cases/reject-top-up.ts';
import { allChannels } from './service.ts';

/** The console's top-up queue and decisions, and the channels merchants pay through. */
export default async function consoleTopUpRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleTopupList, ({ ctx, input }) => listConsoleTopUps(ctx.database.db, input));
  registerCall(app, calls.consoleTopupApprove, ({ ctx, user, input }) => approveTopUp(ctx, user.id, input));
  registerCall(app, calls.consoleTopupReject, ({ ctx, user, input }) => rejectTopUp(ctx, user.id, input));

  registerCall(app, calls.consoleChannelList, ({ ctx }) => allChannels(ctx.database.db));
  registerCall(app, calls.consoleChannelAdd, ({ ctx, user, input }) => addTopUpChannel(ctx, user.id, input));
  registerCall(app, calls.consoleChannelEdit, ({ ctx, user, input: { id, ...fields } }) =>
    changeTopUpChannel(ctx, user.id, id, { action: 'channel.edit', fields }),
  );
  registerCall(app, calls.consoleChannelDisable, ({ ctx, user, input }) =>
    changeTopUpChannel(ctx, user.id, input.id, { action: 'channel.disable' }),
  );
  registerCall(app, calls.consoleChannelEnable, ({ ctx, user, input }) =>
    changeTopUpChannel(ctx, user.id, input.id, { action: 'channel.enable' }),
  );
}
