import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { createIntakeKey, intakeOrder, listIntakeKeys, revokeIntakeKey } from './service.ts';

/** Shop order-intake keys, and the order-intake API external storefronts call with one. */
export default async function intakeRoutes(app: FastifyInstance) {
  registerCall(app, calls.shopIntakeKeyList, ({ ctx, user }) => listIntakeKeys(ctx.database.db, user.id));
  registerCall(app, calls.shopIntakeKeyCreate, ({ ctx, user, input }) =>
    createIntakeKey(ctx.database, user.id, input.label),
  );
  registerCall(app, calls.shopIntakeKeyRevoke, ({ ctx, user, input }) =>
    revokeIntakeKey(ctx.database.db, user.id, input.id),
  );
  registerCall(app, calls.intakeOrderCreate, ({ ctx, shop, input }) =>
    intakeOrder(ctx.database, shop, input),
  );
}
