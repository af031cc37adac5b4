import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { createGoodsType, type GoodsTypeFields } from '../modules/catalogue/service.ts';

/** An operator adds a goods type named in every language, audited in the same transaction. */
export async function addGoodsType(ctx: AppContext, operatorId: number, fields: GoodsTypeFields) {
  return inTransaction(ctx.database, async (trx) => {
    const { type, detail } = await createGoodsType(trx, fields);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'goods_type.add',
      target: { type: 'goods_type', id: type.id },
      detail,
    });
    return type;
  });
}
