import { calls, fromCents, LANGUAGES } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { assertNotCommon } from '../modules/accounts/passwords.ts';
import { countRows, describeApi } from '../test/harness.ts';
import { expectLedgerInvariants } from '../test/money-invariants.ts';
import { type DemoLogin, demoLoginLine, newDemoPassword, parseDemoLogins, seedDemoIfEmpty } from './demo.ts';

describeApi('the demo seed', (api) => {
  let seeded: DemoLogin[] | undefined;
  it('creates the demo logins with passwords generated for this database, which sign in', async () => {
    const logins = await seedDemoIfEmpty(api().database);
    seeded = logins;
    expect(logins?.map((l) => [l.role, l.username])).toEqual([
      ['operator', 'operator'],
      ['merchant', 'merchant'],
    ]);
    for (const login of logins!) {
      expect(login.password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      const res = await api().call(calls.login, { username: login.username, password: login.password });
      expect(res.code, login.username).toBe(200);
      expect(res.data.user.role).toBe(login.role);
    }
    expect(logins![0]!.password).not.toBe(logins![1]!.password);
    // Printed once, as `npm start` prints them, and readable back by the test harnesses.
    expect(parseDemoLogins(`running\n${logins!.map(demoLoginLine).join('\n')}\n`)).toEqual(logins);
  });

  it('publishes a support contact, so a visitor sent to /404 sees how support is reached', async () => {
    const res = await api().call(calls.getSupportContact, {});
    expect(res.code).toBe(200);
    expect(res.data.email).toContain('@');
  });

  it('offers the demo merchant a USDT-TRC20 and a bank-transfer channel to top up through', async () => {
    // Seeded by the first test.
    const { db } = api().database;
    const channels = await db
      .selectFrom('topup_channels')
      .select(['kind', 'disabled_at'])
      .orderBy('id')
      .execute();
    expect(channels).toEqual([
      { kind: 'usdt_trc20', disabled_at: null },
      { kind: 'bank', disabled_at: null },
    ]);
  });

  it('gives the demo merchant a wallet with history: verified identity, two accounts, a PIN, top-ups and withdrawals in every state', async () => {
    // Seeded by the first test; sign the merchant in again to read it as they would.
    const merchant = seeded!.find((l) => l.role === 'merchant')!;
    expect(merchant.pin).toMatch(/^\d{6}$/);
    const { data } = await api().call(calls.login, {
      username: merchant.username,
      password: merchant.password,
    });
    const token = data.token as string;
    expect((await api().call(calls.perInfo, {}, { token })).data).toMatchObject({
      status: 'verified',
      realName: 'Lina Chen',
    });
    const accounts = (await api().call(calls.bankList, {}, { token })).data.items as {
      type: string;
      accountName: string | null;
    }[];
    expect(accounts.map((a) => a.type)).toEqual(['bank_card', 'trx_usdt']);
    expect(accounts[0]!.accountName).toBe('Lina Chen');
    const topUps = (await api().call(calls.topUpList, {}, { token })).data.items as { status: string }[];
    expect(topUps.map((t) => t.status).sort()).toEqual(['approved', 'approved', 'pending', 'rejected']);
    const withdrawals = (await api().call(calls.withdrawList, {}, { token })).data.items as {
      status: string;
    }[];
    expect(withdrawals.map((w) => w.status)).toEqual(['pending', 'rejected', 'approved']);
    // 500 + 200 credited, 100 paid out, 40 returned, 60 frozen awaiting review; then the demo
    // orders (demo-orders.ts): their costs paid, less the one refunded, plus the one settled.
    const orders = await api()
      .database.db.selectFrom('orders')
      .select([
        'cost_cents',
        'amount_cents',
        'pay_transaction_id',
        'refund_transaction_id',
        'settle_transaction_id',
      ])
      .execute();
    const orderCents = orders.reduce(
      (sum, o) =>
        sum -
        (o.pay_transaction_id === null ? 0 : o.cost_cents) +
        (o.refund_transaction_id === null ? 0 : o.cost_cents) +
        (o.settle_transaction_id === null ? 0 : o.amount_cents),
      0,
    );
    expect(orderCents).not.toBe(0);
    // Less the day boost the demo merchant bought (seed/demo-ads.ts).
    const boosts = await api().database.db.selectFrom('ad_boosts').select('price_cents').execute();
    const adCents = boosts.reduce((sum, b) => sum + Number(b.price_cents), 0);
    expect(adCents).toBe(500);
    expect((await api().call(calls.userWallet, {}, { token })).data).toMatchObject({
      balance: fromCents(54_000 + orderCents - adCents),
      frozen: '60.00',
    });
    // The printed PIN is the merchant's: a withdrawal with it goes through.
    const asked = await api().call(
      calls.withdrawAdd,
      {
        amount: '10.00',
        accountId: (accounts[0] as unknown as { id: number }).id,
        payPassword: merchant.pin,
      },
      { token },
    );
    expect(asked.code).toBe(200);
  });

  it('stocks the warehouse: eight types and about 150 goods, each named and described in all ten languages', async () => {
    // Seeded by the first test.
    const merchant = seeded!.find((l) => l.role === 'merchant')!;
    const { data } = await api().call(calls.login, {
      username: merchant.username,
      password: merchant.password,
    });
    const token = data.token as string;
    const types = await api().call(calls.goodsTypeList, {}, { token, lang: 'fr' });
    expect(types.data.items.map((t: { name: string }) => t.name)).toEqual([
      'Cuisine et arts de la table',
      'Linge de maison',
      'Soins et beauté',
      'Accessoires high-tech',
      'Sport et plein air',
      'Jouets et enfants',
      'Papeterie et bureau',
      'Thés et en-cas',
    ]);
    const goods = await countRows(api().database, 'goods');
    expect(goods).toBeGreaterThanOrEqual(140);
    expect(goods).toBeLessThanOrEqual(160);
    expect(await countRows(api().database, 'goods_texts')).toBe(goods * LANGUAGES.length);

    const page = await api().call(calls.goodsList, { limit: 100, sort: 'price_asc' }, { token, lang: 'ja' });
    expect(page.code).toBe(200);
    for (const item of page.data.items) {
      expect(item.productNo).toMatch(/^SK-[A-Z]{3}-\d{3}$/);
      expect(Number(item.suggestedPrice)).toBeGreaterThan(Number(item.cost));
      expect(item.images).toHaveLength(1);
      expect(item.images[0]).toMatch(/^goods_image\/[A-Za-z0-9_-]+\.webp$/);
    }
    const mug = await api().call(calls.goodsList, { keyword: 'マグカップ' }, { token, lang: 'ja' });
    expect(mug.data.items.length).toBeGreaterThan(0);
    expect(mug.data.items[0].name).toMatch(/^炻器マグカップ（.+）$/);
    expect(mug.data.items[0].description).toContain('カラー：');
  });

  it('gives the demo merchant a showcase and orders in every lasting state, with their logistics, the unpaid warning and a balanced ledger', async () => {
    // Seeded by the first test.
    const merchant = seeded!.find((l) => l.role === 'merchant')!;
    const { data } = await api().call(calls.login, {
      username: merchant.username,
      password: merchant.password,
    });
    const token = data.token as string;
    const showcase = await api().call(calls.showcaseList, { limit: 50 }, { token });
    expect(showcase.data.items.length).toBeGreaterThanOrEqual(5);
    const list = await api().call(calls.orderList, { limit: 50 }, { token, lang: 'vi' });
    expect(list.data.counts).toEqual({
      pending_payment: 3,
      pending_shipment: 1,
      shipped: 1,
      pending_acceptance: 1,
      // Acceptance starts the settlement hold at once: no order stays accepted.
      accepted: 0,
      pending_settlement: 1,
      completed: 1,
      cancelled: 2,
    });
    const orders = list.data.items as {
      id: number;
      status: string;
      refunded: string | null;
      goods: { name: string };
    }[];
    expect(orders.every((o) => o.goods.name.length > 0)).toBe(true);
    expect(
      orders
        .filter((o) => o.status === 'cancelled')
        .map((o) => o.refunded !== null)
        .sort(),
    ).toEqual([false, true]);
    const shipped = orders.find((o) => o.status === 'shipped')!;
    const logistics = await api().call(calls.orderLogistics, { orderId: shipped.id }, { token, lang: 'vi' });
    expect(logistics.data.steps).toHaveLength(2);
    expect(logistics.data.steps[1].text).toBe('Đơn vị vận chuyển đã lấy hàng');
    const warning = await api().call(calls.orderWarning, {}, { token });
    expect(warning.data).toMatchObject({ lateOrders: 1, storefrontClosedSince: null });
    // Two banners for each language, leading into the app.
    const banners = await api().call(calls.swipeAdList, {}, { token, lang: 'fr' });
    expect(banners.data.items.map((b: { link: string }) => b.link)).toEqual([
      '/promotion',
      '/goodsList/warehouse',
    ]);
    expect(banners.data.items[0].title).toMatch(/publicité/);
    // The help centre: every article written in every language, none falling back to English.
    for (const lang of LANGUAGES) {
      const help = await api().call(calls.homeQa, {}, { token, lang });
      expect(help.data.items).toHaveLength(8);
      expect(help.data.items.every((a: { language: string }) => a.language === lang)).toBe(true);
    }
    const pin = await api().call(calls.homeQa, { q: 'PIN', category: 'security' }, { token, lang: 'en' });
    expect(pin.data.items.map((a: { title: string }) => a.title)).toEqual(['Your transaction PIN']);
    await expectLedgerInvariants(api().database.db);
  });

  it('leaves a database that has users alone, and prints nothing for it', async () => {
    const users = await countRows(api().database, 'users');
    expect(await seedDemoIfEmpty(api().database)).toBeUndefined();
    expect(await countRows(api().database, 'users')).toBe(users);
  });
});

it('generates a different, readable password each time, never a common one', () => {
  const passwords = new Set(Array.from({ length: 200 }, newDemoPassword));
  expect(passwords.size).toBe(200);
  for (const password of passwords) {
    expect(password).not.toMatch(/[01IOl]/);
    expect(() => assertNotCommon(password)).not.toThrow();
  }
});
