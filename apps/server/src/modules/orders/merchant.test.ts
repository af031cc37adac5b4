import { calls } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi, type TestApi } from '../../test/harness.ts';
import { expectLedgerInvariants } from '../../test/money-invariants.ts';
import { signInOperator } from '../../test/operator.ts';
import { DEMO_PIN, fundMerchant } from '../../test/wallet-fixtures.ts';
import { acceptDeliveredOrder } from '../../use-cases/accept-order.ts';
import { cancelOrder } from '../../use-cases/cancel-order.ts';
import { advanceParcel } from '../../use-cases/deliver-order.ts';
import { orderTimes } from '../../use-cases/order-times.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { settleOrder } from '../../use-cases/settle-order.ts';
import { shipPaidOrder } from '../../use-cases/ship-order.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';
import { setStorefrontClosed } from '../shops/service.ts';

const HOUR = 3_600_000;
const buyer = { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St' };

type Shop = { token: string; userId: number; itemId: number };

describeApi('orders: the merchant’s list, detail, logistics, paying and warning', (api) => {
  let goodsId: number;
  let operatorToken: string;

  beforeAll(async () => {
    operatorToken = (await signInOperator(api())).token;
    goodsId = await inTransaction(api().database, async (trx) => {
      const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Lamps' } });
      return insertGoods(trx, {
        typeId,
        costCents: 300,
        suggestedPriceCents: 590,
        images: ['goods_image/lamp.webp'],
        productNo: 'SK-OM-1',
        stockStatus: 'in_stock',
        texts: { en: { name: 'Lamp', description: '' }, fr: { name: 'Lampe', description: '' } },
      });
    });
  });

  /** A merchant with a PIN, `balance` available and the lamp listed at 7.50. */
  async function shop(balance = '100.00', pin = true): Promise<Shop> {
    const merchant = await api().merchant();
    if (pin) await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token: merchant.token });
    if (balance !== '0.00') await fundMerchant(api(), merchant.token, operatorToken, balance);
    expect(
      (
        await api().call(
          calls.showcaseAdd,
          { items: [{ goodsId, price: '7.50' }] },
          { token: merchant.token },
        )
      ).code,
    ).toBe(200);
    const listed = await api().call(calls.showcaseList, { limit: 10 }, { token: merchant.token });
    return { token: merchant.token, userId: merchant.user.id, itemId: listed.data.items[0].id };
  }

  /** A buyer's order of `quantity` lamps: 7.50 each, costing the merchant 3.00 each. */
  const order = async (s: Shop, quantity = 2, now = Date.now()) =>
    (
      await inTransaction(api().database, (trx) =>
        placeBuyerOrder(trx, {
          shopUserId: s.userId,
          showcaseItemId: s.itemId,
          quantity,
          buyer,
          lang: 'en',
          source: 'storefront',
          paymentReference: 'sandbox-1',
          now,
        }),
      )
    ).id;

  const pay = (s: Shop, orderIds: number[], headers: Record<string, string> = {}, payPassword = DEMO_PIN) =>
    api().call(calls.orderPay, { orderIds, payPassword }, { token: s.token, headers });

  const balance = async (s: Shop) =>
    (await api().call(calls.userWallet, {}, { token: s.token })).data.balance;

  /** What a refusal must leave unchanged: the money's rows, the moves, and every order's status. */
  async function writes(api: TestApi) {
    const tables = ['ledger_transactions', 'ledger_entries', 'order_events', 'idempotency_keys'] as const;
    const counts = await Promise.all(tables.map((t) => countRows(api.database, t)));
    const statuses = await api.database.db
      .selectFrom('orders')
      .select(['id', 'status', 'paid_at', 'pay_transaction_id'])
      .orderBy('id')
      .execute();
    return { counts, statuses };
  }

  const times = () => orderTimes(api().database.db, api().config.demoSpeed);

  it('lists newest first in keyset pages, by status, with counts, goods in the reader’s language and the money of each state', async () => {
    const s = await shop('100.00');
    const created = Date.now() - HOUR;
    const unpaid = await order(s, 1, created);
    const toShip = await order(s, 2);
    const toSettle = await order(s, 3);
    const toCancel = await order(s, 4);
    expect((await pay(s, [toShip, toSettle, toCancel])).code).toBe(200);
    const db = api().database;
    const t = { ...(await times()), demoSpeed: api().config.demoSpeed };
    const now = Date.now();
    // One order walks all the way to completed; another is cancelled after payment.
    await inTransaction(db, async (trx) => {
      await shipPaidOrder(trx, toSettle, { type: 'system' }, t.demoSpeed, now);
      for (let i = 0; i < 4; i++) await advanceParcel(trx, toSettle, { type: 'system' }, t, now);
      await acceptDeliveredOrder(trx, toSettle, { type: 'system' }, t, now);
      await settleOrder(trx, toSettle, now);
      await cancelOrder(trx, toCancel, { type: 'operator' }, 'operator', now);
    });

    const all = await api().call(calls.orderList, { limit: 2 }, { token: s.token, lang: 'fr' });
    expect(all.code).toBe(200);
    expect(all.data.counts).toEqual({
      pending_payment: 1,
      pending_shipment: 1,
      shipped: 0,
      pending_acceptance: 0,
      accepted: 0,
      pending_settlement: 0,
      completed: 1,
      cancelled: 1,
    });
    const rest = await api().call(
      calls.orderList,
      { limit: 2, cursor: all.data.nextCursor },
      { token: s.token, lang: 'fr' },
    );
    expect(rest.data.nextCursor).toBeNull();
    const items = [...all.data.items, ...rest.data.items];
    expect(items.map((o: { id: number }) => o.id)).toEqual([toCancel, toSettle, toShip, unpaid]);
    // By status, a page after a cursor: only that status's older orders.
    const firstUnpaid = await api().call(calls.orderList, { status: 'pending_payment', limit: 1 }, s);
    expect(firstUnpaid.data.items.map((o: { id: number }) => o.id)).toEqual([unpaid]);
    const afterUnpaid = await api().call(
      calls.orderList,
      { status: 'completed', cursor: String(toCancel), limit: 5 },
      s,
    );
    expect(afterUnpaid.data.items.map((o: { id: number }) => o.id)).toEqual([toSettle]);
    const byId = new Map(items.map((o: { id: number; paidAt: string | null }) => [o.id, o]));
    expect(byId.get(unpaid)).toMatchObject({
      status: 'pending_payment',
      unitPrice: '7.50',
      amount: '7.50',
      purchaseCost: '3.00',
      profit: '4.50',
      expectedProfit: null,
      paidAt: null,
      payBy: new Date(created + (await times()).unpaidCancel).toISOString(),
      goods: {
        goodsId,
        showcaseItemId: s.itemId,
        productNo: 'SK-OM-1',
        name: 'Lampe',
        image: 'goods_image/lamp.webp',
      },
      buyer,
    });
    expect(byId.get(toShip)).toMatchObject({
      status: 'pending_shipment',
      expectedProfit: '9.00',
      payBy: null,
    });
    expect(byId.get(toShip)?.paidAt).not.toBeNull();
    expect(byId.get(toSettle)).toMatchObject({
      status: 'completed',
      profit: '13.50',
      expectedProfit: null,
      settlementAmount: '22.50',
      refunded: null,
    });
    expect(byId.get(toCancel)).toMatchObject({
      status: 'cancelled',
      expectedProfit: null,
      settlementAmount: null,
      refunded: '12.00',
      cancelReason: 'operator',
    });

    const cancelled = await api().call(calls.orderList, { status: 'cancelled' }, { token: s.token });
    expect(cancelled.data.items.map((o: { id: number }) => o.id)).toEqual([toCancel]);
    expect(cancelled.data.counts.cancelled).toBe(1);
    // Another merchant sees none of them.
    const stranger = await shop('0.00');
    const theirs = await api().call(calls.orderList, {}, { token: stranger.token });
    expect(theirs.data.items).toEqual([]);
    expect(theirs.data.counts.pending_payment).toBe(0);
    await expectLedgerInvariants(db.db);
  });

  it('shows one order with its moves and its logistics in the reader’s language; another merchant’s is 404', async () => {
    const s = await shop('50.00');
    const id = await order(s);
    expect((await pay(s, [id])).code).toBe(200);
    const t = { ...(await times()), demoSpeed: api().config.demoSpeed };
    const now = Date.now();
    await inTransaction(api().database, async (trx) => {
      await shipPaidOrder(trx, id, { type: 'system' }, t.demoSpeed, now, {
        carrier: 'Sandbox Post',
        trackingNo: 'TRK-1',
      });
      await advanceParcel(trx, id, { type: 'system' }, t, now + 1000);
    });

    const detail = await api().call(calls.orderDetail, { orderId: id }, { token: s.token });
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ id, status: 'shipped', expectedProfit: '9.00' });
    expect(detail.data.events).toMatchObject([
      { move: 'pay', from: 'pending_payment', to: 'pending_shipment', actor: 'merchant' },
      {
        move: 'ship',
        from: 'pending_shipment',
        to: 'shipped',
        actor: 'system',
        time: new Date(now).toISOString(),
      },
    ]);

    const logistics = await api().call(calls.orderLogistics, { orderId: id }, { token: s.token, lang: 'fr' });
    expect(logistics.data).toEqual({
      carrier: 'Sandbox Post',
      trackingNo: 'TRK-1',
      steps: [
        { time: new Date(now).toISOString(), text: 'Colis préparé à l’entrepôt, en attente du transporteur' },
        { time: new Date(now + 1000).toISOString(), text: 'Pris en charge par le transporteur' },
      ],
    });
    // Not shipped yet: no carrier, no steps.
    const unshipped = await order(s);
    expect((await api().call(calls.orderLogistics, { orderId: unshipped }, { token: s.token })).data).toEqual(
      {
        carrier: null,
        trackingNo: null,
        steps: [],
      },
    );

    const stranger = await shop('0.00');
    for (const def of [calls.orderDetail, calls.orderLogistics]) {
      expect((await api().call(def, { orderId: id }, { token: stranger.token })).code).toBe(404);
      expect((await api().call(def, { orderId: 999_999 }, { token: s.token })).code).toBe(404);
    }
  });

  it('tells what paying costs: the named orders pending payment, or all of them; another’s is 404', async () => {
    const s = await shop('20.00');
    const [a, b, c] = [await order(s, 1), await order(s, 2), await order(s, 3)];
    expect((await pay(s, [c])).code).toBe(200);
    const amount = (orderIds?: string, token = s.token) =>
      api().call(calls.orderPayAmount, orderIds === undefined ? {} : { orderIds }, { token });
    expect((await amount(`${a},${b}`)).data).toEqual({ amount: '9.00', orders: 2, balance: '11.00' });
    // A paid one named counts nothing.
    expect((await amount(`${a},${c}`)).data).toEqual({ amount: '3.00', orders: 1, balance: '11.00' });
    expect((await amount()).data).toEqual({ amount: '9.00', orders: 2, balance: '11.00' });

    const stranger = await shop('0.00');
    const strangers = await order(stranger);
    expect((await amount(`${a},${strangers}`)).code).toBe(404);
    expect((await amount(`${a}`, stranger.token)).code).toBe(404);
    expect((await amount(undefined, stranger.token)).data).toEqual({
      amount: '6.00',
      orders: 1,
      balance: '0.00',
    });
  });

  it('pays several orders at once: one ledger transaction each, pending shipment, due to the warehouse now', async () => {
    const s = await shop('30.00');
    const ids = [await order(s, 1), await order(s, 2), await order(s, 3)];
    const before = await countRows(api().database, 'ledger_transactions');
    const started = Date.now();
    const res = await pay(s, ids);
    expect(res).toMatchObject({ code: 200, data: { paid: 3, amount: '18.00', balance: '12.00' } });
    expect(await balance(s)).toBe('12.00');
    expect(await countRows(api().database, 'ledger_transactions')).toBe(before + 3);
    const rows = await api()
      .database.db.selectFrom('orders')
      .select(['id', 'status', 'paid_at', 'due_at', 'pay_transaction_id', 'cost_cents'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      expect(row.status).toBe('pending_shipment');
      expect(Number(row.paid_at)).toBeGreaterThanOrEqual(started);
      expect(row.due_at).toBe(row.paid_at);
      const charge = await api()
        .database.db.selectFrom('ledger_transactions')
        .select(['kind', 'cause_type', 'cause_id'])
        .where('id', '=', row.pay_transaction_id!)
        .executeTakeFirstOrThrow();
      expect(charge).toEqual({ kind: 'order_payment', cause_type: 'order', cause_id: row.id });
    }
    await expectLedgerInvariants(api().database.db);
  });

  it('refuses, writing nothing: another’s order (404), one no longer pending (203), the total above the balance (424), no PIN (445), a wrong PIN (446), a frozen wallet (450)', async () => {
    const s = await shop('10.00');
    const [a, b] = [await order(s, 1), await order(s, 2)];
    const paid = await order(s, 1);
    expect((await pay(s, [paid])).code).toBe(200);
    const stranger = await shop('0.00', false);
    const strangers = await order(stranger);
    const big = await order(s, 3);

    const refusals: [number[], string, number][] = [
      [[a, strangers], DEMO_PIN, 404],
      [[999_999], DEMO_PIN, 404],
      [[a, paid], DEMO_PIN, 203],
      // 3 + 6 + 9 = 18.00 against 7.00: none of them paid, not even the ones that would fit.
      [[a, b, big], DEMO_PIN, 424],
      [[a], '000000', 446],
    ];
    for (const [orderIds, pin, code] of refusals) {
      const before = await writes(api());
      const res = await pay(s, orderIds, { 'idempotency-key': `refused-${code}-${orderIds.length}` }, pin);
      expect(res.code, JSON.stringify(orderIds)).toBe(code);
      expect(await writes(api())).toEqual(before);
    }
    expect(await balance(s)).toBe('7.00');

    const before = await writes(api());
    expect(
      (
        await api().call(
          calls.orderPay,
          { orderIds: [strangers], payPassword: DEMO_PIN },
          { token: stranger.token },
        )
      ).code,
    ).toBe(445);
    expect(await writes(api())).toEqual(before);

    const freeze = await api().call(
      calls.consoleUsersFreezeWallet,
      { userId: s.userId, reason: 'Review' },
      { token: operatorToken },
    );
    expect(freeze.code).toBe(200);
    const frozen = await pay(s, [a]);
    expect(frozen).toMatchObject({ code: 450, data: { reason: 'Review' } });
    expect(await writes(api())).toEqual(before);
    await api().call(calls.consoleUsersUnfreezeWallet, { userId: s.userId }, { token: operatorToken });
    expect((await pay(s, [a])).code).toBe(200);
    expect(await balance(s)).toBe('4.00');
    await expectLedgerInvariants(api().database.db);
  });

  it('charges once when one order is paid twice at once, with the same Idempotency-Key or different ones', async () => {
    for (const keys of [
      ['race-same', 'race-same'],
      ['race-a', 'race-b'],
      [undefined, undefined],
    ]) {
      const s = await shop('10.00');
      const id = await order(s, 1);
      const before = await countRows(api().database, 'ledger_transactions');
      const answers = await Promise.all(
        keys.map((key) => pay(s, [id], key === undefined ? {} : { 'idempotency-key': key })),
      );
      const codes = answers.map((r) => r.code).sort();
      if (keys[0] === keys[1] && keys[0] !== undefined) {
        expect(codes, String(keys)).toEqual([200, 200]);
        expect(answers[1]).toEqual(answers[0]);
      } else {
        expect(codes, String(keys)).toEqual([200, 203]);
      }
      expect(await countRows(api().database, 'ledger_transactions')).toBe(before + 1);
      const charges = await api()
        .database.db.selectFrom('ledger_transactions')
        .select('id')
        .where('cause_type', '=', 'order')
        .where('cause_id', '=', id)
        .execute();
      expect(charges).toHaveLength(1);
      expect(await balance(s)).toBe('7.00');
      const events = await api()
        .database.db.selectFrom('order_events')
        .select('move')
        .where('order_id', '=', id)
        .execute();
      expect(events).toEqual([{ move: 'pay' }]);
    }
    await expectLedgerInvariants(api().database.db);
  });

  it('answers a repeat with the first answer, without another PIN try, whatever PIN it carries', async () => {
    const s = await shop('10.00');
    const id = await order(s, 1);
    const first = await pay(s, [id], { 'idempotency-key': 'pay-lost-answer' });
    expect(first.code).toBe(200);
    const repeat = await pay(s, [id], { 'idempotency-key': 'pay-lost-answer' }, '000000');
    expect(repeat).toEqual(first);
    const tries = await api()
      .database.db.selectFrom('attempts')
      .select('id')
      .where('key', '=', `pin:${s.userId}`)
      .execute();
    expect(tries).toEqual([]);
    expect(await balance(s)).toBe('7.00');
    const other = await pay(s, [id, await order(s, 1)], { 'idempotency-key': 'pay-lost-answer' });
    expect(other.code).toBe(202);
  });

  it('warns of orders unpaid past 24 h: how many, when the oldest closes the storefront and is cancelled, and since when it is closed', async () => {
    const s = await shop('0.00');
    const t = await times();
    const none = await api().call(calls.orderWarning, {}, { token: s.token });
    expect(none.data).toEqual({
      lateOrders: 0,
      closesStorefrontAt: null,
      cancelsAt: null,
      storefrontClosedSince: null,
    });
    const now = Date.now();
    const oldest = now - t.unpaidWarn - 2 * HOUR;
    await order(s, 1, oldest);
    await order(s, 1, now - t.unpaidWarn - HOUR);
    await order(s, 1, now - t.unpaidWarn + HOUR);
    const closedAt = now - 1000;
    await setStorefrontClosed(api().database.db, s.userId, closedAt);
    const late = await api().call(calls.orderWarning, {}, { token: s.token });
    expect(late.data).toEqual({
      lateOrders: 2,
      closesStorefrontAt: new Date(oldest + t.unpaidCloseShop).toISOString(),
      cancelsAt: new Date(oldest + t.unpaidCancel).toISOString(),
      storefrontClosedSince: new Date(closedAt).toISOString(),
    });
    // Another merchant's late orders are not theirs to see.
    const stranger = await shop('0.00');
    expect((await api().call(calls.orderWarning, {}, { token: stranger.token })).data.lateOrders).toBe(0);
  });
});
