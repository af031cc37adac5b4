import { randomBytes } from 'node:crypto';
import { fromCents, type Language, type OrderStatus, schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { countOrders } from './transitions.ts';

type BuyerOrder = z.infer<typeof schemas.buyerOrder>;

/** What a new order has not done yet: not paid, shipped, settled, cancelled or refunded. */
export const UNSET_ORDER_COLUMNS = {
  due_at: null,
  warned_at: null,
  paid_at: null,
  accepted_at: null,
  settle_after: null,
  completed_at: null,
  cancelled_at: null,
  cancel_reason: null,
  carrier: null,
  tracking_no: null,
  pay_transaction_id: null,
  refund_transaction_id: null,
  settle_transaction_id: null,
  buyer_refund: null,
  buyer_refund_tries: 0,
  buyer_refund_due_at: null,
  buyer_refunded_at: null,
  cancel_note: null,
} as const satisfies Partial<OrdersTable>;

/** "SK" + the UTC date + the order's id (at least 8 digits): readable on a phone call. */
function orderNoOf(id: number, now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `SK${day}${String(id).padStart(8, '0')}`;
}

/** The buyer's link to the order: 128 random bits, so no one finds another buyer's order. */
const newPublicRef = () => randomBytes(16).toString('base64url');

/** 405 `quantity` unless a buyer may order that many. */
export function checkOrderQuantity(quantity: number): void {
  const { min, max } = schemas.BUYER_ORDER.quantity;
  if (!Number.isInteger(quantity) || quantity < min || quantity > max) {
    throw invalidField('quantity', 'invalid');
  }
}

export interface NewBuyerOrder {
  shopUserId: number;
  showcaseItemId: number;
  goodsId: number;
  quantity: number;
  /** The merchant's price the buyer pays, and the warehouse's cost, each for one piece. */
  unitPriceCents: number;
  unitCostCents: number;
  buyer: { name: string; phone: string; address: string };
  /** The buyer's language, for the texts the order later shows them. */
  lang: Language;
  source: OrdersTable['source'];
  /** The payment provider's reference of the buyer's payment. */
  paymentReference: string;
  now: number;
}

/**
 * Writes a buyer's order, pending payment (the merchant has not paid the cost yet), in the
 * caller's transaction, and counts it in the merchant's pending-payment tab. The caller has
 * checked the shop, the item and the prices (use-cases/place-buyer-order.ts).
 */
export async function insertBuyerOrder(
  trx: Trx,
  order: NewBuyerOrder,
): Promise<{ id: number; publicRef: string; orderNo: string }> {
  const { now } = order;
  const publicRef = newPublicRef();
  const row = await trx
    .insertInto('orders')
    .values({
      // Unique until the row's id gives it its number, just below.
      order_no: publicRef,
      public_ref: publicRef,
      user_id: order.shopUserId,
      showcase_item_id: order.showcaseItemId,
      goods_id: order.goodsId,
      source: order.source,
      status: 'pending_payment',
      quantity: order.quantity,
      unit_price_cents: order.unitPriceCents,
      amount_cents: order.unitPriceCents * order.quantity,
      cost_cents: order.unitCostCents * order.quantity,
      buyer_name: order.buyer.name,
      buyer_phone: order.buyer.phone,
      buyer_address: order.buyer.address,
      buyer_lang: order.lang,
      payment_reference: order.paymentReference,
      created_at: now,
      status_changed_at: now,
      ...UNSET_ORDER_COLUMNS,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The order number says the day and, being the row's id, is unique without a retry.
  const orderNo = orderNoOf(row.id, now);
  await trx.updateTable('orders').set({ order_no: orderNo }).where('id', '=', row.id).execute();
  await countOrders(trx, order.shopUserId, [['pending_payment', 1]]);
  return { id: row.id, publicRef, orderNo };
}

/** A buyer's order by its public reference (404 unknown). */
export async function orderByPublicRef(db: Executor, publicRef: string) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('public_ref', '=', publicRef)
    .executeTakeFirst();
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  return order;
}

/** The buyer's view of their order, from its row and what other modules say of its goods and shop. */
export function toBuyerOrder(
  order: Awaited<ReturnType<typeof orderByPublicRef>>,
  goods: { name: string; images: readonly string[] } | undefined,
  shop: { slug: string; name: string },
  steps: BuyerOrder['steps'],
): BuyerOrder {
  return {
    publicRef: order.public_ref,
    orderNo: order.order_no,
    status: order.status,
    quantity: order.quantity,
    unitPrice: fromCents(order.unit_price_cents),
    amount: fromCents(order.amount_cents),
    goods: { name: goods?.name ?? '', image: goods?.images[0] ?? null },
    shop: { slug: shop.slug, name: shop.name },
    steps,
    createdAt: iso(order.created_at),
    acceptedAt: order.accepted_at === null ? null : iso(order.accepted_at),
    canAccept: order.status === 'pending_acceptance',
    cancelledAt: order.cancelled_at === null ? null : iso(order.cancelled_at),
    buyerRefund: order.buyer_refund,
  };
}

/** A shop's order by the payment reference it was made with (an intake order sent again). */
export async function orderByPaymentReference(db: Executor, shopUserId: number, paymentReference: string) {
  const row = await db
    .selectFrom('orders')
    .select(['order_no', 'public_ref', 'status'])
    .where('user_id', '=', shopUserId)
    .where('payment_reference', '=', paymentReference)
    .executeTakeFirst();
  return row ? { orderNo: row.order_no, publicRef: row.public_ref, status: row.status } : null;
}

/**
 * An order's merchant, goods and status, for another module's checks (order comments): one
 * of a merchant's orders by id, or a buyer's by its public reference. Undefined when there
 * is none (another merchant's order included).
 */
export async function orderBrief(
  db: Executor,
  key: { id: number; userId: number } | { publicRef: string },
): Promise<{ id: number; userId: number; goodsId: number; status: OrderStatus } | undefined> {
  let query = db.selectFrom('orders').select(['id', 'user_id as userId', 'goods_id as goodsId', 'status']);
  query =
    'publicRef' in key
      ? query.where('public_ref', '=', key.publicRef)
      : query.where('id', '=', key.id).where('user_id', '=', key.userId);
  return query.executeTakeFirst();
}

/** Order numbers by order id, for another module's console lists (one query a page). */
export async function orderNumbersByIds(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'order_no']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.order_no]));
}

/** Locks a buyer's order by its public reference for a move (404 unknown). */
export async function lockOrderByPublicRef(trx: Trx, publicRef: string) {
  const order = await forUpdate(
    trx,
    trx.selectFrom('orders').select(['id', 'status', 'user_id']).where('public_ref', '=', publicRef),
  ).executeTakeFirst();
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  return order;
}
