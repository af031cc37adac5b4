import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { empty, id } from '../common.ts';

/**
 * Where a banner leads: a path in the merchant app ("/promotion") or an https address, which
 * the app opens in a new tab without access to it (docs/product.md#store-centre).
 */
export const bannerLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s\\]*|https:\/\/[^\s\\]+)$/);

/** A banner as the store centre shows it; `image` is an upload path (prefix it with fileHost). */
export const banner = z.object({
  id,
  /** The picture's text for people who cannot see it. */
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  sortOrder: z.number().int(),
});

export const swipeAdList = defineCall({
  path: '/v1/swipeAd/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Banners live now for the reader’s language, in their order',
  input: empty,
  output: z.object({ items: z.array(banner) }),
});
