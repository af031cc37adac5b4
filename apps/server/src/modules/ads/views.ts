import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

export const HOUR_MS = 3_600_000;

/** The hour a time falls in: whole hours since the epoch. */
export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS);

/**
 * Counts one storefront view of a shop in the current hour (docs/product.md#promotions):
 * every page a visitor loads (not a link preview), kept per shop and hour so a boost's
 * effect can set the hours it ran beside the hours before it. Apart from the storefront's
 * own visitor figures, which count each visitor once (docs/decisions/028-ads-and-featured-order.md).
 */
export async function countShopView(db: Executor, shopUserId: number, now = Date.now()): Promise<void> {
  await db
    .insertInto('ad_shop_views')
    .values({ user_id: shopUserId, hour: hourOf(now), views: 1 })
    .onConflict((oc) => oc.columns(['user_id', 'hour']).doUpdateSet({ views: sql`ad_shop_views.views + 1` }))
    .execute();
}

/** A shop's views over whole hours `fromHour` (inclusive) to `toHour` (exclusive). */
export async function viewsBetween(
  db: Executor,
  shopUserId: number,
  fromHour: number,
  toHour: number,
): Promise<number> {
  const row = await db
    .selectFrom('ad_shop_views')
    .select(sql<number | null>`sum(views)`.as('views'))
    .where('user_id', '=', shopUserId)
    .where('hour', '>=', fromHour)
    .where('hour', '<', toHour)
    .executeTakeFirstOrThrow();
  return Number(row.views ?? 0);
}
