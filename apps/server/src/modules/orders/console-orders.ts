import { fromCents, type Language, type OrderStatus, type schemas } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Executor, escapeLike, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { lockOrder } from './fulfilment.ts';
import { configuredSteps, trackingSteps } from './logistics.ts';

/**
 * The operator console's orders: every merchant's orders as rows, one order's parts, and the
 * one operator write that is no move (correcting a step's text). The merchants' usernames and
 * the goods' names come from other modules: use-cases/console-orders.ts adds them, and the
 * operator's moves are use cases too (ship, advance, cancel, refund retry), each audited.
 */

type ConsoleOrderRow = z.infer<typeof schemas.consoleOrderRow>;
/** An order as the console shows it; the route adds whether the sandbox warehouse is on. */
export type ConsoleOrder = Omit<z.infer<typeof schemas.consoleOrder>, 'sandboxWarehouse'>;
type ConsoleOrderMove = z.infer<typeof schemas.consoleOrderEvent>;

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

/**
 * A page of every merchant's orders, newest first, by status, or by a search for an order
 * number or (with `merchantIds`, the merchants whose username matched) a merchant.
 */
export async function consoleOrderRows(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: OrderStatus; search?: string },
  merchantIds: readonly number[],
) {
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
    const inNumber = `%${escapeLike(query.search.toUpperCase())}%`;
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`orders.order_no like ${inNumber} escape '\\'`,
        ...(merchantIds.length > 0 ? [eb('user_id', 'in', merchantIds)] : []),
      ]),
    );
  }
  return keysetPage(await q.execute(), limit);
}

export type ConsoleOrderRowData = Awaited<ReturnType<typeof consoleOrderRows>>['items'][number];

export function toConsoleOrderRow(
  row: ConsoleOrderRowData,
  username: string,
  goodsName: string,
): ConsoleOrderRow {
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    source: row.source,
    user: { id: row.user_id, username },
    goodsName,
    quantity: row.quantity,
    amount: fromCents(row.amount_cents),
    purchaseCost: fromCents(row.cost_cents),
    buyerName: row.buyer_name,
    createdAt: iso(row.created_at),
    statusChangedAt: iso(row.status_changed_at),
  };
}

/** One order's own parts as the console shows them (404 when unknown): row, moves, steps reached. */
export async function consoleOrderParts(db: Executor, id: number, lang: Language) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) throw fail(ErrorCode.NOT_FOUND);
  const [moves, reached, texts, steps] = await Promise.all([
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
  return { order, moves, reached, texts, steps };
}

type ConsoleOrderParts = Awaited<ReturnType<typeof consoleOrderParts>>;

/** The users an order's console view names: its merchant and whoever moved it. */
export const usersNamedIn = ({ order, moves }: ConsoleOrderParts): number[] => [
  order.user_id,
  ...moves.flatMap((e) => (e.actor_id === null ? [] : [e.actor_id])),
];

/** One order as the console shows it, with its goods and the names of the users it names. */
export function toConsoleOrder(
  { order, moves, reached, texts, steps }: ConsoleOrderParts,
  goods: { name: string; productNo: string; images: readonly string[] } | undefined,
  names: ReadonlyMap<number, string>,
): ConsoleOrder {
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
    events: moves.map((e) => ({
      move: e.move as ConsoleOrderMove['move'],
      from: e.from_status as OrderStatus,
      to: e.to_status as OrderStatus,
      actor: e.actor as ConsoleOrderMove['actor'],
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

/** The order's number, merchant, cost and parcel, for an audit entry (after lockOrder, so it exists). */
export async function orderForAudit(trx: Trx, id: number) {
  return trx
    .selectFrom('orders')
    .select(['order_no', 'user_id', 'cost_cents', 'carrier', 'tracking_no'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** How many logistics steps the order has reached. */
export async function stepsReached(db: Executor, orderId: number): Promise<number> {
  const reached = await db
    .selectFrom('order_tracking')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(reached?.position ?? 0);
}

/**
 * An operator replaces a reached step's text with their note (433 when not reached), in the
 * caller's transaction. Returns the text it replaced, for the audit entry.
 */
export async function correctTrackingStep(
  trx: Trx,
  input: { id: number; position: number; text: string },
  lang: Language,
): Promise<string> {
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
  return before?.text ?? '';
}
