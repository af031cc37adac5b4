import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { empty } from '../common.ts';

const count = z.number().int().min(0);

/**
 * What waits for operators, queue by queue (docs/product.md#operators): each count is what
 * its console section lists by default.
 */
export const consoleDashboard = defineCall({
  path: '/console/v1/dashboard',
  method: 'POST',
  auth: 'operator',
  summary: 'The pending count of every review and work queue',
  input: empty,
  output: z.object({
    topUps: count,
    withdrawals: count,
    identity: count,
    /** Tier upgrades waiting for review (their deposits held). */
    tierUpgrades: count,
    /** Storefront payments a person should look at (refunds failing or pending, charges unconfirmed). */
    storefrontPayments: count,
    /** Paid orders waiting to be shipped. */
    ordersToShip: count,
    /** Open customer-service conversations whose merchant waits for an answer. */
    chatsWaiting: count,
    /** Feedback not answered yet. */
    feedbackToAnswer: count,
  }),
});
