import type { Executor } from '../db/index.ts';
import { conversationsWaiting } from '../modules/chat/service.ts';
import { feedbackAwaitingReply } from '../modules/feedback/service.ts';
import { identitiesInReview } from '../modules/identity/service.ts';
import { ordersInStatus } from '../modules/orders/service.ts';
import { chargesNeedingAttention } from '../modules/storefront/service.ts';
import { upgradesInReview } from '../modules/tiers/service.ts';
import { topUpsInReview } from '../modules/topups/service.ts';
import { withdrawalsInReview } from '../modules/withdrawals/service.ts';

/**
 * The console dashboard (POST /console/v1/dashboard): each queue's pending count, from the
 * module that keeps the queue, the same rows its section lists by default.
 */
export async function readConsoleDashboard(db: Executor, now = Date.now()) {
  const [
    topUps,
    withdrawals,
    identity,
    tierUpgrades,
    storefrontPayments,
    ordersToShip,
    chatsWaiting,
    feedbackToAnswer,
  ] = await Promise.all([
    topUpsInReview(db),
    withdrawalsInReview(db),
    identitiesInReview(db),
    upgradesInReview(db),
    chargesNeedingAttention(db, now),
    ordersInStatus(db, 'pending_shipment'),
    conversationsWaiting(db),
    feedbackAwaitingReply(db),
  ]);
  return {
    topUps,
    withdrawals,
    identity,
    tierUpgrades,
    storefrontPayments,
    ordersToShip,
    chatsWaiting,
    feedbackToAnswer,
  };
}
