import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { ORDER_STATUSES, orderStatus } from '../../enums.ts';
import { page, pageQuery, pageRequest } from '../../envelope.ts';
import { BUYER_ORDER } from '../../limits.ts';
import { money } from '../../money.ts';
import { empty, id, pin, queryId, timestamp, uploadPath } from '../common.ts';

/** Where an order came from: a buyer on the storefront, or a shop's order-intake API. */
export const ORDER_SOURCES = ['storefront', 'intake'] as const;

/**
 * The moves of the order state machine (docs/states.md#orders). Which state each leaves and reaches is
 * the server's one table (modules/orders/transitions.ts); a move from any other state is 203.
 */
export const ORDER_MOVES = ['pay', 'ship', 'deliver', 'accept', 'hold', 'settle', 'cancel'] as const;
export const orderMove = z.enum(ORDER_MOVES);

/** Who made a move: the merchant, the buyer, an operator, or the platform's own jobs. */
export const ORDER_ACTORS = ['merchant', 'buyer', 'operator', 'system'] as const;

/** Why an order was cancelled. */
export const CANCEL_REASONS = ['unpaid_timeout', 'operator', 'out_of_stock'] as const;

/**
 * A cancelled storefront order's refund to its buyer through the payment provider: pending
 * until the provider confirms, tried again with longer waits, failed after the last try (an
 * operator tries again). Null when it is not ours to make: an intake order's buyer paid the
 * shop's own provider, and an order not cancelled owes nothing.
 */
export const BUYER_REFUNDS = ['pending', 'refunded', 'failed'] as const;
export const buyerRefund = z.enum(BUYER_REFUNDS);

/** Limits of a buyer's order (storefront and intake alike): in limits.ts, without zod, for the forms. */
export { BUYER_ORDER };

export const orderGoods = z.object({
  goodsId: id,
  showcaseItemId: id,
  productNo: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});

export const order = z.object({
  id,
  orderNo: z.string(),
  status: orderStatus,
  source: z.enum(ORDER_SOURCES),
  quantity: z.number().int(),
  /** The merchant's selling price of one item when the buyer ordered. */
  unitPrice: money,
  /** What the buyer paid: unit price × quantity. */
  amount: money,
  /** What the merchant pays the warehouse: wholesale cost × quantity. */
  purchaseCost: money,
  /** Amount − purchase cost. */
  profit: money,
  /** The profit still to come: set once the cost is paid, until settlement (then null). */
  expectedProfit: money.nullable(),
  /** What settlement credited (the amount), once completed. */
  settlementAmount: money.nullable(),
  goods: orderGoods,
  buyer: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  /** Pending payment: when it will be cancelled unpaid (docs/defaults.md#business-settings). */
  payBy: timestamp.nullable(),
  /** Pending settlement: when the hold ends. */
  settleAfter: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** The operator's own words when they cancelled it. */
  cancelNote: z.string().nullable(),
  /** The purchase cost returned to the wallet when a paid order was cancelled. */
  refunded: money.nullable(),
  /** The buyer's payment going back to them after a cancellation. */
  buyerRefund: buyerRefund.nullable(),
});

/** Orders per status, for the list's tabs. */
export const orderCounts = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof ORDER_STATUSES)[number],
    z.ZodNumber
  >,
);

export const orderList = defineCall({
  path: '/v1/order/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Orders, newest first, filtered by status, with the count per status',
  input: z.strictObject({ ...pageRequest, status: orderStatus.optional() }),
  output: page(order).extend({ counts: orderCounts }),
});

export const orderEvent = z.object({
  move: orderMove,
  from: orderStatus,
  to: orderStatus,
  actor: z.enum(ORDER_ACTORS),
  time: timestamp,
});

export const orderDetail = defineCall({
  path: '/v1/order/detail',
  method: 'POST',
  auth: 'merchant',
  summary: 'One order with every move it made (time and actor)',
  input: z.strictObject({ orderId: id }),
  output: order.extend({ events: z.array(orderEvent) }),
});

export const logisticsStep = z.object({ time: timestamp, text: z.string() });

export const orderLogistics = defineCall({
  path: '/v1/order/logistics',
  method: 'POST',
  auth: 'merchant',
  summary: 'Logistics steps of an order so far, in the reader’s language',
  input: z.strictObject({ orderId: id }),
  output: z.object({
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
    steps: z.array(logisticsStep),
  }),
});

export const orderPay = defineCall({
  path: '/v1/order/pay',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Pay the wholesale cost of one or several pending orders so the warehouse ships them, all or none (424, 445, 446; 203 when one is no longer pending payment)',
  input: z.strictObject({ orderIds: z.array(id).min(1).max(50), payPassword: pin }),
  output: z.object({ paid: z.number().int(), amount: money, balance: money }),
  idempotent: true,
});

/** Order ids in a query string: "12,13,14" (at most 50). */
const queryIds = z
  .string()
  .regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,49}$/)
  .transform((ids) => [...new Set(ids.split(',').map(Number))])
  .pipe(z.array(id));

export const orderPayAmount = defineCall({
  path: '/v1/order/pay/amount',
  method: 'GET',
  auth: 'merchant',
  summary:
    'What paying the selected orders would cost (all orders pending payment when none are named), and the balance',
  input: z.strictObject({ orderIds: queryIds.optional() }),
  output: z.object({ amount: money, orders: z.number().int(), balance: money }),
});

export const orderWarning = defineCall({
  path: '/v1/order/warning',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Orders unpaid past the warning time (24 h), when the oldest closes the storefront (48 h) and is cancelled (72 h), and whether the storefront is closed now — the store centre’s banner',
  input: empty,
  output: z.object({
    lateOrders: z.number().int(),
    /** The oldest late order's deadlines; null when none is late. */
    closesStorefrontAt: timestamp.nullable(),
    cancelsAt: timestamp.nullable(),
    storefrontClosedSince: timestamp.nullable(),
  }),
});

/** A buyer's view of their order, by its public reference (storefront). */
export const buyerOrder = z.object({
  publicRef: z.string(),
  orderNo: z.string(),
  status: orderStatus,
  quantity: z.number().int(),
  unitPrice: money,
  amount: money,
  goods: z.object({ name: z.string(), image: z.string().nullable() }),
  shop: z.object({ slug: z.string(), name: z.string() }),
  steps: z.array(logisticsStep),
  createdAt: timestamp,
  acceptedAt: timestamp.nullable(),
  /** The buyer can confirm receipt now. */
  canAccept: z.boolean(),
  cancelledAt: timestamp.nullable(),
  /** Their payment's way back once cancelled; null when the shop refunds it itself (intake). */
  buyerRefund: buyerRefund.nullable(),
});

/** Limits of order comments: text length after trimming, the buyer's stars. */
export const ORDER_COMMENT = { text: 500, rating: { min: 1, max: 5 } } as const;

/** A comment's text: 1–500 characters once trimmed. */
export const orderCommentText = z.string().trim().min(1).max(ORDER_COMMENT.text);

/**
 * A buyer's review (author buyer, top level, with stars) or the merchant's comment or reply
 * (author merchant). Replies nest one level: `parentId` names a top-level comment.
 */
export const orderComment = z.object({
  id,
  orderId: id,
  parentId: id.nullable(),
  author: z.enum(['buyer', 'merchant']),
  text: z.string(),
  /** The buyer's stars, 1–5; null on the merchant's comments. */
  rating: z.number().int().nullable(),
  /** The drawn signature: an upload path of kind signature (private: read with the merchant's token). */
  signature: z.string(),
  createdAt: timestamp,
});

export const orderCommentList = defineCall({
  path: '/v1/order-comment',
  method: 'GET',
  auth: 'merchant',
  summary: 'The comment thread of one of the merchant’s orders, oldest first (404 another’s order)',
  input: z.strictObject({ orderId: queryId, ...pageQuery }),
  output: page(orderComment),
});

export const goodsReviewList = defineCall({
  path: '/v1/order-comment/reviews',
  method: 'GET',
  auth: 'merchant',
  summary:
    'Buyers’ reviews of one goods among the merchant’s orders, newest first, each naming its order (none for goods the merchant never sold)',
  input: z.strictObject({ goodsId: queryId, ...pageQuery }),
  output: page(orderComment),
});

export const orderCommentAdd = defineCall({
  path: '/v1/order-comment',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Comment on one of the merchant’s orders or reply to a top-level comment of it, with a drawn signature uploaded through /v1/upload/signature (404 another’s order or parent)',
  input: z.strictObject({
    orderId: id,
    /** Absent: a top-level comment; else a top-level comment of the same order. */
    parentId: id.optional(),
    text: orderCommentText,
    signature: uploadPath,
  }),
  output: orderComment,
});
