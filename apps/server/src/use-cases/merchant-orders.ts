import { fromCents, type Language, type OrderStatus } from '@shopkeeper/contract';
import type { Db, Executor } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import { goodsByIds } from '../modules/catalogue/service.ts';
import {
  lateOrders,
  merchantOrderPage,
  type OrderRow,
  orderMoves,
  ownOrder,
  selectedOrders,
  toMerchantOrder,
} from '../modules/orders/service.ts';
import { storefrontClosed } from '../modules/shops/service.ts';
import { availableBalanceCents } from '../modules/wallet/service.ts';
import { orderTimes } from './order-times.ts';

/**
 * What the merchant reads of their orders where another module has a say: the goods' names
 * (the catalogue), the deadlines (the settings), the balance (the wallet), whether the
 * storefront is closed (shops). Another merchant's order is 404, as if it did not exist.
 */

/** Rows as the merchant reads them: goods in the reader's language, deadlines from the settings. */
async function asMerchantOrders(db: Executor, rows: OrderRow[], lang: Language, demoSpeed: number) {
  const [goods, times] = await Promise.all([
    goodsByIds(db, [...new Set(rows.map((r) => r.goods_id))], lang),
    orderTimes(db, demoSpeed),
  ]);
  const byId = new Map(goods.map((g) => [g.id, g]));
  return rows.map((row) => toMerchantOrder(row, byId.get(row.goods_id), times));
}

/** The merchant's orders, newest first, keyset-paged, by status, with the count per status. */
export async function listOrders(
  db: Db,
  userId: number,
  lang: Language,
  demoSpeed: number,
  query: { cursor?: string; limit?: number; status?: OrderStatus },
) {
  const { items, nextCursor, counts } = await merchantOrderPage(db, userId, query);
  return { items: await asMerchantOrders(db, items, lang, demoSpeed), nextCursor, counts };
}

/** One of the merchant's orders with every move it made, oldest first. */
export async function orderDetail(
  db: Executor,
  userId: number,
  orderId: number,
  lang: Language,
  demoSpeed: number,
) {
  const row = await ownOrder(db, userId, orderId);
  const [[order], events] = await Promise.all([
    asMerchantOrders(db, [row], lang, demoSpeed),
    orderMoves(db, row.id),
  ]);
  return { ...order!, events };
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

/**
 * The store centre's banner: the merchant's orders unpaid past the warning time, the oldest
 * one's deadlines (storefront closed, cancelled), and since when the storefront is closed.
 */
export async function orderWarning(db: Executor, userId: number, demoSpeed: number, now = Date.now()) {
  const times = await orderTimes(db, demoSpeed);
  const [late, closed] = await Promise.all([
    lateOrders(db, userId, times, now),
    storefrontClosed(db, userId),
  ]);
  return { ...late, storefrontClosedSince: closed === null ? null : iso(closed.since) };
}
