import { type Language, toCents } from '@shopkeeper/contract';
import type { Trx } from '../db/index.ts';
import type { OrdersTable } from '../db/schema.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { iso } from '../lib/iso.ts';
import { goodsByIds } from '../modules/catalogue/service.ts';
import { checkOrderQuantity, insertBuyerOrder } from '../modules/orders/service.ts';
import { storefrontClosed } from '../modules/shops/service.ts';
import { orderableItem, recordSale } from '../modules/showcase/service.ts';
import { recordEvent } from './record-event.ts';

export interface BuyerOrderInput {
  shopUserId: number;
  showcaseItemId: number;
  quantity: number;
  buyer: { name: string; phone: string; address: string };
  /** The buyer's language, for the texts the order later shows them. */
  lang: Language;
  source: OrdersTable['source'];
  /** The payment provider's reference of the buyer's payment. */
  paymentReference: string;
  /**
   * The unit price the buyer was charged (storefront): the order keeps it even if the merchant
   * changed the price while the charge was being made. Intake orders take the current price.
   */
  chargedUnitPriceCents?: number;
  now?: number;
}

/**
 * A buyer's order (storefront or intake API), in the caller's transaction: pending payment
 * (the merchant has not paid the cost yet) at the merchant's price (or the one the buyer was
 * charged) and the warehouse's cost of this moment, counted as a sale of the showcase item,
 * with its `order.placed` event. Refused: the storefront closed (203, reason shopClosed and
 * since), the item not listed in this shop or out of stock (404), the item priced below the
 * goods' current cost (203, reason unavailable), the quantity out of range (405).
 */
export async function placeBuyerOrder(
  trx: Trx,
  input: BuyerOrderInput,
): Promise<{ id: number; publicRef: string; orderNo: string }> {
  const now = input.now ?? Date.now();
  checkOrderQuantity(input.quantity);
  const closed = await storefrontClosed(trx, input.shopUserId);
  if (closed)
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'shopClosed', since: iso(closed.since) } });
  const item = await orderableItem(trx, input.shopUserId, input.showcaseItemId);
  if (!item) throw fail(ErrorCode.NOT_FOUND);
  const [goods] = await goodsByIds(trx, [item.goodsId], input.lang);
  if (goods?.stockStatus !== 'in_stock') throw fail(ErrorCode.NOT_FOUND);
  const unitCostCents = toCents(goods.cost);
  const unitPriceCents = input.chargedUnitPriceCents ?? item.priceCents;
  // An operator raised the cost past the merchant's price: each order would cost the merchant
  // more than the buyer pays, so none is taken until the merchant raises the price.
  if (unitPriceCents < unitCostCents)
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'unavailable' } });

  const made = await insertBuyerOrder(trx, {
    shopUserId: input.shopUserId,
    showcaseItemId: input.showcaseItemId,
    goodsId: item.goodsId,
    quantity: input.quantity,
    unitPriceCents,
    unitCostCents,
    buyer: input.buyer,
    lang: input.lang,
    source: input.source,
    paymentReference: input.paymentReference,
    now,
  });
  // The storefront orders its goods by sales, whichever way the order came.
  await recordSale(trx, input.showcaseItemId, input.quantity);
  await recordEvent(
    trx,
    {
      type: 'order.placed',
      userId: input.shopUserId,
      data: {
        orderId: made.id,
        source: input.source,
        priceCents: unitPriceCents * input.quantity,
        costCents: unitCostCents * input.quantity,
      },
    },
    now,
  );
  return made;
}
