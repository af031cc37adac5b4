import type { Language, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../db/index.ts';
import { goodsByIds } from '../modules/catalogue/service.ts';
import { orderByPublicRef, toBuyerOrder, trackingSteps } from '../modules/orders/service.ts';
import { shopNameAndSlug } from '../modules/shops/service.ts';

export type BuyerOrder = z.infer<typeof schemas.buyerOrder>;

/** The buyer's view of their order by its public reference (404 unknown): its goods, shop and steps. */
export async function buyerOrder(db: Executor, publicRef: string, lang: Language): Promise<BuyerOrder> {
  const order = await orderByPublicRef(db, publicRef);
  const [[goods], shop, steps] = await Promise.all([
    goodsByIds(db, [order.goods_id], lang),
    shopNameAndSlug(db, order.user_id),
    trackingSteps(db, order.id, lang),
  ]);
  return toBuyerOrder(order, goods, shop, steps);
}
