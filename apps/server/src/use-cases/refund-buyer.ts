import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import {
  claimBuyerRefundTry,
  dueOrders,
  lockOrder,
  markBuyerRefund,
  orderForAudit,
  retryBuyerRefund,
} from '../modules/orders/service.ts';
import { paymentProvider, REFUND_TRIES, refundRetryDelayMs } from '../modules/payments/service.ts';
import { type OrderJobPass, SKIPPED, workDueOrders } from './order-job.ts';
import { recordEvent } from './record-event.ts';

/** A cancelled order whose buyer's payment the payment provider is to refund. */
export interface CancelledOrder {
  id: number;
  orderNo: string;
  /** Storefront orders were paid through our provider; intake orders through the shop's own. */
  source: 'storefront' | 'intake';
  paymentReference: string;
  amountCents: number;
}

/**
 * Refunds a cancelled storefront order's buyer, outside any transaction (a provider call
 * cannot be rolled back); throwing means not refunded. Intake orders never come here: their
 * buyer paid the external storefront, which sees the cancellation and refunds them itself.
 */
export type RefundBuyer = (order: CancelledOrder) => Promise<void>;

/** The configured payment provider's refund of the buyer's payment. */
export const providerRefund =
  (ctx: AppContext): RefundBuyer =>
  async (order) => {
    await paymentProvider(ctx.config).refund({
      reference: order.paymentReference,
      amountCents: order.amountCents,
      currency: ctx.config.paymentCurrency,
    });
  };

/**
 * The job: buyers' refunds of cancelled storefront orders (cancelled by the jobs, or by an
 * operator). A try is claimed in the transaction (its next try scheduled, so no other pass or
 * server makes it meanwhile) and made after the commit: a provider's call is no place to hold
 * a write lock. The provider refunds a payment once however often it is asked. Refunded: the
 * `order.buyer_refunded` event; failed after the last try: left for an operator.
 */
export function refundDueBuyers(pass: OrderJobPass, refundBuyer: RefundBuyer) {
  const { ctx, now, log } = pass;
  const { database } = ctx;
  return workDueOrders(
    pass,
    'refundsTried',
    (trx) => dueOrders.toRefundBuyer(trx, now),
    async (trx, id) => {
      const order = await lockOrder(trx, id);
      if (order.buyer_refund !== 'pending' || (order.buyer_refund_due_at ?? now) > now) return SKIPPED;
      const tries = order.buyer_refund_tries + 1;
      await claimBuyerRefundTry(trx, id, tries, now + refundRetryDelayMs(tries));
      return async () => {
        try {
          await refundBuyer({
            id: order.id,
            orderNo: order.order_no,
            source: order.source,
            paymentReference: order.payment_reference,
            amountCents: order.amount_cents,
          });
        } catch (error) {
          const last = tries >= REFUND_TRIES;
          log.error(
            { err: error, orderId: order.id, job: 'refundsTried', tries },
            last ? 'buyer refund failed for good: an operator can try again' : 'buyer refund failed',
          );
          if (last) await markBuyerRefund(database.db, order.id, 'failed', now);
          return;
        }
        await inTransaction(database, async (trx) => {
          if (await markBuyerRefund(trx, order.id, 'refunded', now)) {
            await recordEvent(
              trx,
              { type: 'order.buyer_refunded', userId: order.user_id, data: { orderId: order.id } },
              now,
            );
          }
        });
      };
    },
  );
}

/** An operator tries a failed buyer refund again: pending, due at once; in the audit log. */
export async function retryBuyerRefundByOperator(
  ctx: AppContext,
  input: { operatorId: number; orderId: number; now?: number },
): Promise<void> {
  const { operatorId, orderId } = input;
  await inTransaction(ctx.database, async (trx) => {
    await retryBuyerRefund(trx, orderId, input.now ?? Date.now());
    const order = await orderForAudit(trx, orderId);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'order.refund_retry',
      target: { type: 'order', id: orderId },
      userId: order.user_id,
      detail: { orderNo: order.order_no },
    });
  });
}
