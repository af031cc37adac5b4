import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addGoods, updateGoods } from './console-goods.ts';
import { consoleGoodsDetail, consoleListGoods } from './console-goods-list.ts';
import { addGoodsType, consoleGoodsTypes, updateGoodsType } from './console-goods-types.ts';

/** The operator console's catalogue (issue 8): goods types and goods, every change audited. */
export function registerConsoleCatalogue(app: FastifyInstance) {
  registerCall(app, calls.consoleGoodsTypeList, ({ ctx }) => consoleGoodsTypes(ctx.database.db));
  registerCall(app, calls.consoleGoodsTypeAdd, ({ ctx, user, input }) =>
    addGoodsType(ctx.database, user.id, input),
  );
  registerCall(app, calls.consoleGoodsTypeUpdate, ({ ctx, user, input: { id, ...fields } }) =>
    updateGoodsType(ctx.database, user.id, id, fields),
  );
  registerCall(app, calls.consoleGoodsList, ({ ctx, request, input }) =>
    consoleListGoods(ctx.database.db, request.lang, input),
  );
  registerCall(app, calls.consoleGoodsDetail, ({ ctx, input }) =>
    consoleGoodsDetail(ctx.database.db, input.id),
  );
  registerCall(app, calls.consoleGoodsAdd, ({ ctx, user, input }) =>
    addGoods(ctx.database, user.id, input.items),
  );
  registerCall(app, calls.consoleGoodsUpdate, ({ ctx, user, input: { id, ...fields } }) =>
    updateGoods(ctx.database, user.id, id, fields),
  );
}
