import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addToShowcase } from '../../use-cases/add-to-showcase.ts';
import { deleteFromShowcase } from '../../use-cases/delete-from-showcase.ts';
import { listShowcase } from '../../use-cases/list-showcase.ts';
import { setShowcasePrice } from '../../use-cases/set-showcase-price.ts';
import { setShowcaseStatus } from '../../use-cases/set-showcase-status.ts';

/** The merchant's showcase: warehouse goods listed at the merchant's price. */
export default async function showcaseRoutes(app: FastifyInstance) {
  registerCall(app, calls.showcaseList, ({ ctx, user, request, input }) =>
    listShowcase(ctx.database.db, user.id, request.lang, input),
  );
  registerCall(app, calls.showcaseAdd, ({ ctx, user, input }) => addToShowcase(ctx, user.id, input.items));
  registerCall(app, calls.showcaseDel, ({ ctx, user, input }) => deleteFromShowcase(ctx, user.id, input.ids));
  registerCall(app, calls.showcaseStatus, ({ ctx, user, input }) =>
    setShowcaseStatus(ctx, user.id, input.ids, input.status),
  );
  registerCall(app, calls.showcasePrice, ({ ctx, user, input }) =>
    setShowcasePrice(ctx, user.id, input.id, input.price),
  );
}
