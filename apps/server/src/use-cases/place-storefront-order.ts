import { calls, fromCents, type Language } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { type Executor, inTransaction } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { orderByPaymentReference } from '../modules/orders/service.ts';
import {
  CHARGE_RECOVERY_AFTER_MS,
  PaymentDeclined,
  type PaymentProvider,
  paymentProvider,
  refundRetryDelayMs,
} from '../modules/payments/service.ts';
import {
  type ChargeIntent,
  chargeOrdered,
  chargeRefunded,
  chargeToRefund,
  forgetDeclinedCharge,
  limitRate,
  type OrderedCharge,
  recordCharge,
  repeatedCharge,
} from '../modules/storefront/service.ts';
import { hashRequest } from '../modules/wallet/service.ts';
import { checkedIdempotencyKey, type IdempotencyKeyHeader } from './idempotency-key.ts';
import { listedItem } from './listed-items.ts';
import { placeBuyerOrder } from './place-buyer-order.ts';
import { storefrontShop } from './storefront-pages.ts';

export interface OrderRequest {
  slug: string;
  itemId: number;
  quantity: number;
  name: string;
  phone: string;
  address: string;
}

type PlacedOrder = { publicRef: string; orderNo: string; amount: string };

/**
 * A buyer's order (decision 022): refused before any money moves when the shop is unknown, the
 * item not listed (404), the shop closed (203, reason shopClosed) or the item priced below its
 * current cost (203, reason unavailable); then the charge is recorded, made (204, reason
 * paymentDeclined, when the provider refuses), and the order made in a transaction that marks
 * the charge ordered. A charge whose order could not be made is refunded, now or by the jobs;
 * one whose server died midway is found and refunded by the jobs (charges.ts).
 *
 * With an Idempotency-Key, a repeat of the request is answered with the first order, or 202
 * (reason inProgress) while the first is still running: a buyer whose answer was lost is never
 * charged twice. The buyer's language is not part of the request's identity.
 */
export async function placeStorefrontOrder(
  ctx: AppContext,
  input: OrderRequest,
  lang: Language,
  address: string,
  idempotencyKey: IdempotencyKeyHeader,
  now = Date.now(),
): Promise<PlacedOrder> {
  const { db } = ctx.database;
  const key = checkedIdempotencyKey(idempotencyKey);
  const { slug, itemId, quantity, name, phone } = input;
  const requestHash = hashRequest(calls.storefrontOrderCreate, {
    slug,
    itemId,
    quantity,
    name,
    phone,
    address: input.address,
  });
  // Every attempt counts against the address's limit, repeats and unknown shops included.
  await limitRate(ctx.database, 'order', address, now);
  const { userId, shop } = await storefrontShop(db, input.slug);
  if (key !== undefined) {
    const repeat = await repeatedCharge(db, userId, key, requestHash);
    if (repeat) return answerRepeat(db, userId, repeat);
  }
  const item = await listedItem(db, userId, input.itemId, lang);
  // Out of stock: the orders service would refuse it too, but only after the charge.
  if (!item?.inStock) throw fail(ErrorCode.NOT_FOUND);
  if (shop.closedSince)
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'shopClosed', since: shop.closedSince } });
  // Priced below the goods' current cost: refused before the charge (the orders service
  // checks again in its transaction, and a charge it refuses is refunded below).
  if (item.belowCost) throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'unavailable' } });

  const provider = paymentProvider(ctx.config);
  const recorded = await recordCharge(
    db,
    {
      shopUserId: userId,
      amountCents: item.priceCents * input.quantity,
      currency: ctx.config.paymentCurrency,
      key,
      requestHash,
      recoverAt: now + CHARGE_RECOVERY_AFTER_MS,
    },
    now,
  );
  if ('repeat' in recorded) return answerRepeat(db, userId, recorded.repeat);
  const { intent } = recorded;
  const buyer = { name: input.name, phone: input.phone, address: input.address };
  let charged: { reference: string };
  try {
    charged = await provider.charge({ ...intent, buyer });
  } catch (error) {
    if (error instanceof PaymentDeclined) {
      await forgetDeclinedCharge(db, intent.reference);
      throw fail(ErrorCode.OPERATION_FAILED, { data: { reason: 'paymentDeclined' } });
    }
    // No answer: charged or not, the intent stays `charging` and the jobs find out.
    throw error;
  }
  try {
    const order = await inTransaction(ctx.database, async (trx) => {
      const made = await placeBuyerOrder(trx, {
        shopUserId: userId,
        showcaseItemId: item.id,
        quantity: input.quantity,
        buyer,
        lang,
        source: 'storefront',
        paymentReference: charged.reference,
        chargedUnitPriceCents: item.priceCents,
        now,
      });
      await chargeOrdered(trx, intent.reference, { id: made.id, providerReference: charged.reference }, now);
      return made;
    });
    return { publicRef: order.publicRef, orderNo: order.orderNo, amount: fromCents(intent.amountCents) };
  } catch (error) {
    await refundNow(ctx, provider, intent, charged.reference, now);
    throw error;
  }
}

/** The first answer to a repeated order request. */
async function answerRepeat(db: Executor, shopUserId: number, repeat: OrderedCharge): Promise<PlacedOrder> {
  const order = await orderByPaymentReference(db, shopUserId, repeat.providerReference);
  if (!order) throw new Error(`storefront charge ${repeat.providerReference} is ordered but has no order`);
  return { publicRef: order.publicRef, orderNo: order.orderNo, amount: fromCents(repeat.amountCents) };
}

/**
 * A charge whose order failed, refunded at once when the provider can; when it cannot, the
 * jobs try again (the charge stays refund_pending). Never throws: the buyer is told why their
 * order failed, not why a refund is late.
 */
async function refundNow(
  ctx: AppContext,
  provider: PaymentProvider,
  intent: ChargeIntent,
  providerReference: string,
  now: number,
) {
  const { db } = ctx.database;
  try {
    // Refunded now; the jobs only if that fails (not at the same moment).
    const retryAt = now + refundRetryDelayMs(1);
    if (!(await chargeToRefund(db, intent.reference, providerReference, 'buyer', now, retryAt))) return;
    await provider.refund({
      reference: providerReference,
      amountCents: intent.amountCents,
      currency: intent.currency,
    });
    await chargeRefunded(db, intent.reference, 'buyer', now);
  } catch (error) {
    ctx.database.log.warn(
      { err: error, reference: intent.reference },
      'storefront refund failed: the jobs try again',
    );
  }
}
