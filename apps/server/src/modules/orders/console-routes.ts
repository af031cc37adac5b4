import { calls, type Language } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { cancelOrderByOperator } from '../../use-cases/cancel-order.ts';
import {
  addLogisticsSteps,
  deleteLogisticsStep,
  updateLogisticsStep,
} from '../../use-cases/configure-logistics.ts';
import { consoleListOrders, consoleOrderDetail } from '../../use-cases/console-orders.ts';
import { advanceParcelByOperator, correctParcelStep } from '../../use-cases/deliver-order.ts';
import { retryBuyerRefundByOperator } from '../../use-cases/refund-buyer.ts';
import { shipOrderByOperator } from '../../use-cases/ship-order.ts';
import { consoleLogisticsSteps } from './console-logistics.ts';

/** The operator console's fulfilment and logistics configuration, every write audited. */
export default async function consoleOrderRoutes(app: FastifyInstance) {
  /** Every order the console reads says whether the sandbox warehouse ships by itself. */
  const shown = async (id: number, lang: Language) => ({
    ...(await consoleOrderDetail(app.ctx.database.db, id, lang)),
    sandboxWarehouse: app.ctx.config.sandboxWarehouse,
  });
  registerCall(app, calls.consoleOrderList, ({ ctx, request, input }) =>
    consoleListOrders(ctx.database.db, request.lang, input),
  );
  registerCall(app, calls.consoleOrderDetail, ({ request, input }) => shown(input.id, request.lang));
  registerCall(app, calls.consoleOrderShip, async ({ ctx, request, user, input: { id, ...parcel } }) => {
    await shipOrderByOperator(ctx, { operatorId: user.id, orderId: id, parcel });
    return shown(id, request.lang);
  });
  registerCall(app, calls.consoleOrderAdvance, async ({ ctx, request, user, input }) => {
    await advanceParcelByOperator(ctx, { operatorId: user.id, orderId: input.id, text: input.text });
    return shown(input.id, request.lang);
  });
  registerCall(app, calls.consoleOrderCorrect, async ({ ctx, request, user, input }) => {
    await correctParcelStep(ctx, {
      operatorId: user.id,
      orderId: input.id,
      position: input.position,
      text: input.text,
      lang: request.lang,
    });
    return shown(input.id, request.lang);
  });
  registerCall(app, calls.consoleOrderCancel, async ({ ctx, request, user, input }) => {
    await cancelOrderByOperator(ctx, { operatorId: user.id, orderId: input.id, reason: input.reason });
    return shown(input.id, request.lang);
  });
  registerCall(app, calls.consoleOrderRefundRetry, async ({ ctx, request, user, input }) => {
    await retryBuyerRefundByOperator(ctx, { operatorId: user.id, orderId: input.id });
    return shown(input.id, request.lang);
  });
  registerCall(app, calls.consoleLogisticsList, ({ ctx }) => consoleLogisticsSteps(ctx.database.db));
  registerCall(app, calls.consoleLogisticsAdd, ({ ctx, user, input }) =>
    addLogisticsSteps(ctx, { operatorId: user.id, items: input.items }),
  );
  registerCall(app, calls.consoleLogisticsUpdate, ({ ctx, user, input: { id, ...fields } }) =>
    updateLogisticsStep(ctx, { operatorId: user.id, id, fields }),
  );
  registerCall(app, calls.consoleLogisticsDelete, ({ ctx, user, input }) =>
    deleteLogisticsStep(ctx, { operatorId: user.id, id: input.id }),
  );
}
