import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf, registerCall } from '../../plugins/contract-routes.ts';
import { readTiers } from '../../use-cases/read-tiers.ts';
import { requestTierUpgrade } from '../../use-cases/request-tier-upgrade.ts';

/** A merchant's tiers: the comparison with their own, and the upgrade request. */
export default async function tierRoutes(app: FastifyInstance) {
  registerCall(app, calls.shopType, ({ ctx, user, input }) =>
    readTiers(ctx.database.db, user.id, input.code),
  );
  registerCall(app, calls.shopUpgrade, ({ ctx, user, input, request }) =>
    requestTierUpgrade(ctx, { userId: user.id, input, idempotencyKey: idempotencyKeyOf(request) }),
  );
}
