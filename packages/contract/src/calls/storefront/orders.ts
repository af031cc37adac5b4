import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { BUYER_ORDER } from '../../limits.ts';
import { money } from '../../money.ts';
import { id } from '../common.ts';
import { buyerOrder } from '../merchant/orders.ts';
import { buyerLang, publicRef, shopSlug } from './schemas.ts';

/** What a buyer types; lengths from limits.ts so the form and the server agree. */
export const buyerDetails = {
  name: z.string().trim().min(1).max(BUYER_ORDER.name),
  phone: z.string().trim().min(1).max(BUYER_ORDER.phone).regex(BUYER_ORDER.phonePattern),
  address: z.string().trim().min(1).max(BUYER_ORDER.address),
};

export const storefrontOrderCreate = defineCall({
  path: '/storefront/v1/order/create',
  method: 'POST',
  auth: 'none',
  summary:
    'A buyer orders one listed item: paid through the payment provider, then the order is made (404 not listed, 405 quantity, 203 shop closed or item unavailable, 204 payment declined). With an Idempotency-Key a repeat gets the first order, or 202 (reason inProgress) while the first is still running',
  input: z.strictObject({
    slug: shopSlug,
    itemId: id,
    quantity: z.number().int().min(BUYER_ORDER.quantity.min).max(BUYER_ORDER.quantity.max),
    ...buyerDetails,
    ...buyerLang,
  }),
  output: z.object({ publicRef: z.string(), orderNo: z.string(), amount: money }),
  idempotent: true,
});

export const storefrontOrderStatus = defineCall({
  path: '/storefront/v1/order/status',
  method: 'POST',
  auth: 'none',
  summary: 'An order by its public reference, for the buyer’s status page',
  input: z.strictObject({ ref: publicRef, ...buyerLang }),
  output: buyerOrder,
});

export const storefrontOrderAccept = defineCall({
  path: '/storefront/v1/order/accept',
  method: 'POST',
  auth: 'none',
  summary: 'The buyer confirms receipt (203 unless the order is shipped or delivered)',
  input: z.strictObject({ ref: publicRef, ...buyerLang }),
  output: buyerOrder,
});
