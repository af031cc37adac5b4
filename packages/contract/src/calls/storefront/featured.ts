import { z } from 'zod';
import { defineCall } from '../../define.ts';
import * as schemas from './schemas.ts';

/**
 * The platform's featured page (/featured): goods of shops with a running ad boost first,
 * rotating among those shops, each marked as an ad; then other open shops' best sellers.
 * Closed or suspended shops never show (docs/decisions/028-ads-and-featured-order.md).
 */

export const featuredItem = schemas.storefrontItem.extend({
  shop: z.object({ slug: z.string(), name: z.string(), logo: z.string().nullable() }),
  /** Shown because its shop paid for a boost: buyers see it labelled as an ad. */
  ad: z.boolean(),
});

export const storefrontFeatured = defineCall({
  path: '/storefront/v1/featured',
  method: 'POST',
  auth: 'none',
  summary: 'The featured page: boosted shops’ goods first (rotating, labelled as ads), then best sellers',
  input: z.strictObject({ ...schemas.buyerLang }),
  output: z.object({ items: z.array(featuredItem) }),
});
