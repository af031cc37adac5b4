import { type DatabaseHandle, inTransaction } from '../db/index.ts';
import { insertGoods, insertGoodsType } from '../modules/catalogue/service.ts';
import { lockOrder } from '../modules/orders/service.ts';
import { payLockedOrders } from '../use-cases/pay-orders.ts';
import { placeBuyerOrder } from '../use-cases/place-buyer-order.ts';
import type { TestApi } from './harness.ts';

export const buyer = { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St' };

/** A buyer's order of a shop's item placed at `at`, as the storefront or an intake key places it. */
export const placeOrderAt = async (
  api: TestApi,
  shop: { userId: number; itemId: number },
  at: number,
  quantity = 2,
  source: 'storefront' | 'intake' = 'storefront',
) =>
  (
    await inTransaction(api.database, (trx) =>
      placeBuyerOrder(trx, {
        shopUserId: shop.userId,
        showcaseItemId: shop.itemId,
        quantity,
        buyer,
        lang: 'en',
        source,
        paymentReference: `sbx-${at}-${Math.random()}`,
        now: at,
      }),
    )
  ).id;

/** The merchant pays the cost at `at` (/v1/order/pay once the PIN is checked): charged, pending shipment, due at once. */
export const payOrderAt = (api: TestApi, orderId: number, at: number) =>
  inTransaction(api.database, async (trx) => {
    const o = await lockOrder(trx, orderId);
    await payLockedOrders(trx, o.user_id, [o], at);
  });

/** A lamp in the warehouse (cost 3.00, suggested 5.90, in stock) under a goods type of its own; its id. */
export const insertLamp = (database: DatabaseHandle, productNo: string, images: string[] = []) =>
  inTransaction(database, async (trx) => {
    const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Lamps' } });
    return insertGoods(trx, {
      typeId,
      costCents: 300,
      suggestedPriceCents: 590,
      images,
      productNo,
      stockStatus: 'in_stock',
      texts: { en: { name: 'Lamp', description: '' } },
    });
  });
