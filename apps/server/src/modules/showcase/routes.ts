import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listShowcase } from './merchant-list.ts';
import { addToShowcase, deleteFromShowcase, setShowcasePrice, setShowcaseStatus } from './merchant-writes.ts';

/** The merchant's showcase (issue 8): warehouse goods listed at the merchant's price. */
export default async function showcaseRoutes(app: FastifyInstance) {
  registerCall(app, calls.showcaseList, ({ ctx, user, request, input }) =>
    listShowcase(ctx.database.db, user.id, request.lang, input),
  );
  registerCall(app, calls.showcaseAdd, ({ ctx, user, input }) =>
    addToShowcase(ctx.database, user.id, input.items),
  );
  registerCall(app, calls.showcaseDel, ({ ctx, user, input }) =>
    deleteFromShowcase(ctx.database, user.id, input.ids),
  );
  registerCall(app, calls.showcaseStatus, ({ ctx, user, input }) =>
    setShowcaseStatus(ctx.database, user.id, input.ids, input.status),
  );
  registerCall(app, calls.showcasePrice, ({ ctx, user, input }) =>
    setShowcasePrice(ctx.database, user.id, input.id, input.price),
  );
}
