import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { INTAKE_KEY_LABEL, INTAKE_KEYS_MAX } from '../../limits.ts';
import { empty, id, nothing, timestamp } from '../common.ts';

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
