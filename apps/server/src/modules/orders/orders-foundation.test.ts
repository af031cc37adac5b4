import { calls, ErrorCode, ORDER_STATUSES, type OrderStatus, schemas } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { everyStateAndMove } from '../../lib/status-machine.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { confirmReceipt } from '../../use-cases/accept-order.ts';
import { buyerOrder } from '../../use-cases/buyer-order.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';
import { setStorefrontClosed } from '../shops/service.ts';
import { allowed, moveOrder, ORDER_MACHINE, TRANSITIONS } from './transitions.ts';

const buyer = { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St' };

/** What the table allows, written out once more by hand: a change to either must be deliberate. */
const EXPECTED: Record<string, OrderStatus> = {
  'pay:pending_payment': 'pending_shipment',
  'ship:pending_shipment': 'shipped',
  'deliver:shipped': 'pending_acceptance',
  'accept:pending_acceptance': 'accepted',
  'hold:accepted': 'pending_settlement',
  'settle:pending_settlement': 'completed',
  'cancel:pending_payment': 'cancelled',
  'cancel:pending_shipment': 'cancelled',
};

it('the transition table allows exactly the moves of docs/states.md, for every state × move', () => {
  for (const move of schemas.ORDER_MOVES) {
    for (const status of ORDER_STATUSES) {
      const key = `${move}:${status}`;
      const byAnyone = schemas.ORDER_ACTORS.some((actor) => allowed(move, status, actor));
      expect(byAnyone, key).toBe(key in EXPECTED);
      if (key in EXPECTED) expect(TRANSITIONS[move].to, key).toBe(EXPECTED[key]);
    }
  }
  expect(allowed('pay', 'pending_payment', 'operator')).toBe(false);
  expect(allowed('accept', 'pending_acceptance', 'merchant')).toBe(false);
  expect(allowed('settle', 'pending_settlement', 'buyer')).toBe(false);
});

describeApi('orders: a buyer’s order and the state machine', (api) => {
  let goodsId: number;
  let outOfStockId: number;

  beforeAll(async () => {
    await inTransaction(api().database, async (trx) => {
      const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Lamps' } });
      const base = { typeId, costCents: 300, suggestedPriceCents: 590, images: ['goods_image/l.webp'] };
      goodsId = await insertGoods(trx, {
        ...base,
        productNo: 'SK-OF-1',
        stockStatus: 'in_stock',
        texts: { en: { name: 'Lamp', description: '' }, fr: { name: 'Lampe', description: '' } },
      });
      outOfStockId = await insertGoods(trx, {
        ...base,
        productNo: 'SK-OF-2',
        stockStatus: 'in_stock',
        texts: { en: { name: 'Gone', description: '' } },
      });
    });
  });

  async function shopWithItems() {
    const merchant = await api().merchant();
    const stock = (stockStatus: 'in_stock' | 'out_of_stock') =>
      api()
        .database.db.updateTable('goods')
        .set({ stock_status: stockStatus })
        .where('id', '=', outOfStockId)
        .execute();
    await stock('in_stock');
    const added = await api().call(
      calls.showcaseAdd,
      { items: [{ goodsId, price: '7.50' }, { goodsId: outOfStockId }] },
      { token: merchant.token },
    );
    expect(added.code).toBe(200);
    // Listed while in stock; the warehouse runs out afterwards.
    await api()
      .database.db.updateTable('goods')
      .set({ stock_status: 'out_of_stock' })
      .where('id', '=', outOfStockId)
      .execute();
    const listed = await api().call(calls.showcaseList, { limit: 10 }, { token: merchant.token });
    const items = (listed.data as { items: { id: number; goodsId: number }[] }).items;
    return {
      userId: merchant.user.id,
      itemId: items.find((i) => i.goodsId === goodsId)!.id,
      outOfStockItemId: items.find((i) => i.goodsId === outOfStockId)!.id,
    };
  }

  const order = (shopUserId: number, showcaseItemId: number, quantity = 2) =>
    inTransaction(api().database, (trx) =>
      placeBuyerOrder(trx, {
        shopUserId,
        showcaseItemId,
        quantity,
        buyer,
        lang: 'fr',
        source: 'storefront',
        paymentReference: 'sandbox-1',
      }),
    );
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('copies the price and cost of the moment, and shows the buyer their order in their language', async () => {
    const shop = await shopWithItems();
    const created = await order(shop.userId, shop.itemId, 3);
    expect(created.orderNo).toMatch(/^SK\d{16}$/);
    expect(created.publicRef).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const seen = await buyerOrder(api().database.db, created.publicRef, 'fr');
    expect(seen).toMatchObject({
      status: 'pending_payment',
      quantity: 3,
      unitPrice: '7.50',
      amount: '22.50',
      goods: { name: 'Lampe' },
      canAccept: false,
      steps: [],
    });
  });

  it('refuses an unlisted, out-of-stock or other shop’s item (404), a quantity out of range (405) and a closed shop (203), writing nothing', async () => {
    const shop = await shopWithItems();
    const other = await shopWithItems();
    const before = await countRows(api().database, 'orders');
    expect((await refusal(order(shop.userId, other.itemId))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await refusal(order(shop.userId, shop.outOfStockItemId))).code).toBe(ErrorCode.NOT_FOUND);
    expect((await refusal(order(shop.userId, shop.itemId, 0))).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await refusal(order(shop.userId, shop.itemId, 100))).code).toBe(ErrorCode.INVALID_PARAMETER);
    await setStorefrontClosed(api().database.db, shop.userId, Date.parse('2026-11-20T08:00:00Z'));
    const closed = await refusal(order(shop.userId, shop.itemId));
    expect(closed.code).toBe(ErrorCode.INVALID_OPERATION);
    expect(closed.options?.data).toEqual({ reason: 'shopClosed', since: '2026-11-20T08:00:00.000Z' });
    expect(await countRows(api().database, 'orders')).toBe(before);
  });

  it('walks every state × move × actor on a real order: the table’s moves are made, every other is 203 and changes nothing', async () => {
    const shop = await shopWithItems();
    const { id } = await order(shop.userId, shop.itemId);
    const db = api().database;
    const statusOf = async () =>
      (await db.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    const cases = everyStateAndMove(ORDER_MACHINE);
    expect(cases).toHaveLength(
      ORDER_STATUSES.length * schemas.ORDER_MOVES.length * schemas.ORDER_ACTORS.length,
    );
    for (const { state, move, actor, allowed: allowedHere } of cases) {
      await db.db.updateTable('orders').set({ status: state }).where('id', '=', id).execute();
      const made = await inTransaction(db, (trx) =>
        moveOrder(trx, { id, status: state }, move, { type: actor }, Date.now()),
      ).then(
        () => true,
        (error: unknown) => {
          expect(error, `${move} from ${state} by ${actor}`).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe(ErrorCode.INVALID_OPERATION);
          return false;
        },
      );
      expect(made, `${move} from ${state} by ${actor}`).toBe(allowedHere);
      expect(await statusOf(), `${move} from ${state} by ${actor}`).toBe(
        allowedHere ? ORDER_MACHINE.moves[move].to : state,
      );
    }
  });

  it('moves only as the table allows, records each move, and of two racing writers exactly one moves it', async () => {
    const shop = await shopWithItems();
    const { id, publicRef } = await order(shop.userId, shop.itemId);
    const db = api().database;
    // Not delivered yet: the buyer cannot confirm receipt.
    expect((await refusal(confirmReceipt(api(), { publicRef, lang: 'en', address: '10.0.0.1' }))).code).toBe(
      ErrorCode.INVALID_OPERATION,
    );
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        inTransaction(db, (trx) =>
          moveOrder(trx, { id, status: 'pending_payment' }, 'cancel', { type: 'system' }, Date.now()),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const events = await db.db.selectFrom('order_events').selectAll().where('order_id', '=', id).execute();
    expect(events).toMatchObject([
      { move: 'cancel', from_status: 'pending_payment', to_status: 'cancelled', actor: 'system' },
    ]);
  });
});
