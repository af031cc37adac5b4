import { z } from 'zod';
import { defineCall, INTAKE_ORDER_CREATE_PATH } from '../../define.ts';
import { language, orderStatus } from '../../enums.ts';
import { BUYER_ORDER } from '../../limits.ts';
import { id } from '../common.ts';

export const intakeOrderCreate = defineCall({
  path: INTAKE_ORDER_CREATE_PATH,
  method: 'POST',
  auth: 'shopKey',
  summary:
    'An external storefront posts a buyer’s order (already paid there) to the shop whose key is in the x-shop-key header. The same externalReference twice gives the first order back. Refused: item not listed (404), quantity (405), storefront closed (203, reason shopClosed), item priced below its current cost (203, reason unavailable)',
  input: z.strictObject({
    showcaseItemId: id,
    quantity: z.number().int().min(BUYER_ORDER.quantity.min).max(BUYER_ORDER.quantity.max),
    /** The buyer's name, phone and delivery address, as the storefront's order form takes them. */
    name: z.string().trim().min(1).max(BUYER_ORDER.name),
    phone: z.string().trim().min(1).max(BUYER_ORDER.phone),
    address: z.string().trim().min(1).max(BUYER_ORDER.address),
    /** The buyer's language, for the texts of their order page. English when absent. */
    lang: language.optional(),
    /** The external storefront's own id of this order or its payment. */
    externalReference: z.string().trim().min(1).max(48),
  }),
  output: z.object({ orderNo: z.string(), publicRef: z.string(), status: orderStatus }),
});
