import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf, registerCall } from '../../plugins/contract-routes.ts';
import { listTopUpChannels } from '../../use-cases/list-top-up-channels.ts';
import { submitTopUp } from '../../use-cases/submit-top-up.ts';
import { listOwnTopUps, ownTopUp } from './service.ts';

/** A merchant's top-ups: the channels to pay through, a submission, their list and one top-up. */
export default async function topUpRoutes(app: FastifyInstance) {
  registerCall(app, calls.topUpChannelList, ({ ctx }) => listTopUpChannels(ctx.database.db));
  registerCall(app, calls.topUpSubmit, ({ ctx, user, input, files, request }) =>
    submitTopUp(ctx, {
      userId: user.id,
      input,
      proof: files.proof!,
      idempotencyKey: idempotencyKeyOf(request),
    }),
  );
  registerCall(app, calls.topUpList, ({ ctx, user, input }) =>
    listOwnTopUps(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.topUpDetail, ({ ctx, user, input }) =>
    ownTopUp(ctx.database.db, user.id, input.id),
  );
}
