import { z } from 'zod';
import { defineCall } from '../define.ts';
import { orderStatus } from '../enums.ts';
import { page, pageQuery, pageRequest } from '../envelope.ts';
import { money } from '../money.ts';
import { id, pin, queryId, timestamp, uploadPath } from './common.ts';

export const order = z.object({
  id,
  orderNo: z.string(),
  status: orderStatus,
  quantity: z.number().int(),
  /** What the buyer paid: selling price × quantity. */
  amount: money,
  /** What the merchant pays the warehouse. */
  purchaseCost: money,
  profit: money,
  settlementAmount: money.nullable(),
  goods: z.object({ goodsId: id, name: z.string(), image: z.string().nullable(), productNo: z.string() }),
  createdAt: timestamp,
});

export const orderList = defineCall({
  path: '/v1/order/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Orders, filtered by status',
  input: z.strictObject({ ...pageRequest, status: orderStatus.optional() }),
  output: page(order),
});

export const orderLogistics = defineCall({
  path: '/v1/order/logistics',
  method: 'POST',
  auth: 'merchant',
  summary: 'Logistics steps of an order in the reader’s language',
  input: z.strictObject({ orderId: id }),
  output: z.object({
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
    steps: z.array(z.object({ time: timestamp, text: z.string() })),
  }),
});

export const orderPay = defineCall({
  path: '/v1/order/pay',
  method: 'POST',
  auth: 'merchant',
  summary: 'Pay the wholesale cost of orders so the warehouse ships (424, 445, 446)',
  input: z.strictObject({ orderIds: z.array(id).min(1).max(50), payPassword: pin }),
  output: z.object({ paid: z.number().int(), balance: money }),
  idempotent: true,
});

export const orderPayAmount = defineCall({
  path: '/v1/order/pay/amount',
  method: 'GET',
  auth: 'merchant',
  summary: 'What paying an order (or all pending orders) would cost',
  input: z.strictObject({ orderId: queryId.optional() }),
  output: z.object({ amount: money, orders: z.number().int(), balance: money }),
});

export const orderComment = z.object({
  id,
  orderId: id,
  parentId: id.nullable(),
  author: z.enum(['buyer', 'merchant']),
  text: z.string(),
  signature: z.string(),
  createdAt: timestamp,
});

export const orderCommentList = defineCall({
  path: '/v1/order-comment',
  method: 'GET',
  auth: 'merchant',
  summary: 'Comments and replies on an order',
  input: z.strictObject({ orderId: queryId, ...pageQuery }),
  output: page(orderComment),
});

export const orderCommentAdd = defineCall({
  path: '/v1/order-comment',
  method: 'POST',
  auth: 'merchant',
  summary: 'Reply to a buyer’s comment, with a drawn signature',
  input: z.strictObject({
    orderId: id,
    parentId: id,
    text: z.string().trim().min(1).max(500),
    signature: uploadPath,
  }),
  output: orderComment,
});
