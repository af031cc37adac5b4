import { shopsWithOrdersUnpaidSince } from '../modules/orders/service.ts';
import { closedStorefronts, closeStorefront, reopenStorefront } from '../modules/shops/service.ts';
import type { OrderJobPass } from './order-job.ts';

/**
 * The job: storefronts closed while the shop has an order unpaid past the close time (48 h by
 * default), reopened once it has none. Never throws: a failure is logged and counted, and
 * tried again next pass.
 */
export async function closeLateStorefronts(pass: OrderJobPass) {
  const { ctx, now, times, log } = pass;
  const { db } = ctx.database;
  const counts = { closed: 0, reopened: 0, failed: 0 };
  try {
    const lateShops = await shopsWithOrdersUnpaidSince(db, now - times.unpaidCloseShop);
    for (const userId of lateShops) {
      if (await closeStorefront(db, userId, now)) counts.closed++;
    }
    for (const userId of await closedStorefronts(db, now)) {
      if (lateShops.has(userId)) continue;
      if (await reopenStorefront(db, userId, now)) counts.reopened++;
    }
  } catch (error) {
    counts.failed += 1;
    log.error({ err: error, job: 'storefronts' }, 'order job failed');
  }
  return counts;
}
