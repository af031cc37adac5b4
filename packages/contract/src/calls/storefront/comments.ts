import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { id, timestamp } from '../common.ts';
import { ORDER_COMMENT, orderCommentText } from '../merchant/orders.ts';
import { publicRef } from './schemas.ts';

/**
 * A buyer's review of their order, from the storefront (decision 019): no account, so the order's
 * public reference (the part of the status link the buyer keeps) is the buyer's key.
 *
 * The drawn signature travels in the review call itself, as the multipart file `signature`,
 * rather than through a separate anonymous upload call: nothing is stored unless the review
 * is accepted (no upload endpoint open to strangers whose files nobody claims), the file is
 * checked by its bytes and re-encoded like every upload, and it is stored as the order's
 * merchant's private file (kind signature), so the merchant's app reads it with its token.
 * A buyer writes one review per order (and the API's per-address rate limit applies), so a
 * stranger cannot store files with it: only an order's buyer, once, after every other check.
 */

/** A comment as a buyer sees it: no signature images (they are the merchant's private files). */
export const storefrontComment = z.object({
  id,
  parentId: id.nullable(),
  author: z.enum(['buyer', 'merchant']),
  text: z.string(),
  rating: z.number().int().nullable(),
  createdAt: timestamp,
});

export const storefrontOrderComment = defineCall({
  path: '/storefront/v1/order/comment',
  method: 'POST',
  auth: 'none',
  summary:
    'A buyer reviews their order by its public reference: text, 1–5 stars and a drawn signature (multipart file `signature`, PNG/JPEG/WebP); only an accepted, pending-settlement or completed order (203), once (203, reason reviewed); 404 unknown reference',
  input: z.strictObject({
    ref: publicRef,
    text: orderCommentText,
    rating: z.coerce.number().int().min(ORDER_COMMENT.rating.min).max(ORDER_COMMENT.rating.max),
  }),
  files: [{ name: 'signature', required: true }],
  output: storefrontComment,
});

export const storefrontOrderComments = defineCall({
  path: '/storefront/v1/order/comments',
  method: 'POST',
  auth: 'none',
  summary:
    'The comment thread of an order by its public reference, oldest first, and whether the buyer may still review it (404 unknown reference)',
  input: z.strictObject({ ref: publicRef }),
  output: z.object({ items: z.array(storefrontComment), canReview: z.boolean() }),
});
