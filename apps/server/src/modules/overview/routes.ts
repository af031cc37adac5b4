import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readStoreCentre } from '../../use-cases/read-store-centre.ts';

/**
 * Overviews that compose other modules' counts and own no table: the merchant's store centre
 * here, the console's dashboard in console-routes.ts.
 */
export default async function overviewRoutes(app: FastifyInstance) {
  registerCall(app, calls.storeInfo, ({ ctx, user }) => readStoreCentre(ctx, user.id));
}
