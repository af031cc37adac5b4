import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { reviewStatus, shopTier } from '../../enums.ts';
import { money, moneyInput } from '../../money.ts';
import { id, pin, timestamp } from '../common.ts';

/**
 * One shop tier as the merchant compares them: its showcase goods limit and its security
 * deposit (both business settings), and what moving up to it would hold now. The apps word
 * a tier's name and what it unlocks from its code.
 */
export const tier = z.object({
  code: shopTier,
  goodsLimit: z.number().int(),
  /** The tier's whole security deposit. */
  deposit: money,
  /**
   * What an upgrade to this tier would move from the balance to the held deposit now: the
   * deposit less what is already held (docs/money.md#tier-deposits). Null when the tier is
   * not above the current one, or while a request waits for review.
   */
  toHold: money.nullable(),
});

/** A merchant's request to move up a tier, as they follow it. */
export const tierUpgrade = z.object({
  id,
  /** The tier the shop had when asking. */
  fromCode: shopTier,
  code: shopTier,
  status: reviewStatus,
  /** What the request moved to the held deposit (0.00 when nothing more was due). */
  held: money,
  /** The operator's reason for a rejection (the held amount returned to the balance). */
  reason: z.string().nullable(),
  createdAt: timestamp,
  reviewedAt: timestamp.nullable(),
});

export const shopType = defineCall({
  path: '/v1/shop/type',
  method: 'GET',
  auth: 'merchant',
  summary:
    'Shop tiers with goods limit, deposit and what an upgrade holds now; the current tier, the held deposit and the latest upgrade request; with ?code, one tier',
  input: z.strictObject({ code: shopTier.optional() }),
  output: z.object({
    items: z.array(tier),
    current: shopTier,
    /** What is held for the tiers reached so far (and a request under review). */
    depositHeld: money,
    /** The latest request: pending, or decided (a rejection with its reason). Null before any. */
    latestUpgrade: tierUpgrade.nullable(),
  }),
});

export const shopUpgrade = defineCall({
  path: '/v1/shop/upgrade',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Ask for a higher tier: the difference to its deposit moves from the balance to the held deposit until an operator reviews it',
  input: z.strictObject({
    code: shopTier,
    payPassword: pin,
    /** What the merchant confirmed would be held: a different amount now is 203 `amountChanged`, nothing held. */
    hold: moneyInput.optional(),
  }),
  output: tierUpgrade,
  idempotent: true,
});
