import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { checkNewGoods, createGoods, type GoodsFields } from '../modules/catalogue/service.ts';
import { storedUploadsOfKind } from '../modules/uploads/service.ts';

/**
 * An operator adds goods to the warehouse, all or none: each checked before the transaction,
 * their pictures only among stored goods pictures, one audit entry each in the same
 * transaction.
 */
export async function addWarehouseGoods(ctx: AppContext, operatorId: number, items: readonly GoodsFields[]) {
  const checked = checkNewGoods(items);
  return inTransaction(ctx.database, async (trx) => {
    const now = Date.now();
    const stored = await storedUploadsOfKind(
      trx,
      checked.flatMap((g) => g.images),
      'goods_image',
    );
    const { items: added, audit } = await createGoods(trx, checked, stored, now);
    for (const { id, detail } of audit) {
      await recordAudit(trx, {
        actorId: operatorId,
        action: 'goods.add',
        target: { type: 'goods', id },
        detail,
        now,
      });
    }
    return { items: added };
  });
}
