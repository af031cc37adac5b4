import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { changeGoods, checkGoodsFields, type GoodsFields } from '../modules/catalogue/service.ts';
import { showcaseItemsPricedBelow } from '../modules/showcase/service.ts';
import { storedUploadsOfKind } from '../modules/uploads/service.ts';

/**
 * An operator changes warehouse goods, audited in the same transaction. Merchants' showcase
 * prices stay theirs: the operator is told how many items now sit below the goods' cost
 * (docs/decisions/021-below-cost-items.md).
 */
export async function editWarehouseGoods(
  ctx: AppContext,
  operatorId: number,
  id: number,
  fields: GoodsFields,
) {
  const checked = checkGoodsFields(fields);
  return inTransaction(ctx.database, async (trx) => {
    const stored = await storedUploadsOfKind(trx, checked.images, 'goods_image');
    const { goods, detail } = await changeGoods(trx, id, checked, stored);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'goods.update',
      target: { type: 'goods', id },
      detail,
    });
    const belowCostItems = await showcaseItemsPricedBelow(trx, id, checked.costCents);
    return { ...goods, belowCostItems };
  });
}
