import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { goodsCostCents } from '../modules/catalogue/service.ts';
import { setShowcaseItemPrice, showcaseItemGoodsId } from '../modules/showcase/service.ts';

/**
 * A merchant changes one showcase item's selling price, never below what the platform charges
 * for the goods now (405 on `price`, naming the cost). Another merchant's item is 404.
 */
export async function setShowcasePrice(
  ctx: AppContext,
  userId: number,
  id: number,
  price: string,
): Promise<{ id: number; price: string }> {
  return inTransaction(ctx.database, async (trx) => {
    const goodsId = await showcaseItemGoodsId(trx, userId, id);
    const costCents = (await goodsCostCents(trx, goodsId)) ?? 0;
    return setShowcaseItemPrice(trx, userId, id, price, costCents);
  });
}
