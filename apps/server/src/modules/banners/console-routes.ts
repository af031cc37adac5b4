import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { deleteBanner } from '../../use-cases/delete-banner.ts';
import { saveBanner } from '../../use-cases/save-banner.ts';
import { consoleBanners } from './service.ts';

/** The console's banners: listed, added, changed and deleted, each change audited. */
export default async function consoleBannerRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleBannerList, async ({ ctx }) => ({
    items: await consoleBanners(ctx.database.db),
  }));
  registerCall(app, calls.consoleBannerAdd, ({ ctx, user, input }) => saveBanner(ctx, user.id, null, input));
  registerCall(app, calls.consoleBannerEdit, ({ ctx, user, input: { id, ...fields } }) =>
    saveBanner(ctx, user.id, id, fields),
  );
  registerCall(app, calls.consoleBannerDelete, ({ ctx, user, input }) =>
    deleteBanner(ctx, user.id, input.id),
  );
}
