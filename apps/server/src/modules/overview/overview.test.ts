import { calls } from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { addChannel, newTxHash, submitTopUp } from '../../test/money-requests.ts';
import { signInOperator } from '../../test/operator.ts';
import { insertCharge, shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { DEMO_PIN, fundMerchant, readyToWithdraw, submitIdentity } from '../../test/wallet-fixtures.ts';
import { orderTimes } from '../../use-cases/order-times.ts';
import { placeBuyerOrder } from '../../use-cases/place-buyer-order.ts';
import { setStorefrontClosed } from '../shops/service.ts';

const HOUR = 3_600_000;
const buyer = { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St' };

let products = 0;

describeApi('store centre and console dashboard', (api) => {
  let operator: string;
  let channelId: number;
  beforeAll(async () => {
    operator = (await signInOperator(api())).token;
    channelId = await addChannel(api(), operator);
  });

  const storeInfo = async (token: string) => {
    const res = await api().call(calls.storeInfo, {}, { token });
    expect(res.code).toBe(200);
    return res.data;
  };

  /** A merchant listing one cup, with buyers' orders placed at the given times. */
  async function shopWithOrders(...createdAt: number[]) {
    const shop = await shopWithOneCup(api(), `SK-OV-${products++}`);
    const userId = shop.merchant.user.id;
    for (const now of createdAt) await order(api(), userId, shop.itemId, now);
    return { ...shop, token: shop.merchant.token, userId };
  }

  it('shows a new merchant their shop, nothing waiting and every first step still to do', async () => {
    const m = await api().merchant();
    const data = await storeInfo(m.token);
    expect(data.shop).toMatchObject({
      name: m.user.shop!.name,
      slug: m.user.shop!.slug,
      curLevel: 'standard',
      credit: 100,
      stars: null,
      visitors: 0,
      balance: '0.00',
      frozen: '0.00',
      listedCount: 0,
      goodsLimit: 20,
      closedSince: null,
    });
    expect(data.needsYou).toEqual({
      ordersToPay: { count: 0, pastWarning: 0, pastClosing: 0, firstCancelAt: null },
      topUpsInReview: 0,
      withdrawalsInReview: 0,
      identityRejected: null,
      storefrontClosed: null,
    });
    expect(data.gettingStarted).toEqual({
      pinSet: false,
      identityVerified: false,
      goodsAdded: false,
      storefrontShared: false,
    });
  });

  it('ticks each first step from what the merchant did: a PIN, a verified identity, goods, a visitor', async () => {
    const shop = await shopWithOrders();
    expect((await storeInfo(shop.token)).gettingStarted).toEqual({
      pinSet: false,
      identityVerified: false,
      goodsAdded: true,
      storefrontShared: false,
    });
    await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token: shop.token });
    await api().raw({ method: 'GET', url: `/s/${shop.slug}`, remoteAddress: '10.9.0.1' });
    const after = await storeInfo(shop.token);
    expect(after.gettingStarted).toMatchObject({ pinSet: true, goodsAdded: true, storefrontShared: true });
    expect(after.shop.visitors).toBe(1);
    // A verified identity ticks its step (readyToWithdraw verifies one).
    const verified = await readyToWithdraw(api(), operator, '0.00');
    expect((await storeInfo(verified.token)).gettingStarted).toMatchObject({
      pinSet: true,
      identityVerified: true,
    });
    // An order alone also says the storefront reached a buyer.
    const ordered = await shopWithOrders(Date.now());
    expect((await storeInfo(ordered.token)).gettingStarted.storefrontShared).toBe(true);
  });

  it('counts orders to pay with those past 24 h and 48 h and the first 72 h deadline; never another merchant’s', async () => {
    const t = await orderTimes(api().database.db, api().config.demoSpeed);
    const now = Date.now();
    const oldest = now - t.unpaidCloseShop - HOUR;
    const shop = await shopWithOrders(oldest, now - t.unpaidWarn - HOUR, now - HOUR, now);
    const other = await shopWithOrders(now - t.unpaidCloseShop - 2 * HOUR, now);
    const data = await storeInfo(shop.token);
    expect(data.needsYou.ordersToPay).toEqual({
      count: 4,
      pastWarning: 2,
      pastClosing: 1,
      firstCancelAt: new Date(oldest + t.unpaidCancel).toISOString(),
    });
    expect((await storeInfo(other.token)).needsYou.ordersToPay).toMatchObject({ count: 2, pastClosing: 1 });
    // A paid order waits no more.
    await fundMerchant(api(), shop.token, operator, '20.00');
    await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token: shop.token });
    const listed = await api().call(calls.orderList, { status: 'pending_payment' }, { token: shop.token });
    const newest = listed.data.items[0].id;
    expect(
      (await api().call(calls.orderPay, { orderIds: [newest], payPassword: DEMO_PIN }, { token: shop.token }))
        .code,
    ).toBe(200);
    expect((await storeInfo(shop.token)).needsYou.ordersToPay.count).toBe(3);
  });

  it('counts top-ups and withdrawals in review, a rejected identity with its reason, and a closed storefront', async () => {
    const m = await readyToWithdraw(api(), operator, '50.00');
    const stranger = await readyToWithdraw(api(), operator, '50.00');
    for (const who of [m, m, stranger]) {
      const res = await submitTopUp(api(), who.token, { channelId, amount: '12.00', txHash: newTxHash() });
      expect(res.code).toBe(200);
    }
    const withdrawn = await api().call(
      calls.withdrawAdd,
      { amount: '10.00', accountId: m.accountId, payPassword: DEMO_PIN },
      { token: m.token },
    );
    expect(withdrawn.code).toBe(200);
    const data = await storeInfo(m.token);
    expect(data.needsYou).toMatchObject({
      topUpsInReview: 2,
      withdrawalsInReview: 1,
      identityRejected: null,
    });
    expect(data.shop).toMatchObject({ balance: '40.00', frozen: '10.00' });
    // The count opens the merchant's top-ups filtered to those in review (one approved is left out).
    const inReview = await api().call(calls.topUpList, { status: 'pending' }, { token: m.token });
    expect(inReview.data.items.map((t: { status: string }) => t.status)).toEqual(['pending', 'pending']);
    expect((await api().call(calls.topUpList, {}, { token: m.token })).data.items).toHaveLength(3);
    expect((await storeInfo(stranger.token)).needsYou).toMatchObject({
      topUpsInReview: 1,
      withdrawalsInReview: 0,
    });

    const rejected = await api().merchant();
    await submitIdentity(api(), rejected.token, { realName: 'Li Wei', idNo: 'G12345678' });
    const queue = await api().call(
      calls.consoleIdentityList,
      { status: 'in_review', limit: 100 },
      { token: operator },
    );
    const submission = queue.data.items.find((i: { userId: number }) => i.userId === rejected.user.id);
    await api().call(
      calls.consoleIdentityReject,
      { id: submission.id, reason: 'Photo is blurred' },
      { token: operator },
    );
    const closedAt = Date.now() - 1000;
    await setStorefrontClosed(api().database.db, rejected.user.id, closedAt);
    expect((await storeInfo(rejected.token)).needsYou).toMatchObject({
      identityRejected: { reason: 'Photo is blurred' },
      storefrontClosed: { reason: 'unpaidOrders', since: new Date(closedAt).toISOString() },
    });
    expect((await storeInfo(m.token)).needsYou).toMatchObject({
      identityRejected: null,
      storefrontClosed: null,
    });
  });

  it('is the merchant’s only: an operator is refused', async () => {
    expect((await api().call(calls.storeInfo, {}, { token: operator })).code).toBe(409);
  });

  it('gives the console each queue’s pending count, as its section lists them', async () => {
    const dashboard = async () => {
      const res = await api().call(calls.consoleDashboard, {}, { token: operator });
      expect(res.code).toBe(200);
      return res.data;
    };
    const before = await dashboard();
    const m = await readyToWithdraw(api(), operator, '50.00');
    await submitTopUp(api(), m.token, { channelId, amount: '12.00', txHash: newTxHash() });
    await api().call(
      calls.withdrawAdd,
      { amount: '10.00', accountId: m.accountId, payPassword: DEMO_PIN },
      { token: m.token },
    );
    await submitIdentity(api(), (await api().merchant()).token, { realName: 'Tran An', idNo: 'V0001' });
    await insertCharge(api(), {
      reference: `ov-${Date.now()}`,
      shop_user_id: m.user.id,
      state: 'refund_failed',
    });
    const shop = await shopWithOrders(Date.now());
    await fundMerchant(api(), shop.token, operator, '120.00');
    await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token: shop.token });
    const [unpaid] = (await api().call(calls.orderList, {}, { token: shop.token })).data.items;
    await api().call(calls.orderPay, { orderIds: [unpaid.id], payPassword: DEMO_PIN }, { token: shop.token });
    // The merchant tier's deposit (100.00 by default) is held while the request waits.
    const upgrade = await api().call(
      calls.shopUpgrade,
      { code: 'merchant', payPassword: DEMO_PIN },
      { token: shop.token },
    );
    expect(upgrade.code).toBe(200);
    // A merchant writes to customer service and sends feedback: both wait for an answer.
    await api().call(calls.chatSend, { clientId: `dash-${Date.now()}`, text: 'Hello?' }, { token: m.token });
    await api().call(calls.homeFeedback, { content: 'The app is great' }, { token: m.token });
    expect(await dashboard()).toEqual({
      topUps: before.topUps + 1,
      withdrawals: before.withdrawals + 1,
      identity: before.identity + 1,
      tierUpgrades: before.tierUpgrades + 1,
      storefrontPayments: before.storefrontPayments + 1,
      ordersToShip: before.ordersToShip + 1,
      chatsWaiting: before.chatsWaiting + 1,
      feedbackToAnswer: before.feedbackToAnswer + 1,
    });
    expect((await api().call(calls.consoleDashboard, {}, { token: m.token })).code).toBe(409);
  });
});

async function order(api: TestApi, shopUserId: number, showcaseItemId: number, now: number) {
  await inTransaction(api.database, (trx) =>
    placeBuyerOrder(trx, {
      shopUserId,
      showcaseItemId,
      quantity: 1,
      buyer,
      lang: 'en',
      source: 'storefront',
      paymentReference: 'sandbox-1',
      now,
    }),
  );
}
