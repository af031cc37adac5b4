import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id } from '../common.ts';
import * as schemas from './schemas.ts';

export const storefrontShop = defineCall({
  path: '/storefront/v1/shop',
  method: 'POST',
  auth: 'none',
  summary: 'A shop and its listed goods by slug: featured first, then by sales (keyset pages)',
  input: z.strictObject({ slug: schemas.shopSlug, ...pageRequest, ...schemas.buyerLang }),
  output: z.object({ shop: schemas.storefrontShop, goods: page(schemas.storefrontItem) }),
});

export const storefrontItem = defineCall({
  path: '/storefront/v1/item',
  method: 'POST',
  auth: 'none',
  summary: 'One listed item of a shop, with its images and description',
  input: z.strictObject({ slug: schemas.shopSlug, itemId: id, ...schemas.buyerLang }),
  output: z.object({ shop: schemas.storefrontShop, item: schemas.storefrontItemDetail }),
});
