import type { CallParsedInput, calls } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction, isUniqueViolation } from '../db/index.ts';
import { markKeyUsed } from '../modules/intake/service.ts';
import { orderByPaymentReference } from '../modules/orders/service.ts';
import { placeBuyerOrder } from './place-buyer-order.ts';

/**
 * An order posted by an external storefront with a shop's order-intake key; the storefront
 * took the buyer's payment itself. Made as a storefront order is (same refusals), its payment
 * reference the sender's own. The same reference again — a retry after a lost answer, or two
 * at once — gives the first order back.
 */
export async function placeIntakeOrder(
  ctx: AppContext,
  shop: { userId: number; keyId: number },
  input: CallParsedInput<typeof calls.intakeOrderCreate>,
  now = Date.now(),
) {
  const { database } = ctx;
  const shopUserId = shop.userId;
  const paymentReference = `intake:${input.externalReference}`;
  const earlier = await orderByPaymentReference(database.db, shopUserId, paymentReference);
  if (earlier) return earlier;
  try {
    const made = await inTransaction(database, async (trx) => {
      await markKeyUsed(trx, shop.keyId, now);
      return placeBuyerOrder(trx, {
        shopUserId,
        showcaseItemId: input.showcaseItemId,
        quantity: input.quantity,
        buyer: { name: input.name, phone: input.phone, address: input.address },
        lang: input.lang ?? 'en',
        source: 'intake',
        paymentReference,
        now,
      });
    });
    return { orderNo: made.orderNo, publicRef: made.publicRef, status: 'pending_payment' as const };
  } catch (error) {
    const first = isUniqueViolation(error)
      ? await orderByPaymentReference(database.db, shopUserId, paymentReference)
      : null;
    if (first) return first;
    throw error;
  }
}
