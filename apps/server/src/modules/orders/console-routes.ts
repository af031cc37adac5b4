import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import {
  consoleAdvanceOrder,
  consoleCancelOrder,
  consoleCorrectOrder,
  consoleListOrders,
  consoleOrderDetail,
  consoleRetryBuyerRefund,
  consoleShipOrder,
} from './console-fulfilment.ts';
import {
  addLogisticsSteps,
  consoleLogisticsSteps,
  deleteLogisticsStep,
  updateLogisticsStep,
} from './console-logistics.ts';

/** The operator console's fulfilment and logistics configuration (issue 8), every write audited. */
export default async function consoleOrderRoutes(app: FastifyInstance) {
  /** Every order the console reads says whether the sandbox warehouse ships by itself. */
  const shown = async <T extends object>(order: Promise<T>) => ({
    ...(await order),
    sandboxWarehouse: app.ctx.config.sandboxWarehouse,
  });
  registerCall(app, calls.consoleOrderList, ({ ctx, request, input }) =>
    consoleListOrders(ctx.database.db, request.lang, input),
  );
  registerCall(app, calls.consoleOrderDetail, ({ ctx, request, input }) =>
    shown(consoleOrderDetail(ctx.database.db, input.id, request.lang)),
  );
  registerCall(app, calls.consoleOrderShip, ({ ctx, request, user, input: { id, ...parcel } }) =>
    shown(consoleShipOrder(ctx.database, ctx.config.demoSpeed, user, id, parcel, request.lang)),
  );
  registerCall(app, calls.consoleOrderAdvance, ({ ctx, request, user, input }) =>
    shown(consoleAdvanceOrder(ctx.database, ctx.config.demoSpeed, user, input.id, input.text, request.lang)),
  );
  registerCall(app, calls.consoleOrderCorrect, ({ ctx, request, user, input }) =>
    shown(consoleCorrectOrder(ctx.database, user, input, request.lang)),
  );
  registerCall(app, calls.consoleOrderCancel, ({ ctx, request, user, input }) =>
    shown(consoleCancelOrder(ctx.database, user, input.id, input.reason, request.lang)),
  );
  registerCall(app, calls.consoleOrderRefundRetry, ({ ctx, request, user, input }) =>
    shown(consoleRetryBuyerRefund(ctx.database, user, input.id, request.lang)),
  );
  registerCall(app, calls.consoleLogisticsList, ({ ctx }) => consoleLogisticsSteps(ctx.database.db));
  registerCall(app, calls.consoleLogisticsAdd, ({ ctx, user, input }) =>
    addLogisticsSteps(ctx.database, user, input.items),
  );
  registerCall(app, calls.consoleLogisticsUpdate, ({ ctx, user, input: { id, ...fields } }) =>
    updateLogisticsStep(ctx.database, user, id, fields),
  );
  registerCall(app, calls.consoleLogisticsDelete, ({ ctx, user, input }) =>
    deleteLogisticsStep(ctx.database, user, input.id),
  );
}
