import { sql } from 'kysely';
import { type Executor, rowsChanged, type Trx } from '../../db/transactions.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';

/**
 * The goods limit of a merchant's shop tier, from the operator's per-tier setting (read by the
 * caller from the settings and shops modules). A merchant without a shop row is standard.
 */
export function goodsLimitFor<T extends string>(
  tier: T | null,
  limitsByTier: Record<NoInfer<T> | 'standard', number>,
): number {
  return limitsByTier[tier ?? ('standard' as T)];
}

/** How many goods the merchant has listed (the counter claimListed keeps); 0 before the first. */
export async function listedCountOf(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('showcase_counters')
    .select('listed_count')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.listed_count ?? 0);
}

/** The merchant's counter row, made on first use (0 listed). */
async function ensureCounter(trx: Trx, userId: number) {
  await trx
    .insertInto('showcase_counters')
    .values({ user_id: userId, listed_count: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Claims `n` more listed places, or refuses with 452 and the limit. The condition is in the
 * update itself, so two requests cannot both take the last place.
 */
export async function claimListed(trx: Trx, userId: number, n: number, limit: number) {
  if (n === 0) return;
  await ensureCounter(trx, userId);
  const claimed = await rowsChanged(
    trx
      .updateTable('showcase_counters')
      .set({ listed_count: sql`listed_count + ${n}` })
      .where('user_id', '=', userId)
      .where(sql<boolean>`listed_count + ${n} <= ${limit}`),
  );
  if (claimed === 0) throw fail(ErrorCode.SHOWCASE_MAXIMUM, { data: { limit } });
}

export async function releaseListed(trx: Trx, userId: number, n: number) {
  if (n === 0) return;
  await trx
    .updateTable('showcase_counters')
    .set({ listed_count: sql`listed_count - ${n}` })
    .where('user_id', '=', userId)
    .execute();
}
