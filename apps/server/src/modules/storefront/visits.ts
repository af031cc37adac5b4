import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

const HOUR_MS = 3_600_000;

/** An address is kept only as part of a hash: the storefront needs to recognise it, not read it. */
export const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * How long an address counts once at a place, in hours: a shop's visitor once per UTC day
 * (the statistics' visitors are people, docs/product.md#statistics), an item's click once
 * per hour. A place kind counted hourly for another figure would get its own key prefix.
 */
export const VIEW_WINDOW_HOURS = { shop: 24, item: 1 } as const;

/**
 * Counts a view of a shop (a visitor) or of an item (a click), once per address per window
 * (VIEW_WINDOW_HOURS): one upsert that changes a row only when this address was last counted
 * here before the current window began. A refresh loop adds nothing more within the window;
 * a buyer coming back tomorrow counts again. Returns whether it counted (an item's click is
 * then the showcase's to count too).
 */
export async function countView(
  db: Executor,
  view: { shopUserId: number; itemId?: number },
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const place = view.itemId === undefined ? `shop:${view.shopUserId}` : `item:${view.itemId}`;
  const hour = Math.floor(now / HOUR_MS);
  const window = VIEW_WINDOW_HOURS[view.itemId === undefined ? 'shop' : 'item'];
  // Windows are aligned on UTC midnight, so a day's visitors are that UTC day's (storefront_daily).
  const windowStart = hour - (hour % window);
  const result = await db
    .insertInto('storefront_views')
    .values({ key: hashed(`${place}|${address}`), hour })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ hour }).where(sql.ref('storefront_views.hour'), '<', windowStart),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  const click = view.itemId === undefined ? 0 : 1;
  await db
    .insertInto('storefront_daily')
    .values({ user_id: view.shopUserId, day: utcDay(now), visitors: 1 - click, clicks: click })
    .onConflict((oc) =>
      oc.columns(['user_id', 'day']).doUpdateSet({
        visitors: sql`storefront_daily.visitors + ${1 - click}`,
        clicks: sql`storefront_daily.clicks + ${click}`,
      }),
    )
    .execute();
  return true;
}

/** A shop's storefront visitors and clicks over UTC days `from`..`to` (YYYY-MM-DD, inclusive). */
export async function storefrontCounts(db: Executor, shopUserId: number, from: string, to: string) {
  const row = await db
    .selectFrom('storefront_daily')
    .select([sql<number | null>`sum(visitors)`.as('visitors'), sql<number | null>`sum(clicks)`.as('clicks')])
    .where('user_id', '=', shopUserId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return { visitors: Number(row.visitors ?? 0), clicks: Number(row.clicks ?? 0) };
}

/** A shop's storefront visitors and clicks per UTC day over `from`..`to` (inclusive); days without a row are absent. */
export async function storefrontDays(db: Executor, shopUserId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('storefront_daily')
    .select(['day', 'visitors', 'clicks'])
    .where('user_id', '=', shopUserId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Map(
    rows.map((row) => [row.day, { visitors: Number(row.visitors), clicks: Number(row.clicks) }]),
  );
}
