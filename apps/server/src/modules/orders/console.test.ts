import { type AuditEntry, calls, ErrorCode, LANGUAGES } from '@shopkeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { insertGoods, insertGoodsType } from '../catalogue/service.ts';
import { chargeOrderCost, creditTopUp } from '../wallet/service.ts';
import { moveOrder } from './transitions.ts';

type Operator = Awaited<ReturnType<typeof signInOperator>>;

const TABLES = [
  'orders',
  'order_events',
  'order_tracking',
  'logistics_steps',
  'logistics_step_texts',
  'ledger_transactions',
  'audit_log',
] as const;

/** A step's text in every language, marked so each is told apart. */
const allTexts = (base: string) => LANGUAGES.map((lang) => ({ lang, text: `${base} ${lang}` }));

describeApi('the console fulfilment and logistics configuration', (api) => {
  let operator: Operator;
  let other: Operator;
  let merchant: Awaited<ReturnType<ReturnType<typeof api>['merchant']>>;
  let itemId: number;

  const call = (
    def: Parameters<ReturnType<typeof api>['call']>[0],
    input: Record<string, unknown>,
    as: { token: string } = operator,
  ) => api().call(def, input, { token: as.token, lang: 'en' });

  const snapshot = () => Promise.all(TABLES.map((table) => countRows(api().database, table)));

  /** The call's answer, and that it wrote nothing. */
  async function refused(
    def: Parameters<typeof call>[0],
    input: Record<string, unknown>,
    as: { token: string } = operator,
  ) {
    const before = await snapshot();
    const res = await call(def, input, as);
    expect(await snapshot(), JSON.stringify(res)).toEqual(before);
    return res;
  }

  async function lastAudit(): Promise<AuditEntry> {
    const res = await call(calls.consoleAuditList, { limit: 1 });
    return res.data.items[0];
  }

  let payments = 0;
  /** A buyer's order of the merchant's item (cost 3.00 × quantity), pending payment. */
  const newOrder = (quantity = 2) =>
    inTransaction(api().database, (trx) =>
      placeBuyerOrder(trx, {
        shopUserId: merchant.user.id,
        showcaseItemId: itemId,
        quantity,
        buyer: { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St' },
        lang: 'fr',
        source: 'storefront',
        paymentReference: `sandbox-${++payments}`,
      }),
    );

  /** The merchant pays the order's cost: pending shipment. */
  const pay = (orderId: number) =>
    inTransaction(api().database, async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .select(['cost_cents', 'order_no'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const memo = order.order_no;
      const input = { userId: merchant.user.id, amountCents: order.cost_cents, memo };
      await creditTopUp(trx, { ...input, topUpId: orderId });
      const { transactionId } = await chargeOrderCost(trx, { ...input, orderId });
      await moveOrder(
        trx,
        { id: orderId, status: 'pending_payment' },
        'pay',
        { type: 'merchant' },
        Date.now(),
        {
          paid_at: Date.now(),
          pay_transaction_id: transactionId,
        },
      );
    });

  const paidOrder = async () => {
    const created = await newOrder();
    await pay(created.id);
    return created;
  };

  const availableCents = async () => {
    const row = await api()
      .database.db.selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('user_id', '=', merchant.user.id)
      .where('kind', '=', 'available')
      .executeTakeFirstOrThrow();
    return Number(row.balance_cents);
  };

  const refundsOf = async (orderId: number) =>
    api()
      .database.db.selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'order_refund')
      .where('cause_type', '=', 'order')
      .where('cause_id', '=', orderId)
      .execute();

  beforeAll(async () => {
    operator = await signInOperator(api());
    other = await signInOperator(api());
    merchant = await api().merchant();
    const goodsId = await inTransaction(api().database, async (trx) => {
      const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Lamps' } });
      return insertGoods(trx, {
        typeId,
        costCents: 300,
        suggestedPriceCents: 590,
        images: ['goods_image/l.webp'],
        productNo: 'SK-FUL-1',
        stockStatus: 'in_stock',
        texts: { en: { name: 'Lamp', description: '' } },
      });
    });
    const added = await api().call(
      calls.showcaseAdd,
      { items: [{ goodsId, price: '7.50' }] },
      { token: merchant.token },
    );
    expect(added.code).toBe(200);
    const listed = await api().call(calls.showcaseList, { limit: 10 }, { token: merchant.token });
    itemId = (listed.data as { items: { id: number }[] }).items[0]!.id;
  });

  describe('orders', () => {
    it('lists orders by state and by search (order number, merchant username), keyset pages', async () => {
      const a = await newOrder();
      const b = await paidOrder();
      const pending = await call(calls.consoleOrderList, { status: 'pending_payment', limit: 100 });
      expect(pending.code).toBe(200);
      const ids = pending.data.items.map((o: { id: number }) => o.id);
      expect(ids).toContain(a.id);
      expect(ids).not.toContain(b.id);
      const row = pending.data.items.find((o: { id: number }) => o.id === a.id);
      expect(row).toMatchObject({
        orderNo: a.orderNo,
        status: 'pending_payment',
        user: { id: merchant.user.id, username: merchant.username },
        goodsName: 'Lamp',
        quantity: 2,
        amount: '15.00',
        purchaseCost: '6.00',
        buyerName: 'Ana Buyer',
      });
      const byNo = await call(calls.consoleOrderList, { search: b.orderNo.slice(2).toLowerCase() });
      expect(byNo.data.items.map((o: { id: number }) => o.id)).toEqual([b.id]);
      const byName = await call(calls.consoleOrderList, {
        search: merchant.username.toUpperCase(),
        limit: 100,
      });
      expect(byName.data.items.map((o: { id: number }) => o.id)).toEqual(
        expect.arrayContaining([a.id, b.id]),
      );
      const first = await call(calls.consoleOrderList, { search: merchant.username, limit: 1 });
      expect(first.data.items).toHaveLength(1);
      expect(first.data.nextCursor).not.toBeNull();
      const second = await call(calls.consoleOrderList, {
        search: merchant.username,
        limit: 1,
        cursor: first.data.nextCursor,
      });
      expect(second.data.items[0].id).toBeLessThan(first.data.items[0].id);
    });

    it('refuses a merchant’s token on every console call, writing nothing', async () => {
      const { id } = await paidOrder();
      for (const [def, input] of [
        [calls.consoleOrderList, {}],
        [calls.consoleOrderDetail, { id }],
        [calls.consoleOrderShip, { id }],
        [calls.consoleOrderAdvance, { id }],
        [calls.consoleOrderCorrect, { id, position: 1, text: 'x' }],
        [calls.consoleOrderCancel, { id, reason: 'x' }],
        [calls.consoleOrderRefundRetry, { id }],
        [calls.consoleLogisticsList, {}],
        [calls.consoleLogisticsAdd, { items: [{ position: 19, afterMinutes: 1, texts: allTexts('x') }] }],
        [calls.consoleLogisticsUpdate, { id: 1, position: 1, afterMinutes: 1, texts: allTexts('x') }],
        [calls.consoleLogisticsDelete, { id: 1 }],
      ] as const) {
        const res = await refused(def, input, merchant);
        expect([401, 403].includes(res.status) || res.code !== 200, def.path).toBe(true);
        expect(res.code, def.path).not.toBe(200);
      }
    });

    it('ships a paid order with carrier and tracking number, audited; 203 unless pending shipment; 404 unknown', async () => {
      const unpaid = await newOrder();
      expect((await refused(calls.consoleOrderShip, { id: unpaid.id })).code).toBe(
        ErrorCode.INVALID_OPERATION,
      );
      expect((await refused(calls.consoleOrderShip, { id: 99_999_999 })).code).toBe(ErrorCode.NOT_FOUND);
      const { id, orderNo } = await paidOrder();
      const res = await call(calls.consoleOrderShip, { id, carrier: 'Sandbox Post', trackingNo: 'SP-1' });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data).toMatchObject({
        status: 'shipped',
        carrier: 'Sandbox Post',
        trackingNo: 'SP-1',
        paid: true,
      });
      expect(res.data.tracking).toMatchObject([{ position: 1, corrected: false }]);
      expect(res.data.tracking[0].text).toBe('Packed at the warehouse and waiting for the carrier');
      expect(res.data.events.at(-1)).toMatchObject({
        move: 'ship',
        actor: 'operator',
        actorName: operator.username,
      });
      expect(await lastAudit()).toMatchObject({
        action: 'order.ship',
        actor: { id: operator.id },
        target: { type: 'order', id },
        user: { id: merchant.user.id },
        detail: { orderNo, carrier: 'Sandbox Post', trackingNo: 'SP-1' },
      });
      expect((await refused(calls.consoleOrderShip, { id })).code).toBe(ErrorCode.INVALID_OPERATION);
    });

    it('advances a shipped parcel step by step (own text or the configured one), the last step delivers it', async () => {
      const { id } = await paidOrder();
      expect((await refused(calls.consoleOrderAdvance, { id })).code).toBe(ErrorCode.INVALID_OPERATION);
      await call(calls.consoleOrderShip, { id });
      const own = await call(calls.consoleOrderAdvance, { id, text: 'Left the depot early' });
      expect(own.code, JSON.stringify(own)).toBe(200);
      expect(own.data.tracking.at(-1)).toMatchObject({
        position: 2,
        text: 'Left the depot early',
        corrected: true,
      });
      expect(await lastAudit()).toMatchObject({
        action: 'order.advance',
        detail: { position: '2', text: 'Left the depot early' },
      });
      let res = own;
      while (res.data.status === 'shipped') res = await call(calls.consoleOrderAdvance, { id });
      expect(res.data.status).toBe('pending_acceptance');
      expect(res.data.tracking).toHaveLength(res.data.configuredSteps);
      expect(res.data.tracking.at(-1)).toMatchObject({ text: 'Delivered', corrected: false });
      expect((await refused(calls.consoleOrderAdvance, { id })).code).toBe(ErrorCode.INVALID_OPERATION);
    });

    it('corrects a reached step’s text with the operator’s note; 433 a step not reached', async () => {
      const { id } = await paidOrder();
      await call(calls.consoleOrderShip, { id });
      expect((await refused(calls.consoleOrderCorrect, { id, position: 2, text: 'x' })).code).toBe(
        ErrorCode.LOGISTICS_MISSING,
      );
      expect(
        (await refused(calls.consoleOrderCorrect, { id: 99_999_999, position: 1, text: 'x' })).code,
      ).toBe(ErrorCode.NOT_FOUND);
      const res = await call(calls.consoleOrderCorrect, {
        id,
        position: 1,
        text: 'Packed twice, held for a check',
      });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data.tracking).toMatchObject([
        { position: 1, text: 'Packed twice, held for a check', corrected: true },
      ]);
      expect(await lastAudit()).toMatchObject({
        action: 'order.correct',
        detail: {
          position: '1',
          text: 'Packed at the warehouse and waiting for the carrier → Packed twice, held for a check',
        },
      });
    });

    it('cancels an unpaid order with no refund, and a paid one refunding its cost exactly once, audited with the reason', async () => {
      const unpaid = await newOrder();
      const cancelledUnpaid = await call(calls.consoleOrderCancel, { id: unpaid.id, reason: 'Buyer asked' });
      expect(cancelledUnpaid.data).toMatchObject({
        status: 'cancelled',
        cancelReason: 'operator',
        refunded: null,
      });
      expect(await refundsOf(unpaid.id)).toHaveLength(0);

      const paid = await paidOrder();
      const before = await availableCents();
      const res = await call(calls.consoleOrderCancel, { id: paid.id, reason: 'Out of stock' });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data).toMatchObject({
        status: 'cancelled',
        refunded: '6.00',
        cancelNote: 'Out of stock',
        buyerRefund: 'pending',
        buyerRefundTries: 0,
      });
      expect(await availableCents()).toBe(before + 600);
      expect(await lastAudit()).toMatchObject({
        action: 'order.cancel',
        reason: 'Out of stock',
        user: { id: merchant.user.id },
        detail: { orderNo: paid.orderNo, refunded: '6.00' },
      });
      // The merchant reads the operator's words and where the buyer's refund is.
      const seen = await api().call(calls.orderDetail, { orderId: paid.id }, { token: merchant.token });
      expect(seen.data).toMatchObject({
        status: 'cancelled',
        cancelReason: 'operator',
        cancelNote: 'Out of stock',
        refunded: '6.00',
        buyerRefund: 'pending',
      });
      // Only a failed refund can be tried again.
      expect((await refused(calls.consoleOrderRefundRetry, { id: paid.id })).code).toBe(
        ErrorCode.INVALID_OPERATION,
      );
      await api()
        .database.db.updateTable('orders')
        .set({ buyer_refund: 'failed' })
        .where('id', '=', paid.id)
        .execute();
      const retried = await call(calls.consoleOrderRefundRetry, { id: paid.id });
      expect(retried.data).toMatchObject({ buyerRefund: 'pending', buyerRefundTries: 0 });
      expect(await lastAudit()).toMatchObject({
        action: 'order.refund_retry',
        detail: { orderNo: paid.orderNo },
      });
      expect((await refused(calls.consoleOrderRefundRetry, { id: 99_999_999 })).code).toBe(
        ErrorCode.NOT_FOUND,
      );
      expect(await refundsOf(paid.id)).toHaveLength(1);
      // Once cancelled, or once shipped: 203, and no second refund.
      expect((await refused(calls.consoleOrderCancel, { id: paid.id, reason: 'again' })).code).toBe(
        ErrorCode.INVALID_OPERATION,
      );
      const shipped = await paidOrder();
      await call(calls.consoleOrderShip, { id: shipped.id });
      expect((await refused(calls.consoleOrderCancel, { id: shipped.id, reason: 'late' })).code).toBe(
        ErrorCode.INVALID_OPERATION,
      );
      expect(await availableCents()).toBe(before + 600);
    });

    it('two operators cancelling one paid order at once: one cancels and refunds, the other is told 203', async () => {
      const { id } = await paidOrder();
      const before = await availableCents();
      const audits = await countRows(api().database, 'audit_log');
      const results = await Promise.all(
        [operator, other].map((who) => call(calls.consoleOrderCancel, { id, reason: 'Duplicate' }, who)),
      );
      expect(results.map((r) => r.code).sort()).toEqual([200, ErrorCode.INVALID_OPERATION].sort());
      expect(await refundsOf(id)).toHaveLength(1);
      expect(await availableCents()).toBe(before + 600);
      expect(await countRows(api().database, 'audit_log')).toBe(audits + 1);
    });

    it('shows one order with buyer, amounts, events; 404 unknown', async () => {
      const { id, orderNo } = await paidOrder();
      const res = await call(calls.consoleOrderDetail, { id });
      expect(res.data).toMatchObject({
        orderNo,
        status: 'pending_shipment',
        buyer: { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St', lang: 'fr' },
        unitPrice: '7.50',
        amount: '15.00',
        purchaseCost: '6.00',
        profit: '9.00',
        goods: { productNo: 'SK-FUL-1' },
        paid: true,
        tracking: [],
        // The test server's config: the sandbox warehouse ships by itself unless turned off.
        sandboxWarehouse: api().config.sandboxWarehouse,
      });
      expect(res.data.events).toMatchObject([{ move: 'pay', actor: 'merchant' }]);
      expect((await call(calls.consoleOrderDetail, { id: 99_999_999 })).code).toBe(ErrorCode.NOT_FOUND);
    });
  });

  describe('logistics configuration', () => {
    it('lists the default steps with all ten texts', async () => {
      const res = await call(calls.consoleLogisticsList, {});
      expect(res.code).toBe(200);
      expect(res.data.items.length).toBeGreaterThanOrEqual(5);
      expect(Object.keys(res.data.items[0].texts).sort()).toEqual([...LANGUAGES].sort());
    });

    it('adds steps all or none: 434 a position twice, 435 a language twice, 403 a language missing, 432 a position taken', async () => {
      const step = (position: number, texts = allTexts(`Step ${position}`)) => ({
        position,
        afterMinutes: 30,
        texts,
      });
      const dup = await refused(calls.consoleLogisticsAdd, { items: [step(11), step(11)] });
      expect(dup.code).toBe(ErrorCode.LOGISTICS_STEP_DUPLICATED);
      expect(dup.data).toMatchObject({ field: 'items.1.position' });
      const twice = await refused(calls.consoleLogisticsAdd, {
        items: [step(11), step(12, [...allTexts('x'), { lang: 'fr', text: 'encore' }])],
      });
      expect(twice.code).toBe(ErrorCode.LOGISTICS_STEP_LANGUAGE_DUPLICATED);
      expect(twice.data).toMatchObject({ field: 'items.1.texts', lang: 'fr' });
      const missing = await refused(calls.consoleLogisticsAdd, {
        items: [
          step(
            11,
            allTexts('x').filter((t) => t.lang !== 'ko'),
          ),
        ],
      });
      expect(missing.code).toBe(ErrorCode.PARAMETER_MISSING);
      expect(missing.data).toMatchObject({ field: 'items.0.texts', lang: 'ko' });
      const taken = await refused(calls.consoleLogisticsAdd, { items: [step(11), step(1)] });
      expect(taken.code).toBe(ErrorCode.LOGISTICS_EXISTS);
      expect(taken.data).toMatchObject({ field: 'items.1.position' });

      const res = await call(calls.consoleLogisticsAdd, { items: [step(11), step(12)] });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data.items).toMatchObject([
        { position: 11, afterMinutes: 30, texts: { en: 'Step 11 en', ja: 'Step 11 ja' } },
        { position: 12 },
      ]);
      expect(await lastAudit()).toMatchObject({
        action: 'logistics.add',
        target: { type: 'logistics_step', id: res.data.items[1].id },
        detail: { position: '12', afterMinutes: '30', text: 'Step 12 en' },
      });
    });

    it('updates a step: 433 unknown, 432 another step’s position, 435 a language twice; audited', async () => {
      const added = await call(calls.consoleLogisticsAdd, {
        items: [{ position: 15, afterMinutes: 10, texts: allTexts('Fifteen') }],
      });
      const id = added.data.items[0].id;
      const fields = { position: 16, afterMinutes: 20, texts: allTexts('Sixteen') };
      expect((await refused(calls.consoleLogisticsUpdate, { id: 99_999_999, ...fields })).code).toBe(
        ErrorCode.LOGISTICS_MISSING,
      );
      expect((await refused(calls.consoleLogisticsUpdate, { id, ...fields, position: 1 })).code).toBe(
        ErrorCode.LOGISTICS_EXISTS,
      );
      expect(
        (
          await refused(calls.consoleLogisticsUpdate, {
            id,
            ...fields,
            texts: [...fields.texts, { lang: 'en', text: 'again' }],
          })
        ).code,
      ).toBe(ErrorCode.LOGISTICS_STEP_LANGUAGE_DUPLICATED);
      const res = await call(calls.consoleLogisticsUpdate, { id, ...fields });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data).toMatchObject({ id, position: 16, afterMinutes: 20, texts: { vi: 'Sixteen vi' } });
      expect(await lastAudit()).toMatchObject({
        action: 'logistics.update',
        detail: { position: '15 → 16', afterMinutes: '10 → 20', text: 'Sixteen en' },
      });
      // The same position as its own: no conflict.
      expect((await call(calls.consoleLogisticsUpdate, { id, ...fields })).code).toBe(200);
    });

    it('deletes a step (433 unknown); a parcel that reached it keeps its text in the buyer’s language', async () => {
      const { id: orderId } = await paidOrder();
      await call(calls.consoleOrderShip, { id: orderId });
      const steps = (await call(calls.consoleLogisticsList, {})).data.items;
      const first = steps[0];
      expect((await refused(calls.consoleLogisticsDelete, { id: 99_999_999 })).code).toBe(
        ErrorCode.LOGISTICS_MISSING,
      );
      const res = await call(calls.consoleLogisticsDelete, { id: first.id });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data.items.map((s: { id: number }) => s.id)).not.toContain(first.id);
      expect(await lastAudit()).toMatchObject({
        action: 'logistics.delete',
        target: { type: 'logistics_step', id: first.id },
        detail: { position: String(first.position), text: first.texts.en },
      });
      const tracking = await api()
        .database.db.selectFrom('order_tracking')
        .select(['note', 'step_id'])
        .where('order_id', '=', orderId)
        .execute();
      expect(tracking).toEqual([{ note: first.texts.fr, step_id: null }]);
      const detail = await call(calls.consoleOrderDetail, { id: orderId });
      expect(detail.data.tracking).toMatchObject([{ position: 1, text: first.texts.fr, corrected: false }]);
    });

    it('ships nothing while no step is configured: 433', async () => {
      const { id } = await paidOrder();
      await api().database.db.deleteFrom('logistics_step_texts').execute();
      await api().database.db.deleteFrom('logistics_steps').execute();
      expect((await refused(calls.consoleOrderShip, { id })).code).toBe(ErrorCode.LOGISTICS_MISSING);
    });
  });
});
