import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { empty, timestamp } from '../common.ts';
import { shop } from './shop.ts';

const count = z.number().int().min(0);

/**
 * What waits for the merchant (docs/product.md#store-centre): each count opens its list in the
 * app, filtered to it. Counted from the records themselves at the moment of asking.
 */
export const needsYou = z.object({
  /** Orders pending payment: all of them, how many are past the warning (24 h) and the closing (48 h) times. */
  ordersToPay: z.object({
    count,
    pastWarning: count,
    pastClosing: count,
    /** When the oldest unpaid order is cancelled (72 h); null with none. */
    firstCancelAt: timestamp.nullable(),
  }),
  topUpsInReview: count,
  withdrawalsInReview: count,
  /** The operator's reason when the last identity submission was rejected; null otherwise. */
  identityRejected: z.object({ reason: z.string().nullable() }).nullable(),
  /** Why and since when buyers cannot order from the storefront; null while it is open. */
  storefrontClosed: z.object({ reason: z.enum(['unpaidOrders', 'suspended']), since: timestamp }).nullable(),
});

/**
 * A new merchant's first steps, each ticked from the server's records (docs/product.md#store-centre):
 * the transaction PIN set, identity verified, goods in the showcase, and the storefront shared,
 * which is read as "a buyer found it": a storefront visitor or an order.
 */
export const gettingStarted = z.object({
  pinSet: z.boolean(),
  identityVerified: z.boolean(),
  goodsAdded: z.boolean(),
  storefrontShared: z.boolean(),
});

export const storeInfo = defineCall({
  path: '/v1/store/info',
  method: 'POST',
  auth: 'merchant',
  summary: 'The store centre: the shop’s figures, what needs the merchant, and the first steps',
  input: empty,
  output: z.object({ shop, needsYou, gettingStarted }),
});
