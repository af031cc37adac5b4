import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listConsoleWithdrawals } from '../../use-cases/console-withdrawals.ts';
import { payWithdrawal, rejectWithdrawal } from '../../use-cases/decide-withdrawal.ts';

/** The console's withdrawals: the queue, pay and reject. */
export default async function consoleWithdrawalRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleWithdrawList, ({ ctx, input }) =>
    listConsoleWithdrawals(ctx.database.db, input),
  );
  registerCall(app, calls.consoleWithdrawPay, ({ ctx, user, input }) => payWithdrawal(ctx, user.id, input));
  registerCall(app, calls.consoleWithdrawReject, ({ ctx, user, input }) =>
    rejectWithdrawal(ctx, user.id, input),
  );
}
