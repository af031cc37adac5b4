import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { countRows, describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { cancelOrder } from '../../use-cases/cancel-order.ts';
import { creditScoreListener } from '../../use-cases/listeners/credit-score.ts';
import { listeners } from '../../use-cases/listeners/index.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { settleOrder } from '../../use-cases/settle-order.ts';
import { EventDispatcher, type EventListener, eventsAfter } from '../events/service.ts';

describeApi('credit score: the operator’s rules, the moves, the history', (api) => {
  let operator: { token: string; id: number };
  let dispatcher: EventDispatcher;
  let products = 0;

  /** A merchant with a listed cup, and a way to place buyers' orders of it. */
  async function merchantShop() {
    const shop = await shopWithOneCup(api(), `SK-CR-${++products}`);
    const placeOrder = async () =>
      (
        await inTransaction(api().database, (trx) =>
          placeBuyerOrder(trx, {
            shopUserId: shop.merchant.user.id,
            showcaseItemId: shop.itemId,
            quantity: 1,
            buyer: { name: 'Ana', phone: '+84 90 000 0000', address: '1 Market St' },
            lang: 'en',
            source: 'storefront',
            paymentReference: 'sandbox-1',
          }),
        )
      ).id;
    return { ...shop, token: shop.merchant.token, userId: shop.merchant.user.id, placeOrder };
  }

  /** An order walked to settlement: the job's own use case settles it (its event: order.settled). */
  async function settled(orderId: number) {
    await api()
      .database.db.updateTable('orders')
      .set({ status: 'pending_settlement' })
      .where('id', '=', orderId)
      .execute();
    await inTransaction(api().database, (trx) => settleOrder(trx, orderId, Date.now()));
  }

  /** The 72 h job's cancellation of an order left unpaid. */
  const cancelledUnpaid = (orderId: number) =>
    inTransaction(api().database, (trx) =>
      cancelOrder(trx, orderId, { type: 'system' }, 'unpaid_timeout', Date.now()),
    );

  const history = async (token: string, input: Record<string, unknown> = {}) =>
    api().call(calls.shopCredit, input, { token });
  const score = async (token: string) => (await history(token)).data.score as number;

  /**
   * Runs the dispatcher until the score reads `expected`: on PostgreSQL an event is delivered
   * once no older transaction is running anywhere, and other tests run beside these.
   */
  const deliveredUntil = (token: string, expected: number) =>
    expect
      .poll(
        async () => {
          await dispatcher.runOnce();
          return score(token);
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(expected);

  const setRule = (input: Record<string, unknown>, token = operator.token) =>
    api().call(calls.consoleCreditRuleUpdate, input, { token });

  beforeAll(async () => {
    operator = await signInOperator(api());
    const errors: object[] = [];
    dispatcher = new EventDispatcher(
      { config: api().config, database: api().database, live: api().live },
      [creditScoreListener as EventListener],
      { error: (details) => errors.push(details) },
    );
    await dispatcher.runOnce(); // places the listener at the latest event, as a new server would
  });

  it('is one of the listeners the server runs', () => {
    expect(listeners.map((listener) => listener.name)).toContain('credit-score');
  });

  it('lists the rules with their defaults: completed +1 on, unpaid cancelled −5 on, operator cancelled −2 off', async () => {
    const res = await api().call(calls.consoleCreditRuleList, {}, { token: operator.token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ min: 0, max: 100 });
    expect(
      res.data.items.map((r: { trigger: string; points: number; enabled: boolean }) => [
        r.trigger,
        r.points,
        r.enabled,
      ]),
    ).toEqual([
      ['order_completed', 1, true],
      ['order_unpaid_cancelled', -5, true],
      ['order_operator_cancelled', -2, false],
    ]);
  });

  it('moves the score by the rules, each move once even when its event is handled twice, and shows each cause', async () => {
    const shop = await merchantShop();
    expect(await score(shop.token)).toBe(100);

    const unpaid = await shop.placeOrder();
    await cancelledUnpaid(unpaid);
    await deliveredUntil(shop.token, 95);

    const done = await shop.placeOrder();
    await settled(done);
    await deliveredUntil(shop.token, 96);

    // The same events handed over again (a server that died before moving its position).
    const events = (await eventsAfter(api().database.db, 0, 100_000)).filter(
      (event) =>
        event.userId === shop.userId && (event.type === 'order.settled' || event.type === 'order.cancelled'),
    );
    expect(events).toHaveLength(2);
    const ctx = { config: api().config, database: api().database, live: api().live };
    for (const event of events) {
      await creditScoreListener.handle(ctx, event as Parameters<typeof creditScoreListener.handle>[1]);
    }
    await dispatcher.runOnce();

    const res = await history(shop.token);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ score: 96, min: 0, max: 100, nextCursor: null });
    const orderNo = async (id: number) =>
      (
        await api()
          .database.db.selectFrom('orders')
          .select('order_no')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).order_no;
    expect(res.data.items).toEqual([
      expect.objectContaining({
        rule: 'order_completed',
        rulePoints: 1,
        points: 1,
        scoreAfter: 96,
        order: { id: done, orderNo: await orderNo(done) },
      }),
      expect.objectContaining({
        rule: 'order_unpaid_cancelled',
        rulePoints: -5,
        points: -5,
        scoreAfter: 95,
        order: { id: unpaid, orderNo: await orderNo(unpaid) },
      }),
    ]);
    // The profile says the same score.
    expect((await api().call(calls.shopInfo, {}, { token: shop.token })).data.credit).toBe(96);
  });

  it('keeps the score within 0–100: a completed order at 100 is recorded with no change', async () => {
    const shop = await merchantShop();
    const order = await shop.placeOrder();
    await settled(order);
    await expect
      .poll(
        async () => {
          await dispatcher.runOnce();
          return (await history(shop.token)).data.items.length;
        },
        { timeout: 10_000, interval: 20 },
      )
      .toBe(1);
    const res = await history(shop.token);
    expect(res.data.score).toBe(100);
    expect(res.data.items[0]).toMatchObject({
      rule: 'order_completed',
      rulePoints: 1,
      points: 0,
      scoreAfter: 100,
    });
  });

  it('moves nothing by a rule the operator turned off, and an order cancelled for want of stock moves nothing', async () => {
    const shop = await merchantShop();
    const off = await setRule({ trigger: 'order_unpaid_cancelled', enabled: false });
    expect(off.code).toBe(200);
    expect(off.data).toMatchObject({
      trigger: 'order_unpaid_cancelled',
      points: -5,
      enabled: false,
      updatedBy: { id: operator.id },
    });
    try {
      const moves = await countRows(api().database, 'credit_moves');
      await cancelledUnpaid(await shop.placeOrder());
      const stock = await shop.placeOrder();
      await inTransaction(api().database, (trx) =>
        cancelOrder(trx, stock, { type: 'system' }, 'out_of_stock', Date.now()),
      );
      // The operator-cancelled rule is off by default too.
      const byOperator = await shop.placeOrder();
      await inTransaction(api().database, (trx) =>
        cancelOrder(trx, byOperator, { type: 'operator', id: operator.id }, 'operator', Date.now()),
      );
      // Every event delivered (the listener's position past the last), and nothing moved.
      const last = await api()
        .database.db.selectFrom('events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      await expect
        .poll(
          async () => {
            await dispatcher.runOnce();
            const position = await api()
              .database.db.selectFrom('event_listeners')
              .select('last_event_id')
              .where('name', '=', creditScoreListener.name)
              .executeTakeFirstOrThrow();
            return Number(position.last_event_id) >= Number(last.id);
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBe(true);
      expect(await countRows(api().database, 'credit_moves')).toBe(moves);
      expect(await score(shop.token)).toBe(100);
      expect((await history(shop.token)).data.items).toEqual([]);
    } finally {
      await setRule({ trigger: 'order_unpaid_cancelled', enabled: true });
    }
  });

  it('applies a rule’s new points to what happens next, and audits the change with before and after', async () => {
    const shop = await merchantShop();
    expect((await setRule({ trigger: 'order_unpaid_cancelled', points: -30 })).code).toBe(200);
    try {
      await cancelledUnpaid(await shop.placeOrder());
      await deliveredUntil(shop.token, 70);
    } finally {
      await setRule({ trigger: 'order_unpaid_cancelled', points: -5 });
    }
    const audit = await api().call(
      calls.consoleAuditList,
      { action: 'credit_rule.update', limit: 10 },
      { token: operator.token },
    );
    expect(audit.code).toBe(200);
    expect(audit.data.items).toContainEqual(
      expect.objectContaining({
        action: 'credit_rule.update',
        actor: { id: operator.id, username: expect.any(String) },
        detail: { trigger: 'order_unpaid_cancelled', points: '-5 → -30', enabled: 'true' },
      }),
    );
  });

  it('refuses a rule change out of range, of an unknown trigger, or by a merchant, changing nothing', async () => {
    const shop = await merchantShop();
    const before = await api().call(calls.consoleCreditRuleList, {}, { token: operator.token });
    const audits = await countRows(api().database, 'audit_log');
    expect((await setRule({ trigger: 'order_completed', points: 101 })).code).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    expect((await setRule({ trigger: 'order_completed', points: 1.5 })).code).toBe(
      ErrorCode.INVALID_PARAMETER,
    );
    expect((await setRule({ trigger: 'order_paid', points: 1 })).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await setRule({ points: 1 })).code).toBe(ErrorCode.PARAMETER_MISSING);
    expect((await setRule({ trigger: 'order_completed', points: 5 }, shop.token)).code).toBe(
      ErrorCode.INSUFFICIENT_PERMISSIONS,
    );
    expect((await api().call(calls.consoleCreditRuleList, {}, { token: shop.token })).code).toBe(
      ErrorCode.INSUFFICIENT_PERMISSIONS,
    );
    expect(await api().call(calls.consoleCreditRuleList, {}, { token: operator.token })).toEqual(before);
    expect(await countRows(api().database, 'audit_log')).toBe(audits);
  });

  it('writes nothing, neither the rule nor the audit log, for a change that changes nothing', async () => {
    const before = await api().call(calls.consoleCreditRuleList, {}, { token: operator.token });
    const completed = before.data.items.find(
      (rule: { trigger: string }) => rule.trigger === 'order_completed',
    );
    const audits = await countRows(api().database, 'audit_log');
    for (const input of [
      { trigger: 'order_completed' },
      { trigger: 'order_completed', points: completed.points, enabled: completed.enabled },
    ]) {
      const res = await setRule(input);
      expect(res).toMatchObject({ code: 200, data: completed });
    }
    expect(await api().call(calls.consoleCreditRuleList, {}, { token: operator.token })).toEqual(before);
    expect(await countRows(api().database, 'audit_log')).toBe(audits);
  });

  it('pages the history newest first, shows a merchant only their own moves, and refuses a cursor it never gave', async () => {
    const shop = await merchantShop();
    for (let i = 0; i < 3; i++) await cancelledUnpaid(await shop.placeOrder());
    await deliveredUntil(shop.token, 85);
    const first = await history(shop.token, { limit: 2 });
    expect(first.data.items.map((m: { scoreAfter: number }) => m.scoreAfter)).toEqual([85, 90]);
    expect(first.data.nextCursor).toEqual(expect.any(String));
    const second = await history(shop.token, { limit: 2, cursor: first.data.nextCursor });
    expect(second.data.items.map((m: { scoreAfter: number }) => m.scoreAfter)).toEqual([95]);
    expect(second.data.nextCursor).toBeNull();

    const stranger = await merchantShop();
    expect((await history(stranger.token)).data).toMatchObject({ score: 100, items: [] });
    expect((await history(shop.token, { cursor: 'abc' })).code).toBe(ErrorCode.INVALID_PARAMETER);
    expect((await history(shop.token, { limit: 101 })).code).toBe(ErrorCode.INVALID_PARAMETER);
  });
});
