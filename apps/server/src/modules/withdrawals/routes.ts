import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import {
  listOwnWithdrawals,
  listWithdrawals,
  ownWithdrawal,
  payWithdrawal,
  rejectWithdrawal,
  submitWithdrawal,
} from './service.ts';

/** Withdrawals (issue 7): the merchant's requests and list; the console's queue, pay and reject. */
export default async function withdrawalRoutes(app: FastifyInstance) {
  registerCall(app, calls.withdrawAdd, (args) => submitWithdrawal(args));
  registerCall(app, calls.withdrawList, ({ ctx, user, input }) =>
    listOwnWithdrawals(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.withdrawDetail, ({ ctx, user, input }) =>
    ownWithdrawal(ctx.database.db, user.id, input.id),
  );

  registerCall(app, calls.consoleWithdrawList, ({ ctx, input }) => listWithdrawals(ctx.database.db, input));
  registerCall(app, calls.consoleWithdrawPay, ({ ctx, user, input }) => payWithdrawal(ctx, user.id, input));
  registerCall(app, calls.consoleWithdrawReject, ({ ctx, user, input }) =>
    rejectWithdrawal(ctx, user.id, input),
  );
}
