import { calls, ErrorCode } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { fundMerchant } from '../../test/wallet-fixtures.ts';
import { listeners } from '../../use-cases/listeners/index.ts';
import { notificationsListener } from '../../use-cases/listeners/notifications.ts';
import type { NotifyingEvent } from '../../use-cases/notify-merchant.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { EventDispatcher, type EventListener, eventsAfter } from '../events/service.ts';

/** Event ids no recorded event has: each synthetic event here gets its own. */
let nextEventId = 900_000_000;

describeApi('notifications: made from events, three states, the badge, broadcasts', (api) => {
  let operator: { token: string; id: number };
  let products = 0;
  const ctx = () => ({ config: api().config, database: api().database, live: api().live });

  /** Hands the listener an event the way the dispatcher does; `times` as a restarted server would. */
  async function deliver(event: Omit<NotifyingEvent, 'id' | 'at'> & { id?: number }, times = 2) {
    const recorded = { id: nextEventId++, at: Date.now(), ...event } as NotifyingEvent;
    for (let i = 0; i < times; i++) await notificationsListener.handle(ctx(), recorded);
    return recorded;
  }

  const check = async (token: string) => (await api().call(calls.notifyCheck, {}, { token })).data;
  const list = async (token: string, input: Record<string, unknown> = {}, lang = 'en') =>
    api().call(calls.notifyList, input, { token, lang });

  async function shopWithOrder(): Promise<{
    token: string;
    userId: number;
    orderId: number;
    orderNo: string;
  }> {
    const shop = await shopWithOneCup(api(), `SK-NT-${++products}`);
    const order = await inTransaction(api().database, (trx) =>
      placeBuyerOrder(trx, {
        shopUserId: shop.merchant.user.id,
        showcaseItemId: shop.itemId,
        quantity: 1,
        buyer: { name: 'Ana', phone: '+84 90 000 0000', address: '1 Market St' },
        lang: 'en',
        source: 'storefront',
        paymentReference: 'sandbox-1',
      }),
    );
    const row = await api()
      .database.db.selectFrom('orders')
      .select('order_no')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    return {
      token: shop.merchant.token,
      userId: shop.merchant.user.id,
      orderId: order.id,
      orderNo: row.order_no,
    };
  }

  beforeAll(async () => {
    operator = await signInOperator(api());
  });

  it('is one of the listeners the server runs, from the latest event', () => {
    const found = listeners.find((listener) => listener.name === 'notifications');
    expect(found).toBeDefined();
    expect(found!.startAt).toBe('latest');
  });

  it('makes one notification per event, even delivered twice, each with its parameters and what it opens', async () => {
    const m = await shopWithOrder();
    const userId = m.userId;
    await fundMerchant(api(), m.token, operator.token, '12.50');
    const topUp = await api()
      .database.db.selectFrom('topups')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const order = { orderId: m.orderId };
    const ref = { orderId: m.orderId, orderNo: m.orderNo };
    const orderTarget = { screen: 'order', id: m.orderId };
    const cases: [Omit<NotifyingEvent, 'id' | 'at'>, object][] = [
      [
        {
          type: 'order.placed',
          userId,
          data: { ...order, source: 'storefront', priceCents: 425, costCents: 300 },
        },
        { type: 'order_placed', params: ref, target: orderTarget },
      ],
      [
        { type: 'order.paid', userId, data: { ...order, costCents: 300 } },
        { type: 'order_paid', params: ref },
      ],
      [
        { type: 'order.shipped', userId, data: order },
        { type: 'order_shipped', params: ref },
      ],
      [
        { type: 'order.delivered', userId, data: order },
        { type: 'order_delivered', params: ref },
      ],
      [
        { type: 'order.accepted', userId, data: { ...order, by: 'buyer' } },
        { type: 'order_accepted', params: ref },
      ],
      [
        { type: 'order.settled', userId, data: { ...order, priceCents: 425, costCents: 300 } },
        { type: 'order_settled', params: ref },
      ],
      [
        {
          type: 'order.cancelled',
          userId,
          data: { ...order, refundedCostCents: 300, reason: 'Out of stock' },
        },
        { type: 'order_cancelled', params: { ...ref, reason: 'Out of stock' }, target: orderTarget },
      ],
      [
        { type: 'order.buyer_refunded', userId, data: order },
        { type: 'order_refunded', params: ref },
      ],
      [
        { type: 'order.unpaid_warned', userId, data: order },
        { type: 'order_unpaid', params: ref },
      ],
      [
        { type: 'order.reviewed', userId, data: { ...order, commentId: 5 } },
        { type: 'order_reviewed', params: ref, target: { screen: 'order_reviews', id: m.orderId } },
      ],
      [
        { type: 'topup.approved', userId, data: { topUpId: topUp.id, creditedCents: 1250 } },
        {
          type: 'topup_approved',
          params: { topUpId: topUp.id, amount: '12.50', reason: null },
          target: { screen: 'topup', id: topUp.id },
        },
      ],
      [
        { type: 'topup.rejected', userId, data: { topUpId: topUp.id, reason: 'Blurry proof' } },
        { type: 'topup_rejected', params: { topUpId: topUp.id, amount: '12.50', reason: 'Blurry proof' } },
      ],
      [
        { type: 'withdrawal.approved', userId, data: { withdrawalId: 3, amountCents: 700 } },
        {
          type: 'withdrawal_approved',
          params: { withdrawalId: 3, amount: '7.00', reason: null },
          target: { screen: 'withdrawal', id: 3 },
        },
      ],
      [
        {
          type: 'withdrawal.rejected',
          userId,
          data: { withdrawalId: 4, amountCents: 900, reason: 'Wrong card' },
        },
        { type: 'withdrawal_rejected', params: { withdrawalId: 4, amount: '9.00', reason: 'Wrong card' } },
      ],
      [
        { type: 'identity.verified', userId, data: { submissionId: 1 } },
        { type: 'identity_verified', params: { reason: null }, target: { screen: 'identity', id: null } },
      ],
      [
        { type: 'identity.rejected', userId, data: { submissionId: 2, reason: 'Photo unreadable' } },
        { type: 'identity_rejected', params: { reason: 'Photo unreadable' } },
      ],
      [
        { type: 'tier.upgrade_approved', userId, data: { upgradeId: 1, toTier: 'partner', heldCents: 0 } },
        {
          type: 'tier_approved',
          params: { toTier: 'partner', reason: null },
          target: { screen: 'tiers', id: null },
        },
      ],
      [
        {
          type: 'tier.upgrade_rejected',
          userId,
          data: { upgradeId: 2, toTier: 'agent', heldCents: 0, reason: 'Too few orders' },
        },
        { type: 'tier_rejected', params: { toTier: 'agent', reason: 'Too few orders' } },
      ],
      [
        { type: 'chat.replied', userId, data: { conversationId: 11, seq: 4 } },
        { type: 'chat_reply', params: { conversationId: 11 }, target: { screen: 'service', id: null } },
      ],
      [
        { type: 'feedback.replied', userId, data: { feedbackId: 6 } },
        { type: 'feedback_reply', params: { feedbackId: 6 }, target: { screen: 'feedback', id: 6 } },
      ],
    ];
    for (const [event] of cases) await deliver(event);

    const res = await list(m.token, { limit: 100 });
    expect(res.code).toBe(200);
    expect(res.data.nextCursor).toBeNull();
    // Newest first, one each, all unseen; nothing else (the real events were before the listener ran).
    expect(res.data.items).toEqual(
      cases.map(([, expected]) => expect.objectContaining({ ...expected, state: 'unseen' })).reverse(),
    );
    expect(await check(m.token)).toEqual({ unseen: cases.length, unread: cases.length });
  });

  it('collapses a conversation’s replies into one unread notification, and a new one after it was read', async () => {
    const m = await api().merchant();
    const reply = (conversationId: number, seq: number) =>
      deliver({ type: 'chat.replied', userId: m.user.id, data: { conversationId, seq } });
    await reply(21, 1);
    await reply(21, 2);
    await reply(22, 1);
    const first = await reply(21, 3);
    // The older reply handed over again changes nothing.
    await notificationsListener.handle(ctx(), { ...first, id: first.id - 3 } as NotifyingEvent);
    let items = (await list(m.token)).data.items;
    expect(items.map((n: { params: object }) => n.params)).toEqual([
      { conversationId: 21 },
      { conversationId: 22 },
    ]);
    expect(await check(m.token)).toEqual({ unseen: 2, unread: 2 });

    expect((await api().call(calls.notifyRead, { ids: [items[0].id] }, { token: m.token })).data).toEqual({
      read: 1,
    });
    await reply(21, 4);
    items = (await list(m.token)).data.items;
    expect(items.map((n: { params: object; state: string }) => [n.params, n.state])).toEqual([
      [{ conversationId: 21 }, 'unseen'],
      [{ conversationId: 21 }, 'read'],
      [{ conversationId: 22 }, 'unseen'],
    ]);
  });

  it('pages by keyset, newest first, and refuses a cursor it did not give (405)', async () => {
    const m = await api().merchant();
    for (let i = 1; i <= 5; i++) {
      await deliver({ type: 'feedback.replied', userId: m.user.id, data: { feedbackId: i } }, 1);
    }
    const seen: number[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await list(m.token, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.code).toBe(200);
      sizes.push(page.data.items.length);
      seen.push(...page.data.items.map((n: { params: { feedbackId: number } }) => n.params.feedbackId));
      cursor = page.data.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    const bad = await list(m.token, { cursor: 'abc' });
    expect(bad).toMatchObject({ code: ErrorCode.INVALID_PARAMETER, data: { field: 'cursor' } });
  });

  it('moves unseen → seen when a list is shown, → read one by one or all, and counts each', async () => {
    const m = await api().merchant();
    for (let i = 1; i <= 3; i++) {
      await deliver({ type: 'feedback.replied', userId: m.user.id, data: { feedbackId: i } }, 1);
    }
    expect(await check(m.token)).toEqual({ unseen: 3, unread: 3 });
    // A list not shown (no markSeen) changes nothing.
    await list(m.token);
    expect(await check(m.token)).toEqual({ unseen: 3, unread: 3 });
    // Shown: the answer still says unseen (so the screen highlights them), the badge drops.
    const shown = await list(m.token, { limit: 2, markSeen: true });
    expect(shown.data.items.map((n: { state: string }) => n.state)).toEqual(['unseen', 'unseen']);
    expect(await check(m.token)).toEqual({ unseen: 1, unread: 3 });
    const items = (await list(m.token)).data.items;
    expect(items.map((n: { state: string }) => n.state)).toEqual(['seen', 'seen', 'unseen']);

    // Reading the unseen one also counts it seen.
    const read = await api().call(calls.notifyRead, { ids: [items[2].id, items[2].id] }, { token: m.token });
    expect(read).toMatchObject({ code: 200, data: { read: 1 } });
    expect(await check(m.token)).toEqual({ unseen: 0, unread: 2 });
    // Read again: nothing more to read.
    expect((await api().call(calls.notifyRead, { ids: [items[2].id] }, { token: m.token })).data).toEqual({
      read: 0,
    });

    const all = await api().call(calls.notifyRead, { all: true }, { token: m.token });
    expect(all).toMatchObject({ code: 200, data: { read: 2 } });
    expect(await check(m.token)).toEqual({ unseen: 0, unread: 0 });
    expect((await list(m.token)).data.items.map((n: { state: string }) => n.state)).toEqual([
      'read',
      'read',
      'read',
    ]);
  });

  it('asks for ids or all, not neither nor both (403), changing nothing', async () => {
    const m = await api().merchant();
    await deliver({ type: 'feedback.replied', userId: m.user.id, data: { feedbackId: 1 } }, 1);
    const id = (await list(m.token)).data.items[0].id;
    for (const input of [{}, { ids: [id], all: true }]) {
      const res = await api().call(calls.notifyRead, input, { token: m.token });
      expect(res).toMatchObject({ code: ErrorCode.PARAMETER_MISSING, data: { field: 'ids' } });
      expect(res.msg).not.toBe('');
    }
    expect(await check(m.token)).toEqual({ unseen: 1, unread: 1 });
  });

  it('answers "not found" for another merchant’s notification and leaves it, and theirs is never listed', async () => {
    const owner = await api().merchant();
    const other = await api().merchant();
    await deliver({ type: 'feedback.replied', userId: owner.user.id, data: { feedbackId: 1 } }, 1);
    await deliver({ type: 'feedback.replied', userId: other.user.id, data: { feedbackId: 2 } }, 1);
    const theirs = (await list(owner.token)).data.items[0].id;
    const mine = (await list(other.token)).data.items[0].id;
    const res = await api().call(calls.notifyRead, { ids: [mine, theirs] }, { token: other.token });
    expect(res.code).toBe(ErrorCode.NOT_FOUND);
    expect(await check(owner.token)).toEqual({ unseen: 1, unread: 1 });
    // Nothing changed for the caller either: one transaction, all or nothing.
    expect(await check(other.token)).toEqual({ unseen: 1, unread: 1 });
    expect((await list(other.token)).data.items.map((n: { id: number }) => n.id)).toEqual([mine]);
    // "all" reads only one's own.
    await api().call(calls.notifyRead, { all: true }, { token: other.token });
    expect(await check(owner.token)).toEqual({ unseen: 1, unread: 1 });
  });

  it('broadcasts to one tier only, in each reader’s language or English, once when delivered twice, and counts its reach', async () => {
    const setTier = (userId: number, tier: 'standard' | 'partner') =>
      api().database.db.updateTable('shops').set({ tier }).where('user_id', '=', userId).execute();
    const partnerVi = await api().merchant();
    const partnerFr = await api().merchant();
    const standard = await api().merchant();
    await setTier(partnerVi.user.id, 'partner');
    await setTier(partnerFr.user.id, 'partner');
    await setTier(standard.user.id, 'standard');

    const missing = await api().call(
      calls.consoleNotifyBroadcast,
      { tier: 'partner', texts: { vi: { title: 'Xin chào', body: 'Tin mới' } } },
      { token: operator.token },
    );
    expect(missing).toMatchObject({ code: ErrorCode.PARAMETER_MISSING, data: { field: 'texts.en.title' } });
    expect(
      (await api().call(calls.consoleNotifyBroadcasts, {}, { token: operator.token })).data.items,
    ).toEqual([]);

    const sent = await api().call(
      calls.consoleNotifyBroadcast,
      {
        tier: 'partner',
        texts: {
          en: { title: 'New fees', body: 'From May 1' },
          vi: { title: 'Phí mới', body: 'Từ ngày 1/5' },
        },
      },
      { token: operator.token },
    );
    expect(sent).toMatchObject({ code: 200, data: { tier: 'partner', received: 0, read: 0 } });
    const [event] = (await eventsAfter(api().database.db, 0, 100_000)).filter(
      (e) => e.type === 'notify.broadcast' && e.data.broadcastId === sent.data.id,
    );
    expect(event).toMatchObject({ userId: null, data: { tier: 'partner' } });
    await notificationsListener.handle(ctx(), event as NotifyingEvent);
    await notificationsListener.handle(ctx(), event as NotifyingEvent);

    const vi = (await list(partnerVi.token, {}, 'vi')).data.items;
    expect(vi).toEqual([
      expect.objectContaining({ type: 'broadcast', title: 'Phí mới', body: 'Từ ngày 1/5', state: 'unseen' }),
    ]);
    const fr = (await list(partnerFr.token, {}, 'fr')).data.items;
    expect(fr).toEqual([
      expect.objectContaining({ type: 'broadcast', title: 'New fees', body: 'From May 1' }),
    ]);
    expect((await list(standard.token)).data.items).toEqual([]);

    await api().call(calls.notifyRead, { ids: [vi[0].id] }, { token: partnerVi.token });
    const partners = await api()
      .database.db.selectFrom('shops')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tier', '=', 'partner')
      .executeTakeFirstOrThrow();
    const past = await api().call(calls.consoleNotifyBroadcasts, {}, { token: operator.token });
    expect(past.data.items).toEqual([
      expect.objectContaining({
        id: sent.data.id,
        tier: 'partner',
        received: Number(partners.n),
        read: 1,
        texts: {
          en: { title: 'New fees', body: 'From May 1' },
          vi: { title: 'Phí mới', body: 'Từ ngày 1/5' },
        },
        createdBy: { id: operator.id, username: expect.any(String) },
      }),
    ]);
    // A merchant may not broadcast.
    const refused = await api().call(
      calls.consoleNotifyBroadcast,
      { tier: null, texts: { en: { title: 'x', body: 'y' } } },
      { token: partnerVi.token },
    );
    expect(refused.code).not.toBe(200);
  });

  it('tells the merchant’s open apps over the live bus, after the notification has committed', async () => {
    const dispatcher = new EventDispatcher(ctx(), [notificationsListener as EventListener], {
      error: () => {},
    });
    await dispatcher.runOnce(); // at the latest event, as a new server would start
    const m = await shopWithOrder(); // its order.placed is after the listener's position
    const counts: Promise<number>[] = [];
    const stop = api().live.subscribe({ userId: m.userId }, (signal) => {
      if (signal.type === 'notify') counts.push(countFor(api(), m.userId));
    });
    try {
      await expect
        .poll(
          async () => {
            await dispatcher.runOnce();
            return counts.length;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBeGreaterThan(0);
      // Read from another connection when the signal came: the notification was already there.
      expect(await counts[0]).toBe(1);
      expect((await list(m.token)).data.items).toEqual([
        expect.objectContaining({ type: 'order_placed', params: { orderId: m.orderId, orderNo: m.orderNo } }),
      ]);
    } finally {
      stop();
    }
  });
});

async function countFor(api: TestApi, userId: number): Promise<number> {
  const row = await api.database.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
