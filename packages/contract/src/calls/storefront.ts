import { z } from 'zod';
import { defineCall } from '../define.ts';
import { page, pageRequest } from '../envelope.ts';
import { BUYER_ORDER } from '../limits.ts';
import { money } from '../money.ts';
import { id, timestamp } from './common.ts';
import { buyerOrder } from './orders.ts';

/**
 * The buyers' storefront (issue 8, DESIGN §1): a merchant's public shop at /s/:shopSlug.
 * No token: a buyer is nobody in particular. Every answer is in the buyer's language: the
 * `lang` input when given, else Accept-Language, by the app's rule (languages.ts
 * resolveLanguage), default English.
 */

/** A shop's slug as shops/service.ts makes it: lower-case letters and digits. */
export const shopSlug = z.string().regex(/^[a-z0-9]{1,32}$/);
/** An order's public reference, the part of the status link the buyer keeps. */
export const publicRef = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
/** A language code as a browser writes it; unknown ones fall back by the language rule. */
const buyerLang = { lang: z.string().max(35).optional() };

export const storefrontShop = z.object({
  slug: z.string(),
  name: z.string(),
  /** An upload path; clients put the file host before it. */
  logo: z.string().nullable(),
  /** Buyers' average star rating, 1–5; null before the first review. */
  rating: z.number().nullable(),
  /** Set while the storefront is temporarily closed (DESIGN §5: unpaid orders 48 h late). */
  closedSince: timestamp.nullable(),
  /**
   * Why it is closed: `unpaidOrders` (temporarily, until the shop pays its late orders) or
   * `suspended` (the owner's account is disabled); null while open.
   */
  closedReason: z.enum(['unpaidOrders', 'suspended']).nullable(),
});

export const storefrontItem = z.object({
  id,
  name: z.string(),
  image: z.string().nullable(),
  price: money,
  /** Raised by an active ad boost (promotions); listed first. */
  featured: z.boolean(),
  /**
   * Whether a buyer can order it now: false while the warehouse is out of it or its price is
   * below the goods' current cost (until the merchant raises it). Shown, marked unavailable.
   */
  available: z.boolean(),
});

export const storefrontItemDetail = storefrontItem.extend({
  description: z.string(),
  images: z.array(z.string()),
});

export const storefrontShopCall = defineCall({
  path: '/storefront/v1/shop',
  method: 'POST',
  auth: 'none',
  summary: 'A shop and its listed goods by slug: featured first, then by sales (keyset pages)',
  input: z.strictObject({ slug: shopSlug, ...pageRequest, ...buyerLang }),
  output: z.object({ shop: storefrontShop, goods: page(storefrontItem) }),
});

export const storefrontItemCall = defineCall({
  path: '/storefront/v1/item',
  method: 'POST',
  auth: 'none',
  summary: 'One listed item of a shop, with its images and description',
  input: z.strictObject({ slug: shopSlug, itemId: id, ...buyerLang }),
  output: z.object({ shop: storefrontShop, item: storefrontItemDetail }),
});

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
