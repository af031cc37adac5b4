import {
  fromCents,
  type Language,
  ORDER_STATUSES,
  type OrderStatus,
  type schemas,
} from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Db, type Executor, forUpdate, type Trx } from '../../db/index.ts';
import type { PageShape } from '../../db/prepared.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import type { OrderRow } from './fulfilment.ts';
import { trackingSteps } from './logistics.ts';
import type { OrderTimes } from './order-times.ts';
import type { OrderMove } from './transitions.ts';

/**
 * The merchant's side of orders (docs/product.md): the list with counts per status, one order
 * with its moves, its logistics, the orders a payment selects and the unpaid-orders warning.
 * Another merchant's order is 404, as if it did not exist. The goods' names and the order
 * times come from other modules: the use cases (use-cases/merchant-orders.ts) pass them in.
 */

type Order = z.infer<typeof schemas.order>;
/** What the merchant's order shows of its goods (from the catalogue). */
export type OrderGoods = { productNo: string; name: string; images: readonly string[] };

/** Paid and on its way to settlement: the profit is still to come. */
const PROFIT_PENDING: readonly OrderStatus[] = [
  'pending_shipment',
  'shipped',
  'pending_acceptance',
  'accepted',
  'pending_settlement',
];

export function toMerchantOrder(
  row: MerchantOrderRow,
  goods: OrderGoods | undefined,
  times: OrderTimes,
): Order {
  const profitCents = row.amount_cents - row.cost_cents;
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
    paidAt: iso(row.paid_at),
    payBy: row.status === 'pending_payment' ? iso(row.created_at + times.unpaidCancel) : null,
    settleAfter: row.status === 'pending_settlement' ? iso(row.settle_after) : null,
    completedAt: iso(row.completed_at),
    cancelledAt: iso(row.cancelled_at),
    cancelReason: row.cancel_reason,
    cancelNote: row.cancel_note,
    refunded:
      row.status === 'cancelled' && row.refund_transaction_id !== null ? fromCents(row.cost_cents) : null,
    buyerRefund: row.buyer_refund,
  };
}

/** The columns of an order the merchant's list shows (toMerchantOrder): 22 of its 37. */
export const MERCHANT_ORDER_COLUMNS = [
  'orders.id',
  'orders.order_no',
  'orders.status',
  'orders.source',
  'orders.quantity',
  'orders.unit_price_cents',
  'orders.amount_cents',
  'orders.cost_cents',
  'orders.goods_id',
  'orders.showcase_item_id',
  'orders.buyer_name',
  'orders.buyer_phone',
  'orders.buyer_address',
  'orders.created_at',
  'orders.paid_at',
  'orders.settle_after',
  'orders.completed_at',
  'orders.cancelled_at',
  'orders.cancel_reason',
  'orders.cancel_note',
  'orders.refund_transaction_id',
  'orders.buyer_refund',
] as const;
type MerchantOrderColumn = (typeof MERCHANT_ORDER_COLUMNS)[number] extends `orders.${infer C}` ? C : never;
export type MerchantOrderRow = Pick<OrderRow, Exclude<MerchantOrderColumn, 'id'>> & { id: number };

/**
 * A page of the merchant's orders, newest first, by status or not (every visit to the orders
 * tab): the query, for the use case to join the goods to and compile once per shape
 * (use-cases/merchant-orders.ts, decision 039). Arguments are values only.
 */
export function merchantOrderPageQuery(
  db: Db,
  shape: PageShape,
  userId: number,
  limit: number,
  status: OrderStatus,
  after: number,
) {
  let q = db
    .selectFrom('orders')
    .select(MERCHANT_ORDER_COLUMNS)
    .where('orders.user_id', '=', userId)
    .orderBy('orders.id', 'desc')
    .limit(limit);
  if (shape.filtered) q = q.where('orders.status', '=', status);
  if (shape.afterCursor) q = q.where('orders.id', '<', after);
  return q;
}

/** The merchant's kept counts per status (every list page reads them beside the page). */
export const orderCountsQuery = (db: Db, userId: number) =>
  db.selectFrom('order_status_counts').select(['status', 'n']).where('user_id', '=', userId);

/**
 * The page and the counts as the list answers them: `limit + 1` rows were read, the extra one
 * says there is a next page; a status without orders counts 0 (kept by every move).
 */
export function merchantOrderPageOf<Row extends { id: number }>(
  rows: Row[],
  countRows: readonly { status: OrderStatus; n: number | string }[],
  limit: number,
) {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of countRows) counts[row.status] = Number(row.n);
  const { items, nextCursor } = keysetPage(rows, limit);
  return { items, nextCursor, counts };
}

/** The request's page size and cursor, and which of the four compiled shapes it needs. */
export function merchantOrderPageArgs(query: { cursor?: string; limit?: number; status?: OrderStatus }) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  return {
    limit,
    shape: { filtered: query.status !== undefined, afterCursor: after !== undefined },
    status: query.status ?? ('pending_payment' as OrderStatus),
    after: after ?? 0,
  };
}

/** One of the merchant's orders; anyone else's (or none) is 404. */
export async function ownOrder(db: Executor, userId: number, orderId: number): Promise<OrderRow> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return row as OrderRow;
}

/** One order's moves, oldest first. */
export async function orderMoves(db: Executor, orderId: number) {
  const events = await db
    .selectFrom('order_events')
    .select(['move', 'from_status', 'to_status', 'actor', 'at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return events.map((e) => ({
    move: e.move as OrderMove,
    from: e.from_status,
    to: e.to_status,
    actor: e.actor,
    time: iso(e.at),
  }));
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
export async function selectedOrders(
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

/** 203 when any order is no longer pending payment. */
export function refuseUnpayable(rows: readonly OrderRow[]) {
  if (rows.some((r) => r.status !== 'pending_payment')) throw fail(ErrorCode.INVALID_OPERATION);
}

/**
 * The store centre's banner: the merchant's orders unpaid past the warning time and the
 * oldest one's deadlines (storefront closed, cancelled).
 */
export async function lateOrders(db: Executor, userId: number, times: OrderTimes, now: number) {
  const late = await db
    .selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_payment')
    .where('created_at', '<=', now - times.unpaidWarn)
    .executeTakeFirstOrThrow();
  const count = Number(late.n);
  const oldest = count > 0 && late.oldest !== null ? Number(late.oldest) : null;
  return {
    lateOrders: count,
    closesStorefrontAt: oldest === null ? null : iso(oldest + times.unpaidCloseShop),
    cancelsAt: oldest === null ? null : iso(oldest + times.unpaidCancel),
  };
}

/**
 * The store centre's "orders to pay": how many orders wait for the merchant's payment, how many
 * are past the warning and the closing times, and when the oldest is cancelled. One query.
 */
export async function unpaidOrders(db: Executor, userId: number, times: OrderTimes, now: number) {
  const pastWarning = now - times.unpaidWarn;
  const pastClosing = now - times.unpaidCloseShop;
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn
        .sum<number | string | null>(eb.case().when('created_at', '<=', pastWarning).then(1).else(0).end())
        .as('warned'),
      eb.fn
        .sum<number | string | null>(eb.case().when('created_at', '<=', pastClosing).then(1).else(0).end())
        .as('closing'),
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_payment')
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return {
    count,
    pastWarning: Number(row.warned ?? 0),
    pastClosing: Number(row.closing ?? 0),
    firstCancelAt: count > 0 && row.oldest !== null ? iso(Number(row.oldest) + times.unpaidCancel) : null,
  };
}

/** Orders in a status: one merchant's or, without `userId`, everyone's (from the kept counts). */
export async function ordersInStatus(db: Executor, status: OrderStatus, userId?: number): Promise<number> {
  let q = db
    .selectFrom('order_status_counts')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .where('status', '=', status);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n ?? 0);
}

/** Whether the merchant has ever had an order, in any status. */
export async function hasAnyOrder(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
