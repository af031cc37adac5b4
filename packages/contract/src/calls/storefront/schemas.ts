import { z } from 'zod';
import { money } from '../../money.ts';
import { id, timestamp } from '../common.ts';

/**
 * The buyers' storefront (docs/product.md#buyers): a merchant's public shop at /s/:shopSlug.
 * No token: a buyer is nobody in particular. Every answer is in the buyer's language: the
 * `lang` input when given, else Accept-Language, by the app's rule (languages.ts
 * resolveLanguage), default English.
 */

/** A shop's slug as shops/service.ts makes it: lower-case letters and digits. */
export const shopSlug = z.string().regex(/^[a-z0-9]{1,32}$/);
/** An order's public reference, the part of the status link the buyer keeps. */
export const publicRef = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
/** A language code as a browser writes it; unknown ones fall back by the language rule. */
export const buyerLang = { lang: z.string().max(35).optional() };

export const storefrontShop = z.object({
  slug: z.string(),
  name: z.string(),
  /** An upload path; clients put the file host before it. */
  logo: z.string().nullable(),
  /** Buyers' average star rating, 1–5; null before the first review. */
  rating: z.number().nullable(),
  /** Set while the storefront is closed: an order is unpaid past the closing time (docs/states.md#orders). */
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
