import {
  calls,
  fromCents,
  type Language,
  ORDER_STATUSES,
  type OrderStatus,
  type schemas,
} from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Db, type Executor, forUpdate, type Trx } from '../../db/index.ts';
import { preparedPage, preparedQuery } from '../../db/prepared.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import type { HandlerArgs } from '../../plugins/contract-routes.ts';
import { refuseIfWalletFrozen, verifyPayPassword } from '../accounts/service.ts';
import { goodsByIds } from '../catalogue/service.ts';
import { storefrontClosed } from '../shops/service.ts';
import { availableBalanceCents, chargeOrderCost, earlierAnswer, idempotentCall } from '../wallet/service.ts';
import { trackingSteps } from './logistics.ts';
import { type OrderTimes, orderTimes } from './service.ts';
import { moveOrder, type OrderMove } from './transitions.ts';

/**
 * The merchant's side of orders (issue 8): the list with counts per status, one order with
 * its moves, its logistics, what paying costs, paying (PIN, all or none, idempotent) and the
 * unpaid-orders warning. Another merchant's order is 404, as if it did not exist.
 */

type Order = z.infer<typeof schemas.order>;
type OrderRow = OrdersTable & { id: number };
type PayAnswer = z.infer<typeof calls.orderPay.output>;

/** Paid and on its way to settlement: the profit is still to come. */
const PROFIT_PENDING: readonly OrderStatus[] = [
  'pending_shipment',
  'shipped',
  'pending_acceptance',
  'accepted',
  'pending_settlement',
];

function toOrder(
  row: OrderRow,
  goods: Awaited<ReturnType<typeof goodsByIds>>[number] | undefined,
  times: OrderTimes,
): Order {
  const profitCents = row.amount_cents - row.cost_cents;
  const at = (time: number | null) => (time === null ? null : iso(time));
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    source: row.source,
    quantity: row.quantity,
    unitPrice: fromCents(row.unit_price_cents),
    amount: fromCents(row.amount_cents),
    purchaseCost: fromCents(row.cost_cents),
    profit: fromCents(profitCents),
    expectedProfit: PROFIT_PENDING.includes(row.status) ? fromCents(profitCents) : null,
    settlementAmount: row.status === 'completed' ? fromCents(row.amount_cents) : null,
    goods: {
      goodsId: row.goods_id,
      showcaseItemId: row.showcase_item_id,
      productNo: goods?.productNo ?? '',
      name: goods?.name ?? '',
      image: goods?.images[0] ?? null,
    },
    buyer: { name: row.buyer_name, phone: row.buyer_phone, address: row.buyer_address },
    createdAt: iso(row.created_at),
    paidAt: at(row.paid_at),
    payBy: row.status === 'pending_payment' ? iso(row.created_at + times.unpaidCancel) : null,
    settleAfter: row.status === 'pending_settlement' ? at(row.settle_after) : null,
    completedAt: at(row.completed_at),
    cancelledAt: at(row.cancelled_at),
    cancelReason: row.cancel_reason,
    cancelNote: row.cancel_note,
    refunded:
      row.status === 'cancelled' && row.refund_transaction_id !== null ? fromCents(row.cost_cents) : null,
    buyerRefund: row.buyer_refund,
  };
}

/** Rows as the merchant reads them: goods in the reader's language, deadlines from the settings. */
async function toOrders(db: Executor, rows: OrderRow[], lang: Language, demoSpeed: number) {
  const [goods, times] = await Promise.all([
    goodsByIds(db, [...new Set(rows.map((r) => r.goods_id))], lang),
    orderTimes(db, demoSpeed),
  ]);
  const byId = new Map(goods.map((g) => [g.id, g]));
  return rows.map((row) => toOrder(row, byId.get(row.goods_id), times));
}

/** The merchant's kept counts per status: every list page reads them (db/prepared.ts). */
const countRows = preparedQuery((db, userId: number) =>
  db.selectFrom('order_status_counts').select(['status', 'n']).where('user_id', '=', userId),
);

/** The merchant's orders per status (kept by every move: see `countOrders`); none counts 0. */
async function countsByStatus(db: Db, userId: number): Promise<Record<OrderStatus, number>> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of await countRows(db, userId)) counts[row.status] = Number(row.n);
  return counts;
}

/** A page of the merchant's orders, newest first, by status or not (every visit to the orders tab). */
const orderPage = preparedPage(
  ({ filtered, afterCursor }) =>
    (db, userId: number, limit: number, status: OrderStatus, after: number) => {
      let q = db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit);
      if (filtered) q = q.where('status', '=', status);
      if (afterCursor) q = q.where('id', '<', after);
      return q;
    },
);

/** The merchant's orders, newest first, keyset-paged, by status, with the count per status. */
export async function listOrders(
  db: Db,
  userId: number,
  lang: Language,
  demoSpeed: number,
  query: { cursor?: string; limit?: number; status?: OrderStatus },
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  const page = orderPage({ filtered: query.status !== undefined, afterCursor: after !== undefined });
  const [rows, counts] = await Promise.all([
    page(db, userId, limit + 1, query.status ?? 'pending_payment', after ?? 0),
    countsByStatus(db, userId),
  ]);
  const { items, nextCursor } = keysetPage(rows as OrderRow[], limit);
  return { items: await toOrders(db, items, lang, demoSpeed), nextCursor, counts };
}

/** One of the merchant's orders; anyone else's (or none) is 404. */
async function ownOrder(db: Executor, userId: number, orderId: number): Promise<OrderRow> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return row as OrderRow;
}

/** One order with every move it made, oldest first. */
export async function orderDetail(
  db: Executor,
  userId: number,
  orderId: number,
  lang: Language,
  demoSpeed: number,
) {
  const row = await ownOrder(db, userId, orderId);
  const [[order], events] = await Promise.all([
    toOrders(db, [row], lang, demoSpeed),
    db
      .selectFrom('order_events')
      .select(['move', 'from_status', 'to_status', 'actor', 'at'])
      .where('order_id', '=', row.id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...order!,
    events: events.map((e) => ({
      move: e.move as OrderMove,
      from: e.from_status,
      to: e.to_status,
      actor: e.actor,
      time: iso(e.at),
    })),
  };
}

/** The parcel's carrier, tracking number and the steps reached so far, in the reader's language. */
export async function orderLogistics(db: Executor, userId: number, orderId: number, lang: Language) {
  const row = await ownOrder(db, userId, orderId);
  return {
    carrier: row.carrier,
    trackingNo: row.tracking_no,
    steps: await trackingSteps(db, row.id, lang),
  };
}

/**
 * The merchant's orders among `orderIds` (404 when any is unknown or another's), or, with no
 * ids, all their orders pending payment. Ascending id: the one order pay locks them in.
 */
async function selectedOrders(
  db: Executor,
  userId: number,
  orderIds: readonly number[] | undefined,
  lock: boolean,
): Promise<OrderRow[]> {
  let q = db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id');
  const ids = orderIds === undefined ? undefined : [...new Set(orderIds)];
  q = ids === undefined ? q.where('status', '=', 'pending_payment') : q.where('id', 'in', ids);
  const rows = (lock ? await forUpdate(db as Trx, q).execute() : await q.execute()) as OrderRow[];
  if (ids !== undefined && rows.length !== ids.length) throw fail(ErrorCode.NOT_FOUND);
  return rows;
}

/** What paying the selected orders costs: only those pending payment count. */
export async function orderPayAmount(db: Executor, userId: number, orderIds: readonly number[] | undefined) {
  const rows = (await selectedOrders(db, userId, orderIds, false)).filter(
    (r) => r.status === 'pending_payment',
  );
  return {
    amount: fromCents(rows.reduce((sum, r) => sum + r.cost_cents, 0)),
    orders: rows.length,
    balance: fromCents(await availableBalanceCents(db, userId)),
  };
}

/** 404 when any order is not the merchant's, 203 when any is no longer pending payment. */
function refuseUnpayable(rows: readonly OrderRow[]) {
  if (rows.some((r) => r.status !== 'pending_payment')) throw fail(ErrorCode.INVALID_OPERATION);
}

/**
 * Pays the wholesale cost of one or several orders with the PIN, all or none: each becomes
 * pending shipment with its own ledger transaction, and is due to the sandbox warehouse at
 * once. Refused, writing nothing: a frozen wallet (450), another's order (404), one no longer
 * pending payment (203), no PIN or a wrong one (445, 446), the total above the balance (424).
 * With an Idempotency-Key a repeat gets the first answer without another PIN try.
 */
export async function payOrders(args: HandlerArgs<typeof calls.orderPay>): Promise<PayAnswer> {
  const { ctx, user, input } = args;
  const { db } = ctx.database;
  const earlier = await earlierAnswer<typeof calls.orderPay, PayAnswer>(calls.orderPay, args);
  if (earlier) return earlier.answer;
  await refuseIfWalletFrozen(db, user.id);
  refuseUnpayable(await selectedOrders(db, user.id, input.orderIds, false));
  await verifyPayPassword(db, user.id, input.payPassword);

  return idempotentCall(calls.orderPay, args, async (trx) => {
    // Again inside the money's transaction: an operator may have frozen the wallet, or
    // another payment or a job moved an order, while the PIN was being checked.
    await refuseIfWalletFrozen(trx, user.id);
    const rows = await selectedOrders(trx, user.id, input.orderIds, true);
    refuseUnpayable(rows);
    const totalCents = rows.reduce((sum, r) => sum + r.cost_cents, 0);
    if (totalCents > (await availableBalanceCents(trx, user.id))) throw fail(ErrorCode.INSUFFICIENT_BALANCE);
    const now = Date.now();
    for (const row of rows) {
      const { transactionId } = await chargeOrderCost(trx, {
        userId: user.id,
        orderId: row.id,
        amountCents: row.cost_cents,
        memo: row.order_no,
        now,
      });
      await moveOrder(trx, row, 'pay', { type: 'merchant', id: user.id }, now, {
        paid_at: now,
        pay_transaction_id: transactionId,
        due_at: now,
      });
    }
    return {
      paid: rows.length,
      amount: fromCents(totalCents),
      balance: fromCents(await availableBalanceCents(trx, user.id)),
    };
  });
}

/**
 * The store centre's banner: the merchant's orders unpaid past the warning time, the oldest
 * one's deadlines (storefront closed, cancelled), and since when the storefront is closed.
 */
export async function orderWarning(db: Executor, userId: number, demoSpeed: number, now = Date.now()) {
  const times = await orderTimes(db, demoSpeed);
  const [late, closed] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('user_id', '=', userId)
      .where('status', '=', 'pending_payment')
      .where('created_at', '<=', now - times.unpaidWarn)
      .executeTakeFirstOrThrow(),
    storefrontClosed(db, userId),
  ]);
  const count = Number(late.n);
  const oldest = count > 0 && late.oldest !== null ? Number(late.oldest) : null;
  return {
    lateOrders: count,
    closesStorefrontAt: oldest === null ? null : iso(oldest + times.unpaidCloseShop),
    cancelsAt: oldest === null ? null : iso(oldest + times.unpaidCancel),
    storefrontClosedSince: closed === null ? null : iso(closed.since),
  };
}
