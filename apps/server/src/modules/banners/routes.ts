import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { liveBanners } from './service.ts';

/** The store centre's banners: the ones live now for the merchant's language. */
export default async function bannerRoutes(app: FastifyInstance) {
  registerCall(app, calls.swipeAdList, async ({ ctx, request }) => ({
    items: await liveBanners(ctx.database.db, request.lang, Date.now()),
  }));
}
