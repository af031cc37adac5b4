import type { AppContext } from '../context.ts';
import { iso } from '../lib/iso.ts';
import { payPasswordIsSet } from '../modules/accounts/service.ts';
import { identityOf } from '../modules/identity/service.ts';
import { hasAnyOrder, unpaidOrders } from '../modules/orders/service.ts';
import { storefrontClosed } from '../modules/shops/service.ts';
import { topUpsInReview } from '../modules/topups/service.ts';
import { withdrawalsInReview } from '../modules/withdrawals/service.ts';
import { orderTimes } from './order-times.ts';
import { readShopProfile } from './read-shop-profile.ts';

/**
 * The store centre (POST /v1/store/info, docs/product.md#store-centre): the shop's figures,
 * what waits for the merchant, and a new merchant's first steps, each counted from the
 * records themselves when asked, one module at a time, side by side.
 */
export async function readStoreCentre(ctx: AppContext, userId: number, now = Date.now()) {
  const { db } = ctx.database;
  const times = await orderTimes(db, ctx.config.demoSpeed);
  const [shop, toPay, topUps, withdrawals, identity, closed, pinSet, anyOrder] = await Promise.all([
    readShopProfile(db, userId),
    unpaidOrders(db, userId, times, now),
    topUpsInReview(db, userId),
    withdrawalsInReview(db, userId),
    identityOf(db, userId),
    storefrontClosed(db, userId),
    payPasswordIsSet(db, userId),
    hasAnyOrder(db, userId),
  ]);
  return {
    shop,
    needsYou: {
      ordersToPay: toPay,
      topUpsInReview: topUps,
      withdrawalsInReview: withdrawals,
      identityRejected: identity.status === 'rejected' ? { reason: identity.rejectReason } : null,
      storefrontClosed: closed === null ? null : { reason: closed.reason, since: iso(closed.since) },
    },
    gettingStarted: {
      pinSet,
      identityVerified: identity.status === 'verified',
      goodsAdded: shop.listedCount > 0,
      // "Shared" is read from what sharing brings: a buyer visited the storefront or ordered.
      storefrontShared: shop.visitors > 0 || anyOrder,
    },
  };
}
