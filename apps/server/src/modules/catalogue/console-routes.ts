import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { addGoodsType } from '../../use-cases/add-goods-type.ts';
import { addWarehouseGoods } from '../../use-cases/add-warehouse-goods.ts';
import { editGoodsType } from '../../use-cases/edit-goods-type.ts';
import { editWarehouseGoods } from '../../use-cases/edit-warehouse-goods.ts';
import { consoleGoodsDetail, consoleListGoods } from './console-goods-list.ts';
import { consoleGoodsTypes } from './console-goods-types.ts';

/** The operator console's catalogue: goods types and goods, every change audited. */
export function registerConsoleCatalogue(app: FastifyInstance) {
  registerCall(app, calls.consoleGoodsTypeList, ({ ctx }) => consoleGoodsTypes(ctx.database.db));
  registerCall(app, calls.consoleGoodsTypeAdd, ({ ctx, user, input }) => addGoodsType(ctx, user.id, input));
  registerCall(app, calls.consoleGoodsTypeUpdate, ({ ctx, user, input: { id, ...fields } }) =>
    editGoodsType(ctx, user.id, id, fields),
  );
  registerCall(app, calls.consoleGoodsList, ({ ctx, request, input }) =>
    consoleListGoods(ctx.database.db, request.lang, input),
  );
  registerCall(app, calls.consoleGoodsDetail, ({ ctx, input }) =>
    consoleGoodsDetail(ctx.database.db, input.id),
  );
  registerCall(app, calls.consoleGoodsAdd, ({ ctx, user, input }) =>
    addWarehouseGoods(ctx, user.id, input.items),
  );
  registerCall(app, calls.consoleGoodsUpdate, ({ ctx, user, input: { id, ...fields } }) =>
    editWarehouseGoods(ctx, user.id, id, fields),
  );
}
