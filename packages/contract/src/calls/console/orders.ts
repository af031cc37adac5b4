import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { language, orderStatus } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money } from '../../money.ts';
import { id, timestamp } from '../common.ts';
import { buyerRefund, CANCEL_REASONS, ORDER_SOURCES, orderEvent } from '../merchant/orders.ts';

/**
 * The operator console's fulfilment (docs/product.md#operators): every merchant's orders by state, shipping a
 * paid order when the sandbox warehouse is off, moving or correcting its logistics steps,
 * cancelling with the cost's refund; and the logistics steps a parcel walks, with their text
 * in every language. Every write is recorded in the audit log in its own transaction.
 *
 * Refusals: 203 an order not in the state the action needs; 404 an unknown order; 432 a step
 * position another step has; 433 an unknown step, or shipping while no step is configured;
 * 434 one position given twice in a request; 435 one language given twice for a step (403
 * naming `…texts` and `data.lang` when a language is missing).
 */

/** Limits of the operator's texts. */
export const FULFILMENT = {
  carrier: 64,
  trackingNo: 64,
  stepText: 200,
  reason: 500,
  /** Minutes a step waits after the previous one: at most 30 days. */
  afterMinutes: 30 * 24 * 60,
  /** Steps a parcel walks, at most. */
  steps: 20,
} as const;

const stepText = z.string().trim().min(1).max(FULFILMENT.stepText);

/** A row of the console's orders list: the merchant's username and the goods' name. */
export const consoleOrderRow = z.object({
  id,
  orderNo: z.string(),
  status: orderStatus,
  source: z.enum(ORDER_SOURCES),
  user: z.object({ id, username: z.string() }),
  goodsName: z.string(),
  quantity: z.number().int(),
  amount: money,
  purchaseCost: money,
  buyerName: z.string(),
  createdAt: timestamp,
  statusChangedAt: timestamp,
});

/** An order event as the console reads it: with the operator's or merchant's username. */
export const consoleOrderEvent = orderEvent.extend({ actorName: z.string().nullable() });

/** A reached logistics step; `corrected` when an operator's own text replaced the configured one. */
export const consoleTrackingStep = z.object({
  position: z.number().int(),
  time: timestamp,
  text: z.string(),
  corrected: z.boolean(),
});

export const consoleOrder = consoleOrderRow.extend({
  goods: z.object({ id, productNo: z.string(), image: z.string().nullable() }),
  unitPrice: money,
  profit: money,
  buyer: z.object({ name: z.string(), phone: z.string(), address: z.string(), lang: language }),
  paymentReference: z.string(),
  paid: z.boolean(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** The operator's own words when they cancelled it. */
  cancelNote: z.string().nullable(),
  /** The purchase cost returned to the merchant's wallet when a paid order was cancelled. */
  refunded: money.nullable(),
  /** The buyer's refund through the payment provider once cancelled, and how many tries it took. */
  buyerRefund: buyerRefund.nullable(),
  buyerRefundTries: z.number().int(),
  events: z.array(consoleOrderEvent),
  tracking: z.array(consoleTrackingStep),
  /** Steps configured now: what Advance walks through. */
  configuredSteps: z.number().int(),
  /** The sandbox warehouse ships paid orders itself (SANDBOX_WAREHOUSE); off, an operator ships them. */
  sandboxWarehouse: z.boolean(),
});

export const consoleOrderList = defineCall({
  path: '/console/v1/orders/list',
  method: 'POST',
  auth: 'operator',
  summary:
    'Every merchant’s orders, newest first, by state and by search (order number or merchant username)',
  input: z.strictObject({
    ...pageRequest,
    status: orderStatus.optional(),
    search: z.string().trim().max(64).optional(),
  }),
  output: page(consoleOrderRow),
});

export const consoleOrderDetail = defineCall({
  path: '/console/v1/orders/detail',
  method: 'POST',
  auth: 'operator',
  summary: 'One order with its buyer, moves and logistics steps (404 when unknown)',
  input: z.strictObject({ id }),
  output: consoleOrder,
});

export const consoleOrderShip = defineCall({
  path: '/console/v1/orders/ship',
  method: 'POST',
  auth: 'operator',
  summary:
    'Ship a paid order by hand (the sandbox warehouse off): the first logistics step reached now (203 unless pending shipment, 433 when no step is configured)',
  input: z.strictObject({
    id,
    carrier: z.string().trim().min(1).max(FULFILMENT.carrier).optional(),
    trackingNo: z.string().trim().min(1).max(FULFILMENT.trackingNo).optional(),
  }),
  output: consoleOrder,
});

export const consoleOrderAdvance = defineCall({
  path: '/console/v1/orders/advance',
  method: 'POST',
  auth: 'operator',
  summary:
    'Move a shipped parcel to its next logistics step, with the operator’s own text if given; the last step delivers it (203 unless shipped)',
  input: z.strictObject({ id, text: stepText.optional() }),
  output: consoleOrder,
});

export const consoleOrderCorrect = defineCall({
  path: '/console/v1/orders/correct',
  method: 'POST',
  auth: 'operator',
  summary:
    'Replace a reached logistics step’s text with the operator’s note (433 when the order has not reached that step)',
  input: z.strictObject({ id, position: z.number().int().min(1).max(1000), text: stepText }),
  output: consoleOrder,
});

export const consoleOrderCancel = defineCall({
  path: '/console/v1/orders/cancel',
  method: 'POST',
  auth: 'operator',
  summary:
    'Cancel an order pending payment or pending shipment with a reason the merchant reads; a paid order’s purchase cost returns to the merchant’s wallet at once, and a storefront buyer’s payment is refunded through the provider by the jobs (203 otherwise)',
  input: z.strictObject({ id, reason: z.string().trim().min(1).max(FULFILMENT.reason) }),
  output: consoleOrder,
});

export const consoleOrderRefundRetry = defineCall({
  path: '/console/v1/orders/refund_retry',
  method: 'POST',
  auth: 'operator',
  summary:
    'Try a buyer’s refund again after the provider refused every try: pending again, due at once (203 unless the refund failed)',
  input: z.strictObject({ id }),
  output: consoleOrder,
});

/** A configured logistics step, with its text in every language it has. */
export const logisticsStepConfig = z.object({
  id,
  position: z.number().int(),
  afterMinutes: z.number().int(),
  texts: z.partialRecord(language, z.string()),
});

/** A step's text in one language; a list so a language given twice is told (435), not lost. */
const stepTexts = z
  .array(z.strictObject({ lang: language, text: stepText }))
  .min(1)
  .max(20);

const stepFields = {
  position: z.number().int().min(1).max(FULFILMENT.steps),
  afterMinutes: z.number().int().min(0).max(FULFILMENT.afterMinutes),
  texts: stepTexts,
};

export const consoleLogisticsList = defineCall({
  path: '/console/v1/logistics/list',
  method: 'POST',
  auth: 'operator',
  summary: 'The logistics steps a parcel walks, in order, with their texts in every language',
  input: z.strictObject({}),
  output: z.object({ items: z.array(logisticsStepConfig) }),
});

export const consoleLogisticsAdd = defineCall({
  path: '/console/v1/logistics/add',
  method: 'POST',
  auth: 'operator',
  summary:
    'Add logistics steps, all or none, each with its text in all ten languages: 432 a position taken, 434 a position given twice, 435 a language given twice',
  input: z.strictObject({ items: z.array(z.strictObject(stepFields)).min(1).max(FULFILMENT.steps) }),
  output: z.object({ items: z.array(logisticsStepConfig) }),
});

export const consoleLogisticsUpdate = defineCall({
  path: '/console/v1/logistics/update',
  method: 'POST',
  auth: 'operator',
  summary:
    'Change a logistics step: 433 when unknown, 432 a position another step has, 435 a language given twice. Parcels already past it keep what they showed',
  input: z.strictObject({ id, ...stepFields }),
  output: logisticsStepConfig,
});

export const consoleLogisticsDelete = defineCall({
  path: '/console/v1/logistics/delete',
  method: 'POST',
  auth: 'operator',
  summary:
    'Remove a logistics step (433 when unknown); parcels that reached it keep its text in their buyer’s language',
  input: z.strictObject({ id }),
  output: z.object({ items: z.array(logisticsStepConfig) }),
});
