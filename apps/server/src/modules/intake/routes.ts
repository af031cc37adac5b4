import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { createIntakeKey } from '../../use-cases/create-intake-key.ts';
import { placeIntakeOrder } from '../../use-cases/place-intake-order.ts';
import { listIntakeKeys, revokeIntakeKey } from './service.ts';

/** Shop order-intake keys, and the order-intake API external storefronts call with one. */
export default async function intakeRoutes(app: FastifyInstance) {
  registerCall(app, calls.shopIntakeKeyList, ({ ctx, user }) => listIntakeKeys(ctx.database.db, user.id));
  registerCall(app, calls.shopIntakeKeyCreate, ({ ctx, user, input }) =>
    createIntakeKey(ctx, { merchantId: user.id, label: input.label }),
  );
  registerCall(app, calls.shopIntakeKeyRevoke, ({ ctx, user, input }) =>
    revokeIntakeKey(ctx.database.db, user.id, input.id),
  );
  registerCall(app, calls.intakeOrderCreate, ({ ctx, shop, input }) => placeIntakeOrder(ctx, shop, input));
}
