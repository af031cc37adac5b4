import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf, registerCall } from '../../plugins/contract-routes.ts';
import { requestWithdrawal } from '../../use-cases/request-withdrawal.ts';
import { listOwnWithdrawals, ownWithdrawal } from './service.ts';

/** A merchant's withdrawals: a request, their list and one withdrawal. */
export default async function withdrawalRoutes(app: FastifyInstance) {
  registerCall(app, calls.withdrawAdd, ({ ctx, user, input, request }) =>
    requestWithdrawal(ctx, { userId: user.id, input, idempotencyKey: idempotencyKeyOf(request) }),
  );
  registerCall(app, calls.withdrawList, ({ ctx, user, input }) =>
    listOwnWithdrawals(ctx.database.db, user.id, input),
  );
  registerCall(app, calls.withdrawDetail, ({ ctx, user, input }) =>
    ownWithdrawal(ctx.database.db, user.id, input.id),
  );
}
