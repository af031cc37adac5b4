import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import {
  consoleListCharges,
  retryChargeRefundByOperator,
} from '../../use-cases/console-storefront-charges.ts';

/** Buyers' storefront payments in the operator console (decision 022); the retry is audited. */
export default async function consoleStorefrontChargeRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleStorefrontChargeList, ({ ctx, input }) =>
    consoleListCharges(ctx.database.db, input),
  );
  registerCall(app, calls.consoleStorefrontChargeRefundRetry, ({ ctx, user, input }) =>
    retryChargeRefundByOperator(ctx, { operatorId: user.id, reference: input.reference }),
  );
}
