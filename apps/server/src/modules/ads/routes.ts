import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf, registerCall } from '../../plugins/contract-routes.ts';
import { buyAd } from '../../use-cases/buy-ad.ts';
import { listAds } from '../../use-cases/list-ads.ts';

/** A merchant's promotions: the packages and their boosts, and buying one. */
export default async function adRoutes(app: FastifyInstance) {
  registerCall(app, calls.adList, ({ ctx, user, request }) =>
    listAds(ctx.database.db, user.id, request.lang),
  );
  registerCall(app, calls.adPay, ({ ctx, user, input, request }) =>
    buyAd(ctx, { userId: user.id, input, lang: request.lang, idempotencyKey: idempotencyKeyOf(request) }),
  );
}
