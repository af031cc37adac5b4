import { z } from 'zod';
import { defineCall, INTAKE_ORDER_CREATE_PATH } from '../define.ts';
import { language, orderStatus } from '../enums.ts';
import { INTAKE_KEY_LABEL, INTAKE_KEYS_MAX } from '../limits.ts';
import { empty, id, nothing, timestamp } from './common.ts';
import { BUYER_ORDER } from './orders.ts';

/** A shop may hold this many live order-intake keys at once. */
export { INTAKE_KEYS_MAX };

export const intakeKey = z.object({
  id,
  label: z.string(),
  /** The key's first characters, to tell keys apart; the whole key is shown once only. */
  prefix: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});

export const shopIntakeKeyList = defineCall({
  path: '/v1/shop/intake_key/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'The shop’s live order-intake keys (never the keys themselves)',
  input: empty,
  output: z.object({ items: z.array(intakeKey), max: z.number().int() }),
});

export const shopIntakeKeyCreate = defineCall({
  path: '/v1/shop/intake_key/create',
  method: 'POST',
  auth: 'merchant',
  summary: `A new order-intake key for an external storefront, shown once (at most ${INTAKE_KEYS_MAX} live; 203 past that)`,
  input: z.strictObject({ label: z.string().trim().min(INTAKE_KEY_LABEL.min).max(INTAKE_KEY_LABEL.max) }),
  output: intakeKey.extend({ key: z.string() }),
});

export const shopIntakeKeyRevoke = defineCall({
  path: '/v1/shop/intake_key/revoke',
  method: 'POST',
  auth: 'merchant',
  summary: 'Revoke an order-intake key: orders sent with it are refused from now on',
  input: z.strictObject({ id }),
  output: nothing,
});

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
