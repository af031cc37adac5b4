import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { changeGoodsType, type GoodsTypeFields } from '../modules/catalogue/service.ts';

/** An operator renames or reorders a goods type, audited in the same transaction. */
export async function editGoodsType(
  ctx: AppContext,
  operatorId: number,
  id: number,
  fields: GoodsTypeFields,
) {
  return inTransaction(ctx.database, async (trx) => {
    const { type, detail } = await changeGoodsType(trx, id, fields);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'goods_type.update',
      target: { type: 'goods_type', id },
      detail,
    });
    return type;
  });
}
