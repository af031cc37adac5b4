import { sql } from 'kysely';
import { type Executor, rowsChanged, type Trx } from '../../db/transactions.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { getSetting } from '../settings/service.ts';
import { shopTier } from '../shops/service.ts';

/** The goods limit of the merchant's tier. */
export async function goodsLimitOf(db: Executor, userId: number): Promise<number> {
  const [tier, limits] = await Promise.all([shopTier(db, userId), getSetting(db, 'goodsLimitByTier')]);
  return limits[tier ?? 'standard'];
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
