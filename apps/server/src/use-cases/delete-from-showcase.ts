import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { getSetting } from '../modules/settings/service.ts';
import { deleteShowcaseItems } from '../modules/showcase/service.ts';

/**
 * A merchant deletes items from their showcase, within the operator's daily deletion limit
 * (447 deletes nothing of the request); another merchant's item is 404.
 */
export async function deleteFromShowcase(
  ctx: AppContext,
  userId: number,
  ids: readonly number[],
  now = Date.now(),
): Promise<{ deleted: number }> {
  return inTransaction(ctx.database, async (trx) =>
    deleteShowcaseItems(trx, userId, ids, await getSetting(trx, 'showcaseDailyDeletions'), now),
  );
}
