import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addChannel, allChannels, editChannel, offeredChannels, setChannelEnabled } from './channels.ts';
import { approveTopUp, listOwnTopUps, listTopUps, ownTopUp, rejectTopUp, submitTopUp } from './service.ts';

/** Top-ups (issue 7): the merchant's channels, submissions and list; the console's queue and channels. */
export default async function topUpRoutes(app: FastifyInstance) {
  registerCall(app, calls.payChannel, ({ ctx }) => offeredChannels(ctx.database.db));
  registerCall(app, calls.orderChannelPay, (args) => submitTopUp(args));
  registerCall(app, calls.topUpList, ({ ctx, user, input }) =>
    listOwnTopUps(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.topUpDetail, ({ ctx, user, input }) =>
    ownTopUp(ctx.database.db, user.id, input.id),
  );

  registerCall(app, calls.consoleTopupList, ({ ctx, input }) => listTopUps(ctx.database.db, input));
  registerCall(app, calls.consoleTopupApprove, ({ ctx, user, input }) => approveTopUp(ctx, user.id, input));
  registerCall(app, calls.consoleTopupReject, ({ ctx, user, input }) => rejectTopUp(ctx, user.id, input));

  registerCall(app, calls.consoleChannelList, ({ ctx }) => allChannels(ctx.database.db));
  registerCall(app, calls.consoleChannelAdd, ({ ctx, user, input }) =>
    addChannel(ctx.database, user.id, input),
  );
  registerCall(app, calls.consoleChannelEdit, ({ ctx, user, input: { id, ...fields } }) =>
    editChannel(ctx.database, user.id, id, fields),
  );
  registerCall(app, calls.consoleChannelDisable, ({ ctx, user, input }) =>
    setChannelEnabled(ctx.database, user.id, input.id, false),
  );
  registerCall(app, calls.consoleChannelEnable, ({ ctx, user, input }) =>
    setChannelEnabled(ctx.database, user.id, input.id, true),
  );
}
