import type { Language, OrderStatus } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { merchantIdsByUsername, usernamesByIds, withUsernames } from '../modules/accounts/service.ts';
import { goodsByIds } from '../modules/catalogue/service.ts';
import {
  type ConsoleOrder,
  consoleOrderParts,
  consoleOrderRows,
  toConsoleOrder,
  toConsoleOrderRow,
  usersNamedIn,
} from '../modules/orders/service.ts';

/**
 * Every merchant's orders in the operator console, newest first, by status, or by a search
 * for an order number or a merchant's username; with the merchants' usernames and the goods'
 * names in the reader's language.
 */
export async function consoleListOrders(
  db: Executor,
  lang: Language,
  query: { cursor?: string; limit?: number; status?: OrderStatus; search?: string },
) {
  const merchantIds = query.search ? await merchantIdsByUsername(db, query.search) : [];
  const page = await consoleOrderRows(db, query, merchantIds);
  const goods = await goodsByIds(db, [...new Set(page.items.map((row) => row.goods_id))], lang);
  const nameOf = new Map(goods.map((g) => [g.id, g.name]));
  const items = await withUsernames(db, page.items, (row, username) =>
    toConsoleOrderRow(row, username, nameOf.get(row.goods_id) ?? ''),
  );
  return { items, nextCursor: page.nextCursor };
}

/** One order as the console shows it (404 when unknown): buyer, moves, the steps reached. */
export async function consoleOrderDetail(db: Executor, id: number, lang: Language): Promise<ConsoleOrder> {
  const parts = await consoleOrderParts(db, id, lang);
  const [[goods], names] = await Promise.all([
    goodsByIds(db, [parts.order.goods_id], lang),
    usernamesByIds(db, usersNamedIn(parts)),
  ]);
  return toConsoleOrder(parts, goods, names);
}
