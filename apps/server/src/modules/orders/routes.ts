import { calls } from '@shopkeeper/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/contract-routes.ts';
import { listOrders, orderDetail, orderPayAmount, orderWarning } from '../../use-cases/merchant-orders.ts';
import { payOrders } from '../../use-cases/pay-orders.ts';
import { orderLogistics } from './merchant-orders.ts';

/** The merchant's orders: list, detail, logistics, paying the cost, the unpaid warning. */
export default async function orderRoutes(app: FastifyInstance) {
  registerCall(app, calls.orderList, ({ ctx, user, request, input }) =>
    listOrders(ctx.database.db, user.id, request.lang, ctx.config.demoSpeed, input),
  );
  registerCall(app, calls.orderDetail, ({ ctx, user, request, input }) =>
    orderDetail(ctx.database.db, user.id, input.orderId, request.lang, ctx.config.demoSpeed),
  );
  registerCall(app, calls.orderLogistics, ({ ctx, user, request, input }) =>
    orderLogistics(ctx.database.db, user.id, input.orderId, request.lang),
  );
  registerCall(app, calls.orderPayAmount, ({ ctx, user, input }) =>
    orderPayAmount(ctx.database.db, user.id, input.orderIds),
  );
  registerCall(app, calls.orderPay, ({ ctx, user, request, input }) =>
    payOrders(ctx, {
      merchantId: user.id,
      orderIds: input.orderIds,
      payPassword: input.payPassword,
      idempotencyKey: request.headers['idempotency-key'],
    }),
  );
  registerCall(app, calls.orderWarning, ({ ctx, user }) =>
    orderWarning(ctx.database.db, user.id, ctx.config.demoSpeed),
  );
}
