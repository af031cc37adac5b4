import { randomBytes } from 'node:crypto';
import { fromCents, type Language, type OrderStatus, schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { goodsByIds } from '../catalogue/service.ts';
import { getSetting } from '../settings/service.ts';
import { shopNameAndSlug, storefrontClosed } from '../shops/service.ts';
import { orderableItem, recordSale } from '../showcase/service.ts';
import { trackingSteps } from './logistics.ts';
import { countOrders, moveOrder } from './transitions.ts';

type BuyerOrder = z.infer<typeof schemas.buyerOrder>;

const HOUR_MS = 3_600_000;

/**
 * The order times of DESIGN §5 in milliseconds, from the operator's settings, divided by
 * SHOPKEEPER_DEMO_SPEED (config.demoSpeed).
 */
export async function orderTimes(db: Executor, demoSpeed: number) {
  const [warn, closeShop, cancel, autoAccept, hold] = await Promise.all([
    getSetting(db, 'orderUnpaidWarnHours'),
    getSetting(db, 'orderUnpaidCloseShopHours'),
    getSetting(db, 'orderUnpaidCancelHours'),
    getSetting(db, 'orderAutoAcceptHours'),
    getSetting(db, 'orderSettlementHoldHours'),
  ]);
  const ms = (hours: number) => Math.round((hours * HOUR_MS) / demoSpeed);
  return {
    unpaidWarn: ms(warn),
    unpaidCloseShop: ms(closeShop),
    unpaidCancel: ms(cancel),
    autoAccept: ms(autoAccept),
    settlementHold: ms(hold),
  };
}
export type OrderTimes = Awaited<ReturnType<typeof orderTimes>>;

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
 * charged) and the warehouse's cost of this moment. Refused: the storefront closed (203, reason shopClosed and since), the
 * item not listed in this shop or out of stock (404), the item priced below the goods' current
 * cost (203, reason unavailable), the quantity out of range (405).
 */
export async function createBuyerOrder(
  trx: Trx,
  input: BuyerOrderInput,
): Promise<{ id: number; publicRef: string; orderNo: string }> {
  const now = input.now ?? Date.now();
  const { min, max } = schemas.BUYER_ORDER.quantity;
  if (!Number.isInteger(input.quantity) || input.quantity < min || input.quantity > max) {
    throw invalidField('quantity', 'invalid');
  }
  const closed = await storefrontClosed(trx, input.shopUserId);
  if (closed)
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'shopClosed', since: iso(closed.since) } });
  const item = await orderableItem(trx, input.shopUserId, input.showcaseItemId);
  if (!item) throw fail(ErrorCode.NOT_FOUND);
  const [goods] = await goodsByIds(trx, [item.goodsId], input.lang);
  if (goods?.stockStatus !== 'in_stock') throw fail(ErrorCode.NOT_FOUND);
  const costCents = toCents(goods.cost);
  const unitPriceCents = input.chargedUnitPriceCents ?? item.priceCents;
  // An operator raised the cost past the merchant's price: each order would cost the merchant
  // more than the buyer pays, so none is taken until the merchant raises the price.
  if (unitPriceCents < costCents)
    throw fail(ErrorCode.INVALID_OPERATION, { data: { reason: 'unavailable' } });

  const publicRef = newPublicRef();
  const row = await trx
    .insertInto('orders')
    .values({
      // Unique until the row's id gives it its number, just below.
      order_no: publicRef,
      public_ref: publicRef,
      user_id: input.shopUserId,
      showcase_item_id: input.showcaseItemId,
      goods_id: item.goodsId,
      source: input.source,
      status: 'pending_payment',
      quantity: input.quantity,
      unit_price_cents: unitPriceCents,
      amount_cents: unitPriceCents * input.quantity,
      cost_cents: costCents * input.quantity,
      buyer_name: input.buyer.name,
      buyer_phone: input.buyer.phone,
      buyer_address: input.buyer.address,
      buyer_lang: input.lang,
      payment_reference: input.paymentReference,
      created_at: now,
      status_changed_at: now,
      ...UNSET_ORDER_COLUMNS,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The order number says the day and, being the row's id, is unique without a retry.
  const orderNo = orderNoOf(row.id, now);
  await trx.updateTable('orders').set({ order_no: orderNo }).where('id', '=', row.id).execute();
  await countOrders(trx, input.shopUserId, [['pending_payment', 1]]);
  // The storefront orders its goods by sales, whichever way the order came.
  await recordSale(trx, input.showcaseItemId, input.quantity);
  return { id: row.id, publicRef, orderNo };
}

async function orderByRef(db: Executor, publicRef: string) {
  return db.selectFrom('orders').selectAll().where('public_ref', '=', publicRef).executeTakeFirst();
}

/** The buyer's view of their order by its public reference (404 unknown). */
export async function orderForBuyer(db: Executor, publicRef: string, lang: Language): Promise<BuyerOrder> {
  const order = await orderByRef(db, publicRef);
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  const [[goods], shop, steps] = await Promise.all([
    goodsByIds(db, [order.goods_id], lang),
    shopNameAndSlug(db, order.user_id),
    trackingSteps(db, order.id, lang),
  ]);
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

/**
 * Acceptance, by the buyer (confirm receipt), the auto-acceptance job or an operator, in the
 * caller's transaction: accepted, then at once pending settlement with the hold's end as
 * its due time. 404 unknown; 203 unless delivered (pending acceptance).
 */
export async function acceptOrder(
  trx: Trx,
  order: { id: number; status: OrderStatus },
  actor: { type: 'buyer' | 'system' | 'operator'; id?: number | null },
  times: OrderTimes,
  now: number,
): Promise<void> {
  await moveOrder(trx, order, 'accept', actor, now, { accepted_at: now, due_at: null });
  const settleAfter = now + times.settlementHold;
  await moveOrder(trx, { id: order.id, status: 'accepted' }, 'hold', { type: 'system' }, now, {
    settle_after: settleAfter,
    due_at: settleAfter,
  });
}

/** The buyer confirms receipt by the order's public reference (404 unknown, 203 not delivered). */
export async function acceptByBuyer(trx: Trx, publicRef: string, demoSpeed: number, now = Date.now()) {
  const order = await forUpdate(
    trx,
    trx.selectFrom('orders').select(['id', 'status']).where('public_ref', '=', publicRef),
  ).executeTakeFirst();
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  await acceptOrder(trx, order, { type: 'buyer' }, await orderTimes(trx, demoSpeed), now);
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
