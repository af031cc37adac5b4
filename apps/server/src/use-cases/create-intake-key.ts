import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { insertIntakeKey } from '../modules/intake/service.ts';
import { lockShop } from '../modules/shops/service.ts';

/** A new order-intake key, shown once; 203 (reason tooManyKeys) when the shop has the most it may. */
export function createIntakeKey(ctx: AppContext, input: { merchantId: number; label: string; now?: number }) {
  return inTransaction(ctx.database, async (trx) => {
    // One creation at a time per shop, so two at once cannot both take the last place.
    await lockShop(trx, input.merchantId);
    return insertIntakeKey(trx, input.merchantId, input.label, input.now ?? Date.now());
  });
}
