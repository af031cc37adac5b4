import { fromCents, type Language, type OrderStatus, type schemas } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import {
  type Executor,
  escapeLike,
  inTransaction,
  type TransactionHandle,
  type Trx,
} from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { merchantIdsByUsername, usernamesByIds, withUsernames } from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import { goodsByIds } from '../catalogue/service.ts';
import { advanceTracking, cancelOrder, lockOrder, retryBuyerRefund, shipOrder } from './fulfilment.ts';
import { configuredSteps, trackingSteps } from './logistics.ts';
import { orderTimes } from './service.ts';

/**
 * The operator console's fulfilment (issue 8): every merchant's orders, and the operator's
 * moves (ship, advance or correct logistics, cancel with refund) made through fulfilment.ts.
 * Each write and its audit entry commit together; every check comes before the first write,
 * so a refusal writes nothing. The logistics steps' configuration is console-logistics.ts.
 */

type ConsoleOrderRow = z.infer<typeof schemas.consoleOrderRow>;
/** An order as the console shows it; the route adds whether the sandbox warehouse is on. */
type ConsoleOrder = Omit<z.infer<typeof schemas.consoleOrder>, 'sandboxWarehouse'>;

const ORDER_ROW_COLUMNS = [
  'id',
  'order_no',
  'status',
  'source',
  'user_id',
  'goods_id',
  'quantity',
  'amount_cents',
  'cost_cents',
  'buyer_name',
  'created_at',
  'status_changed_at',
] as const;

export async function consoleListOrders(
  db: Executor,
  lang: Language,
  query: { cursor?: string; limit?: number; status?: OrderStatus; search?: string },
): Promise<{ items: ConsoleOrderRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  let q = db
    .selectFrom('orders')
    .select(ORDER_ROW_COLUMNS)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after !== undefined) q = q.where('id', '<', after);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.search) {
    const merchants = await merchantIdsByUsername(db, query.search);
    const inNumber = `%${escapeLike(query.search.toUpperCase())}%`;
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`orders.order_no like ${inNumber} escape '\\'`,
        ...(merchants.length > 0 ? [eb('user_id', 'in', merchants)] : []),
      ]),
    );
  }
  const page = keysetPage(await q.execute(), limit);
  const goods = await goodsByIds(db, [...new Set(page.items.map((row) => row.goods_id))], lang);
  const nameOf = new Map(goods.map((g) => [g.id, g.name]));
  const items = await withUsernames(db, page.items, (row, username) => ({
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    source: row.source,
    user: { id: row.user_id, username },
    goodsName: nameOf.get(row.goods_id) ?? '',
    quantity: row.quantity,
    amount: fromCents(row.amount_cents),
    purchaseCost: fromCents(row.cost_cents),
    buyerName: row.buyer_name,
    createdAt: iso(row.created_at),
    statusChangedAt: iso(row.status_changed_at),
  }));
  return { items, nextCursor: page.nextCursor };
}

/** One order as the console shows it (404 when unknown): buyer, moves, the steps reached. */
export async function consoleOrderDetail(db: Executor, id: number, lang: Language): Promise<ConsoleOrder> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  const [[goods], events, reached, texts, steps] = await Promise.all([
    goodsByIds(db, [order.goods_id], lang),
    db.selectFrom('order_events').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('order_tracking')
      .select(['position', 'note', 'step_id'])
      .where('order_id', '=', id)
      .orderBy('position')
      .execute(),
    trackingSteps(db, id, lang),
    configuredSteps(db),
  ]);
  const names = await usernamesByIds(db, [
    order.user_id,
    ...events.flatMap((e) => (e.actor_id === null ? [] : [e.actor_id])),
  ]);
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.status,
    source: order.source,
    user: { id: order.user_id, username: names.get(order.user_id) ?? '' },
    goodsName: goods?.name ?? '',
    goods: { id: order.goods_id, productNo: goods?.productNo ?? '', image: goods?.images[0] ?? null },
    quantity: order.quantity,
    unitPrice: fromCents(order.unit_price_cents),
    amount: fromCents(order.amount_cents),
    purchaseCost: fromCents(order.cost_cents),
    profit: fromCents(order.amount_cents - order.cost_cents),
    buyerName: order.buyer_name,
    buyer: {
      name: order.buyer_name,
      phone: order.buyer_phone,
      address: order.buyer_address,
      lang: order.buyer_lang as Language,
    },
    paymentReference: order.payment_reference,
    paid: order.pay_transaction_id !== null,
    carrier: order.carrier,
    trackingNo: order.tracking_no,
    cancelReason: order.cancel_reason,
    cancelNote: order.cancel_note,
    refunded: order.refund_transaction_id === null ? null : fromCents(order.cost_cents),
    buyerRefund: order.buyer_refund,
    buyerRefundTries: order.buyer_refund_tries,
    createdAt: iso(order.created_at),
    statusChangedAt: iso(order.status_changed_at),
    events: events.map((e) => ({
      move: e.move as ConsoleOrder['events'][number]['move'],
      from: e.from_status as OrderStatus,
      to: e.to_status as OrderStatus,
      actor: e.actor as ConsoleOrder['events'][number]['actor'],
      actorName: e.actor_id === null ? null : (names.get(e.actor_id) ?? null),
      time: iso(e.at),
    })),
    tracking: reached.map((row, index) => ({
      position: row.position,
      time: texts[index]?.time ?? '',
      text: texts[index]?.text ?? '',
      // A note on a configured step is an operator's; a deleted step's kept text is not.
      corrected: row.note !== null && row.step_id !== null,
    })),
    configuredSteps: steps.length,
  };
}

type Operator = { id: number };
const operatorActor = (operator: Operator) => ({ type: 'operator' as const, id: operator.id });

/** The order's number and merchant, for the audit entry (after lockOrder, so it exists). */
async function orderRef(trx: Trx, id: number) {
  return trx
    .selectFrom('orders')
    .select(['order_no', 'user_id', 'cost_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** An operator ships a paid order by hand (the sandbox warehouse off). */
export async function consoleShipOrder(
  handle: TransactionHandle,
  demoSpeed: number,
  operator: Operator,
  id: number,
  parcel: { carrier?: string; trackingNo?: string },
  lang: Language,
) {
  await inTransaction(handle, async (trx) => {
    await shipOrder(trx, id, operatorActor(operator), { demoSpeed }, Date.now(), parcel);
    const order = await trx
      .selectFrom('orders')
      .select(['order_no', 'user_id', 'carrier', 'tracking_no'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: operator.id,
      action: 'order.ship',
      target: { type: 'order', id },
      userId: order.user_id,
      detail: { orderNo: order.order_no, carrier: order.carrier ?? '', trackingNo: order.tracking_no ?? '' },
    });
  });
  return consoleOrderDetail(handle.db, id, lang);
}

/** An operator moves a shipped parcel to its next step, with their own text if given. */
export async function consoleAdvanceOrder(
  handle: TransactionHandle,
  demoSpeed: number,
  operator: Operator,
  id: number,
  text: string | undefined,
  lang: Language,
) {
  await inTransaction(handle, async (trx) => {
    const times = { ...(await orderTimes(trx, demoSpeed)), demoSpeed };
    await advanceTracking(trx, id, operatorActor(operator), times, Date.now(), text ?? null);
    const [order, reached] = await Promise.all([
      orderRef(trx, id),
      trx
        .selectFrom('order_tracking')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('order_id', '=', id)
        .executeTakeFirst(),
    ]);
    const detail: Record<string, string> = {
      orderNo: order.order_no,
      position: String(Number(reached?.position ?? 0)),
    };
    if (text) detail.text = text;
    await recordAudit(trx, {
      actorId: operator.id,
      action: 'order.advance',
      target: { type: 'order', id },
      userId: order.user_id,
      detail,
    });
  });
  return consoleOrderDetail(handle.db, id, lang);
}

/** An operator replaces a reached step's text with their note (433 when not reached). */
export async function consoleCorrectOrder(
  handle: TransactionHandle,
  operator: Operator,
  input: { id: number; position: number; text: string },
  lang: Language,
) {
  await inTransaction(handle, async (trx) => {
    await lockOrder(trx, input.id);
    const step = await trx
      .selectFrom('order_tracking')
      .select(['id', 'note'])
      .where('order_id', '=', input.id)
      .where('position', '=', input.position)
      .executeTakeFirst();
    if (!step) throw fail(ErrorCode.LOGISTICS_MISSING, { data: { field: 'position' } });
    const [before] = await trackingSteps(trx, input.id, lang).then((all) =>
      all.filter((_, index) => index === input.position - 1),
    );
    await trx.updateTable('order_tracking').set({ note: input.text }).where('id', '=', step.id).execute();
    const order = await orderRef(trx, input.id);
    await recordAudit(trx, {
      actorId: operator.id,
      action: 'order.correct',
      target: { type: 'order', id: input.id },
      userId: order.user_id,
      detail: {
        orderNo: order.order_no,
        position: String(input.position),
        text: `${before?.text ?? ''} → ${input.text}`,
      },
    });
  });
  return consoleOrderDetail(handle.db, input.id, lang);
}

/**
 * An operator cancels an order not yet shipped, with a reason the audit log keeps; a paid
 * order's cost returns to the merchant's wallet in the same transaction (cancelOrder).
 */
export async function consoleCancelOrder(
  handle: TransactionHandle,
  operator: Operator,
  id: number,
  reason: string,
  lang: Language,
) {
  await inTransaction(handle, async (trx) => {
    const { refundedCents } = await cancelOrder(
      trx,
      id,
      operatorActor(operator),
      'operator',
      Date.now(),
      reason,
    );
    const order = await orderRef(trx, id);
    await recordAudit(trx, {
      actorId: operator.id,
      action: 'order.cancel',
      target: { type: 'order', id },
      userId: order.user_id,
      reason,
      detail: { orderNo: order.order_no, refunded: fromCents(refundedCents) },
    });
  });
  return consoleOrderDetail(handle.db, id, lang);
}

/** An operator tries a failed buyer refund again: pending, due at once; in the audit log. */
export async function consoleRetryBuyerRefund(
  handle: TransactionHandle,
  operator: Operator,
  id: number,
  lang: Language,
) {
  await inTransaction(handle, async (trx) => {
    await retryBuyerRefund(trx, id, Date.now());
    const order = await orderRef(trx, id);
    await recordAudit(trx, {
      actorId: operator.id,
      action: 'order.refund_retry',
      target: { type: 'order', id },
      userId: order.user_id,
      detail: { orderNo: order.order_no },
    });
  });
  return consoleOrderDetail(handle.db, id, lang);
}
