import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/index.ts';
import { registerCall } from '../../plugins/contract-routes.ts';
import { consoleArticle, consoleArticles, deleteArticle, saveArticle } from './service.ts';

/** The console's help articles: listed, read for editing, saved (sanitised), deleted. */
export default async function consoleHelpRoutes(app: FastifyInstance) {
  registerCall(app, calls.consoleQaList, ({ ctx, input }) => consoleArticles(ctx.database.db, input));
  registerCall(app, calls.consoleQaGet, ({ ctx, input }) => consoleArticle(ctx.database.db, input.id));
  registerCall(app, calls.consoleQaSave, async ({ ctx, input: { id, ...fields } }) => {
    const saved = await inTransaction(ctx.database, (trx) => saveArticle(trx, id, fields, Date.now()));
    return consoleArticle(ctx.database.db, saved);
  });
  registerCall(app, calls.consoleQaDelete, async ({ ctx, input }) => {
    await inTransaction(ctx.database, (trx) => deleteArticle(trx, input.id));
    return null;
  });
}
