import { calls, fromCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Trx } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import { refuseIfWalletFrozen, verifyPayPassword } from '../modules/accounts/service.ts';
import { type OrderRow, payOrder, refuseUnpayable, selectedOrders } from '../modules/orders/service.ts';
import {
  availableBalanceCents,
  chargeOrderCost,
  earlierAnswer,
  idempotentCall,
} from '../modules/wallet/service.ts';
import type { IdempotencyKeyHeader } from './idempotency-key.ts';
import { recordEvent } from './record-event.ts';

type PayAnswer = z.infer<typeof calls.orderPay.output>;

export interface PayOrdersInput {
  merchantId: number;
  orderIds: number[];
  payPassword: string;
  /** The request's Idempotency-Key header, as it came. */
  idempotencyKey: IdempotencyKeyHeader;
  now?: number;
}

/**
 * The wallet's idempotency still reads the key from a handler's request: until it takes the
 * key as data, this hands it the merchant, the input and the key in the shape it reads.
 */
function walletIdempotencyArgs(ctx: AppContext, input: PayOrdersInput) {
  return {
    ctx,
    user: { id: input.merchantId },
    input: { orderIds: input.orderIds, payPassword: input.payPassword },
    request: { headers: { 'idempotency-key': input.idempotencyKey } },
  } as unknown as Parameters<typeof earlierAnswer<typeof calls.orderPay, PayAnswer>>[1];
}

/**
 * Pays the merchant's order costs, in the caller's transaction: each order its own ledger
 * transaction (424 when short), pending shipment and due to the warehouse at once, with its
 * `order.paid` event. The orders are locked and checked again: the caller's checks ran before.
 */
export async function payLockedOrders(trx: Trx, merchantId: number, rows: readonly OrderRow[], now: number) {
  for (const row of rows) {
    const { transactionId } = await chargeOrderCost(trx, {
      userId: merchantId,
      orderId: row.id,
      amountCents: row.cost_cents,
      memo: row.order_no,
      now,
    });
    await payOrder(trx, row, merchantId, transactionId, now);
    await recordEvent(
      trx,
      { type: 'order.paid', userId: merchantId, data: { orderId: row.id, costCents: row.cost_cents } },
      now,
    );
  }
}

/**
 * The merchant pays the wholesale cost of one or several orders with the PIN, all or none
 * (docs/money.md): each becomes pending shipment with its own ledger transaction. Refused,
 * writing nothing: a frozen wallet (450), another's order (404), one no longer pending
 * payment (203), no PIN or a wrong one (445, 446), the total above the balance (424). With an
 * Idempotency-Key a repeat gets the first answer without another PIN try.
 */
export async function payOrders(ctx: AppContext, input: PayOrdersInput): Promise<PayAnswer> {
  const { db } = ctx.database;
  const { merchantId } = input;
  const args = walletIdempotencyArgs(ctx, input);
  const earlier = await earlierAnswer<typeof calls.orderPay, PayAnswer>(calls.orderPay, args);
  if (earlier) return earlier.answer;
  await refuseIfWalletFrozen(db, merchantId);
  refuseUnpayable(await selectedOrders(db, merchantId, input.orderIds, false));
  await verifyPayPassword(db, merchantId, input.payPassword);

  return idempotentCall(calls.orderPay, args, async (trx) => {
    // Again inside the money's transaction: an operator may have frozen the wallet, or
    // another payment or a job moved an order, while the PIN was being checked.
    await refuseIfWalletFrozen(trx, merchantId);
    const rows = await selectedOrders(trx, merchantId, input.orderIds, true);
    refuseUnpayable(rows);
    const totalCents = rows.reduce((sum, r) => sum + r.cost_cents, 0);
    if (totalCents > (await availableBalanceCents(trx, merchantId)))
      throw fail(ErrorCode.INSUFFICIENT_BALANCE);
    await payLockedOrders(trx, merchantId, rows, input.now ?? Date.now());
    return {
      paid: rows.length,
      amount: fromCents(totalCents),
      balance: fromCents(await availableBalanceCents(trx, merchantId)),
    };
  });
}
