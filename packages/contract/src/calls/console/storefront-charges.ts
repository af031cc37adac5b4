import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money } from '../../money.ts';
import { id, timestamp } from '../common.ts';

/**
 * Buyers' storefront payments as the operator console sees them (decision 022): the charges
 * the jobs could not settle alone. A refund the provider refused on every try is money a buyer
 * paid for no order; nobody refunds it unless an operator tries again.
 *
 * Refusals: 203 a charge whose refund has not failed; 404 an unknown reference.
 */

/**
 * A charge's state: `charging` until the order is made (or its server is found dead),
 * `ordered`, a refund `refund_pending` until the provider confirms it, then `refunded` or,
 * after the last try, `refund_failed`; `not_charged` when the provider never made it.
 */
export const STOREFRONT_CHARGE_STATES = [
  'charging',
  'ordered',
  'refund_pending',
  'refunded',
  'refund_failed',
  'not_charged',
] as const;
export const storefrontChargeState = z.enum(STOREFRONT_CHARGE_STATES);
export type StorefrontChargeState = z.infer<typeof storefrontChargeState>;

/** Our reference of a charge, as the storefront makes it (`sf_` and hex). */
export const chargeReference = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

export const consoleStorefrontCharge = z.object({
  reference: chargeReference,
  /** The merchant whose storefront the buyer paid at. */
  shop: z.object({ userId: id, username: z.string(), name: z.string().nullable() }),
  amount: money,
  currency: z.string(),
  state: storefrontChargeState,
  /** Recovery or refund tries since the last start (an operator's retry starts again at 0). */
  tries: z.number().int(),
  /** The provider's reference of the charge, once known. */
  providerReference: z.string().nullable(),
  /** The order the charge paid for, if one was made. */
  orderNo: z.string().nullable(),
  /** When the jobs next look at it; null once it is settled (or left to an operator). */
  dueAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const consoleStorefrontChargeList = defineCall({
  path: '/console/v1/storefront_charges/list',
  method: 'POST',
  auth: 'operator',
  summary:
    'Buyers’ storefront payments, newest first. Without a state: those needing attention — refunds failed, refunds in progress, and charges still unconfirmed past their recovery time',
  input: z.strictObject({ ...pageRequest, state: storefrontChargeState.optional() }),
  output: page(consoleStorefrontCharge),
});

export const consoleStorefrontChargeRefundRetry = defineCall({
  path: '/console/v1/storefront_charges/refund_retry',
  method: 'POST',
  auth: 'operator',
  summary:
    'Try a buyer’s refund again after the provider refused every try: the jobs take it on their next pass (203 unless the refund failed, 404 when unknown)',
  input: z.strictObject({ reference: chargeReference }),
  output: consoleStorefrontCharge,
});
