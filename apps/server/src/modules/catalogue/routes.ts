import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { showcasedGoodsIds } from '../showcase/service.ts';
import { registerConsoleCatalogue } from './console-routes.ts';
import { listGoods, listGoodsTypes } from './service.ts';

/** The platform warehouse catalogue (issue 8): goods types and goods, in the reader's language. */
export default async function catalogueRoutes(app: FastifyInstance) {
  registerCall(app, calls.goodsTypeList, ({ ctx, request }) => listGoodsTypes(ctx.database.db, request.lang));
  registerCall(app, calls.goodsList, async ({ ctx, user, request, input }) => {
    const page = await listGoods(ctx.database.db, request.lang, input);
    // Which goods the caller already shows is the showcase module's table, asked through its service.
    const shown = await showcasedGoodsIds(
      ctx.database.db,
      user.id,
      page.items.map((g) => g.id),
    );
    return { ...page, items: page.items.map((g) => ({ ...g, inShowcase: shown.has(g.id) })) };
  });
  registerConsoleCatalogue(app);
}
