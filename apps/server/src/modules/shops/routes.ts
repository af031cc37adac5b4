import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readShopProfile } from '../../use-cases/read-shop-profile.ts';
import { updateShop } from '../../use-cases/update-shop.ts';

/** The merchant's shop profile: read it, change it. */
export default async function shopRoutes(app: FastifyInstance) {
  registerCall(app, calls.shopInfo, ({ ctx, user }) => readShopProfile(ctx.database.db, user.id));
  registerCall(app, calls.shopUpdate, ({ ctx, user, input }) => updateShop(ctx, user.id, input));
}
