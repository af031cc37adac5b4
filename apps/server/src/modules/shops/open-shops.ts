import type { Executor } from '../../db/transactions.ts';

/** A shop as a list of several shops shows it to buyers. */
export interface PublicShop {
  slug: string;
  name: string;
  logo: string | null;
}

/**
 * Of the shops owned by `userIds`, those whose storefront is open (neither closed for late
 * orders nor suspended with their owner), by owner: what the featured page may show.
 */
export async function openShopsByUserIds(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, PublicShop>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('shops')
    .select(['user_id', 'slug', 'name', 'logo'])
    .where('user_id', 'in', unique)
    .where('storefront_closed_at', 'is', null)
    .where('suspended_at', 'is', null)
    .execute();
  return new Map(
    rows.map((row) => [Number(row.user_id), { slug: row.slug, name: row.name, logo: row.logo }]),
  );
}
