import { type calls, fromCents, type Language } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import {
  type BoostRow,
  hourOf,
  packageNames,
  packagesOnSale,
  shopBoosts,
  viewsBetween,
} from '../modules/ads/service.ts';
import { ordersPlacedBetween } from '../modules/orders/service.ts';
import { availableBalanceCents } from '../modules/wallet/service.ts';

type Answer = z.infer<typeof calls.adList.output>;
type Boost = Answer['boosts'][number];

/**
 * What a boost brought (docs/product.md#promotions): storefront views and orders placed over
 * the clock hours it has touched so far (all of them once it has ended), against the same
 * number of clock hours just before the one it started in. Views are counted per clock hour,
 * so both sides are whole hours: a 24-hour boost bought at 10:30 covers 25 of them.
 */
export async function boostEffect(db: Executor, boost: BoostRow, now: number): Promise<Boost['effect']> {
  const start = hourOf(boost.starts_at);
  const hours = Math.max(1, hourOf(Math.min(now, boost.ends_at - 1)) - start + 1);
  const until = Math.max(boost.starts_at + 1, Math.min(now, boost.ends_at));
  const [viewsDuring, viewsBefore, ordersDuring, ordersBefore] = await Promise.all([
    viewsBetween(db, boost.user_id, start, start + hours),
    viewsBetween(db, boost.user_id, start - hours, start),
    // Orders carry their own time: counted from the boost's first moment, never an order of
    // the hour before it began (views only have whole hours, docs/decisions/028).
    ordersPlacedBetween(db, boost.user_id, boost.starts_at, until),
    ordersPlacedBetween(db, boost.user_id, boost.starts_at - (until - boost.starts_at), boost.starts_at),
  ]);
  return {
    hours,
    views: { during: viewsDuring, before: viewsBefore },
    orders: { during: ordersDuring, before: ordersBefore },
  };
}

/** /v1/ad/list: the packages on sale in the reader's language, this shop's boosts and the balance. */
export async function listAds(
  db: Executor,
  userId: number,
  lang: Language,
  now = Date.now(),
): Promise<Answer> {
  const [items, rows, balanceCents] = await Promise.all([
    packagesOnSale(db, lang),
    shopBoosts(db, userId),
    availableBalanceCents(db, userId),
  ]);
  const names = await packageNames(
    db,
    rows.map((row) => row.package_id),
    lang,
  );
  const boosts = await Promise.all(
    rows.map(
      async (row): Promise<Boost> => ({
        id: row.id,
        packageName: names.get(row.package_id) ?? '',
        price: fromCents(row.price_cents),
        hours: row.hours,
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
        active: row.starts_at <= now && now < row.ends_at,
        secondsLeft: Math.max(0, Math.ceil((row.ends_at - now) / 1000)),
        effect: await boostEffect(db, row, now),
      }),
    ),
  );
  return { items, boosts, balance: fromCents(balanceCents) };
}
