import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listWarehouseGoods } from '../../use-cases/list-warehouse-goods.ts';
import { registerConsoleCatalogue } from './console-routes.ts';
import { listGoodsTypes } from './service.ts';

/** The platform warehouse catalogue: goods types and goods, in the reader's language. */
export default async function catalogueRoutes(app: FastifyInstance) {
  registerCall(app, calls.goodsTypeList, ({ ctx, request }) => listGoodsTypes(ctx.database.db, request.lang));
  registerCall(app, calls.goodsList, ({ ctx, user, request, input }) =>
    listWarehouseGoods(ctx.database.db, user.id, request.lang, input),
  );
  registerConsoleCatalogue(app);
}
