import { type CallParsedInput, type calls, fromCents, type Language } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import { usernamesByIds } from '../modules/accounts/service.ts';
import { consoleBoostPage, packageNames } from '../modules/ads/service.ts';
import { shopNamesByUserIds } from '../modules/shops/service.ts';

/** The console's promotions: every boost, newest first, with its shop, package and state. */
export async function consoleBoosts(
  db: Executor,
  input: CallParsedInput<typeof calls.consoleBoostList>,
  lang: Language,
  now = Date.now(),
) {
  const page = await consoleBoostPage(db, input, now);
  const userIds = page.items.map((row) => row.user_id);
  const [usernames, shops, names] = await Promise.all([
    usernamesByIds(db, userIds),
    shopNamesByUserIds(db, userIds),
    packageNames(
      db,
      page.items.map((row) => row.package_id),
      lang,
    ),
  ]);
  return {
    items: page.items.map((row) => ({
      id: row.id,
      userId: row.user_id,
      username: usernames.get(row.user_id) ?? '',
      shopName: shops.get(row.user_id) ?? '',
      packageId: row.package_id,
      packageName: names.get(row.package_id) ?? '',
      price: fromCents(row.price_cents),
      hours: row.hours,
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      state: row.ends_at > now ? ('active' as const) : ('ended' as const),
    })),
    nextCursor: page.nextCursor,
  };
}
