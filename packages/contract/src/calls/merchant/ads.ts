import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { money, moneyInput } from '../../money.ts';
import { empty, id, pin, timestamp } from '../common.ts';

/**
 * Promotions (docs/product.md#promotions): ad packages an operator sells and the boosts a
 * merchant buys with them. A boost puts the shop's goods first on the storefront's featured
 * page for its hours (docs/decisions/028-ads-and-featured-order.md). A shop has one boost
 * running at a time: buying while one runs is refused with 453.
 */

/** A package as a merchant reads it: its texts in the reader's language (else English). */
export const adPackage = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price: money,
  /** How long the boost lasts from the moment it is paid. */
  hours: z.number().int(),
});

/** Views or orders during a boost beside the same number of hours just before it started. */
const effectFigure = z.object({ during: z.number().int(), before: z.number().int() });

export const adBoost = z.object({
  id,
  packageName: z.string(),
  price: money,
  hours: z.number().int(),
  startsAt: timestamp,
  endsAt: timestamp,
  active: z.boolean(),
  /** Whole seconds until it ends; 0 once it has ended. */
  secondsLeft: z.number().int(),
  /**
   * What it brought: storefront views and orders placed during the boost (so far, while it
   * runs) against the same number of whole hours just before it started.
   */
  effect: z.object({ hours: z.number().int(), views: effectFigure, orders: effectFigure }),
});

export const adList = defineCall({
  path: '/v1/ad/list',
  method: 'POST',
  auth: 'merchant',
  summary: 'Ad packages on sale, this shop’s boosts (newest first, with their effect) and the balance',
  input: empty,
  output: z.object({
    items: z.array(adPackage),
    boosts: z.array(adBoost),
    /** The available balance a package is paid from. */
    balance: money,
  }),
});

export const adPay = defineCall({
  path: '/v1/ad/pay',
  method: 'POST',
  auth: 'merchant',
  summary: 'Buy an ad package from the wallet: boosts the shop’s goods from now for its hours',
  input: z.strictObject({
    packageId: id,
    payPassword: pin,
    /** The price the merchant confirmed: a different price now is 203 `amountChanged`, nothing paid. */
    price: moneyInput.optional(),
  }),
  output: z.object({ id, endsAt: timestamp, balance: money }),
  idempotent: true,
});
