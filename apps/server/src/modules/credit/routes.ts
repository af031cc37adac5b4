import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { creditHistory } from '../../use-cases/credit-history.ts';

/** The merchant's credit score and its history. */
export default async function creditRoutes(app: FastifyInstance) {
  registerCall(app, calls.shopCredit, ({ ctx, user, input }) =>
    creditHistory(ctx.database.db, user.id, input),
  );
}
