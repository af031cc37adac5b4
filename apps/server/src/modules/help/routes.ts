import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { readerArticle, readerArticles } from './service.ts';

/** The merchant's help centre: articles in their language, English when not written in it. */
export default async function helpRoutes(app: FastifyInstance) {
  registerCall(app, calls.homeQa, ({ ctx, request, input }) =>
    readerArticles(ctx.database.db, request.lang, input),
  );
  registerCall(app, calls.homeQaDetail, ({ ctx, request, input }) =>
    readerArticle(ctx.database.db, request.lang, input.id),
  );
}
