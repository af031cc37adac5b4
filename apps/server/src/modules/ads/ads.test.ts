import { calls, ErrorCode } from '@shopkeeper/contract';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { ledgerViolations } from '../../test/money-invariants.ts';
import { signInOperator } from '../../test/operator.ts';
import { shopWithOneCup } from '../../test/storefront-fixtures.ts';
import { DEMO_PIN, fundMerchant, moneyCounts } from '../../test/wallet-fixtures.ts';
import { boostEffect } from '../../use-cases/list-ads.ts';
import { setStorefrontClosed } from '../shops/service.ts';
import { countShopView, HOUR_MS, runningBoost } from './service.ts';

const texts = (en: string, extra: Record<string, { name: string; description: string }> = {}) => ({
  en: { name: en, description: `${en}: your goods first on the featured page` },
  ...extra,
});

/** The platform's ad revenue balance, in cents. */
async function adRevenue(api: TestApi) {
  const row = await api.database.db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('user_id', '=', 0)
    .where('kind', '=', 'ad_revenue')
    .executeTakeFirstOrThrow();
  return Number(row.balance_cents);
}

const adCounts = async (api: TestApi) => ({
  ...(await moneyCounts(api)),
  boosts: Number(
    (
      await api.database.db
        .selectFrom('ad_boosts')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describeApi('promotions and ads', (api) => {
  let operator: { token: string; id: number };
  let day: number;
  let week: number;
  beforeAll(async () => {
    operator = await signInOperator(api());
    day = (
      await addPackage({
        texts: texts('Day boost', { fr: { name: 'Boost d’un jour', description: 'Vos produits en tête' } }),
        price: '5.00',
        hours: 24,
        sortOrder: 1,
      })
    ).id;
    week = (await addPackage({ texts: texts('Week boost'), price: '25.00', hours: 168, sortOrder: 2 })).id;
  });

  async function addPackage(input: Record<string, unknown>) {
    const res = await api().call(
      calls.consoleAdPackageAdd,
      { active: true, sortOrder: 5, ...input },
      { token: operator.token },
    );
    if (res.code !== 200) throw new Error(JSON.stringify(res));
    return res.data as { id: number };
  }

  /** A merchant with a PIN and `balance` available. */
  async function buyer(balance = '30.00') {
    const m = await api().merchant();
    await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token: m.token });
    if (balance !== '0.00') await fundMerchant(api(), m.token, operator.token, balance);
    return m;
  }
  const pay = (
    token: string,
    packageId: number,
    headers: Record<string, string> = {},
    payPassword = DEMO_PIN,
  ) => api().call(calls.adPay, { packageId, payPassword }, { token, headers });
  const list = (token: string, lang = 'en') => api().call(calls.adList, {}, { token, lang });

  it('lists the packages on sale in the reader’s language, English where one is missing, and the balance', async () => {
    const m = await buyer('12.00');
    const fr = await list(m.token, 'fr');
    expect(fr.data.balance).toBe('12.00');
    expect(fr.data.boosts).toEqual([]);
    const mine = fr.data.items.filter((p: { id: number }) => p.id === day || p.id === week);
    expect(mine).toEqual([
      { id: day, name: 'Boost d’un jour', description: 'Vos produits en tête', price: '5.00', hours: 24 },
      {
        id: week,
        name: 'Week boost',
        description: 'Week boost: your goods first on the featured page',
        price: '25.00',
        hours: 168,
      },
    ]);
  });

  it('pays from available to ad revenue, starts the boost now, and shows it with time left', async () => {
    const m = await buyer('30.00');
    const revenue = await adRevenue(api());
    const before = Date.now();
    const res = await pay(m.token, day);
    expect(res).toMatchObject({ code: 200, data: { balance: '25.00' } });
    const endsAt = Date.parse(res.data.endsAt);
    expect(endsAt).toBeGreaterThanOrEqual(before + 24 * HOUR_MS);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);
    expect(await adRevenue(api())).toBe(revenue + 500);
    expect((await api().call(calls.userWallet, {}, { token: m.token })).data).toMatchObject({
      balance: '25.00',
    });
    const flow = await api().call(calls.userWalletFlow, { type: 'ad_purchase' }, { token: m.token });
    expect(flow.data.items).toEqual([
      expect.objectContaining({
        type: 'ad_purchase',
        status: 'approved',
        amount: '-5.00',
        remark: 'Day boost',
        causeType: 'ad_boost',
        causeId: res.data.id,
      }),
    ]);
    const listed = await list(m.token);
    expect(listed.data.boosts).toEqual([
      expect.objectContaining({
        id: res.data.id,
        packageName: 'Day boost',
        price: '5.00',
        hours: 24,
        endsAt: res.data.endsAt,
        active: true,
      }),
    ]);
    const left = listed.data.boosts[0].secondsLeft;
    expect(left).toBeGreaterThan(24 * 3600 - 60);
    expect(left).toBeLessThanOrEqual(24 * 3600);
    const event = await api()
      .database.db.selectFrom('events')
      .select(['type', 'data'])
      .where('user_id', '=', m.user.id)
      .where('type', '=', 'ad.purchased')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.data)).toMatchObject({ boostId: res.data.id, packageId: day, priceCents: 500 });
    // The console sees it among the running boosts.
    const boosts = await api().call(
      calls.consoleBoostList,
      { userId: m.user.id, state: 'active' },
      { token: operator.token },
    );
    expect(boosts.data.items).toEqual([
      expect.objectContaining({
        id: res.data.id,
        username: m.username,
        shopName: expect.any(String),
        packageName: 'Day boost',
        price: '5.00',
        state: 'active',
      }),
    ]);
    expect(await ledgerViolations(api().database.db)).toEqual({});
  });

  it('answers a repeated Idempotency-Key with the first result and moves nothing again; another body is 202', async () => {
    const m = await buyer('30.00');
    const key = { 'idempotency-key': `ad-${m.username}` };
    const first = await pay(m.token, day, key);
    expect(first.code).toBe(200);
    const counts = await adCounts(api());
    // A repeat is answered before the PIN: even a wrong one spends no try.
    const again = await pay(m.token, day, key, '000000');
    expect(again).toEqual(first);
    expect(await adCounts(api())).toEqual(counts);
    expect((await pay(m.token, week, key)).code).toBe(ErrorCode.OPERATION_BUSY);
    expect((await api().call(calls.userWallet, {}, { token: m.token })).data.balance).toBe('25.00');
  });

  it('refuses, writing nothing: 450 frozen, 404 unknown or inactive, 453 running, 445, 446 with its lockout, 424', async () => {
    const refused = async (token: string, packageId: number, payPassword = DEMO_PIN) => {
      const before = await adCounts(api());
      const res = await pay(token, packageId, {}, payPassword);
      const after = await adCounts(api());
      // A wrong PIN's try is recorded in the attempts table only.
      expect(after).toEqual(before);
      return res;
    };
    const m = await buyer('30.00');
    await api().call(
      calls.consoleUsersFreezeWallet,
      { userId: m.user.id, reason: 'Chargeback' },
      { token: operator.token },
    );
    expect(await refused(m.token, day)).toMatchObject({
      code: ErrorCode.WALLET_FROZEN,
      data: { reason: 'Chargeback' },
    });
    await api().call(calls.consoleUsersUnfreezeWallet, { userId: m.user.id }, { token: operator.token });

    expect(await refused(m.token, 99_999_999)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const retired = await addPackage({ texts: texts('Retired'), price: '1.00', hours: 1, active: false });
    expect(await refused(m.token, retired.id)).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await list(m.token)).data.items.map((p: { id: number }) => p.id)).not.toContain(retired.id);

    const noPin = await api().merchant();
    expect(await refused(noPin.token, day)).toMatchObject({ code: ErrorCode.PAY_PASSWORD_NOT_SET });

    expect(await refused(m.token, day, '000000')).toMatchObject({
      code: ErrorCode.PAY_PASSWORD_WRONG,
      data: { attemptsLeft: 4 },
    });

    const poor = await buyer('24.99');
    expect(await refused(poor.token, week)).toMatchObject({ code: ErrorCode.INSUFFICIENT_BALANCE });
    expect((await api().call(calls.userWallet, {}, { token: poor.token })).data.balance).toBe('24.99');

    expect((await pay(m.token, day)).code).toBe(200);
    // One boost at a time, of any package (decision 028).
    expect(await refused(m.token, day)).toMatchObject({ code: ErrorCode.ACTIVITY_ADDED });
    expect(await refused(m.token, week)).toMatchObject({ code: ErrorCode.ACTIVITY_ADDED });
  });

  it('refuses a shop whose storefront is closed (203 shopClosed), taking no money for a boost that cannot show', async () => {
    const m = await buyer('30.00');
    await setStorefrontClosed(api().database.db, m.user.id, Date.parse('2026-03-01T08:00:00Z'));
    const before = await adCounts(api());
    expect(await pay(m.token, day)).toMatchObject({
      code: ErrorCode.INVALID_OPERATION,
      data: { reason: 'shopClosed', since: '2026-03-01T08:00:00.000Z' },
    });
    expect(await adCounts(api())).toEqual(before);
    expect((await api().call(calls.userWallet, {}, { token: m.token })).data.balance).toBe('30.00');
    // Reopened (the late orders paid), it buys as any shop does.
    await setStorefrontClosed(api().database.db, m.user.id, null);
    expect((await pay(m.token, day)).code).toBe(200);
  });

  it('refuses a price other than the one the merchant confirmed (203 amountChanged, the price now), paying nothing', async () => {
    const m = await buyer('30.00');
    const pkg = (await addPackage({ texts: texts('Repriced boost'), price: '6.00', hours: 2 })).id;
    const changed = await api().call(
      calls.consoleAdPackageUpdate,
      { id: pkg, texts: texts('Repriced boost'), price: '7.50', hours: 2, active: true, sortOrder: 5 },
      { token: operator.token },
    );
    expect(changed.code).toBe(200);
    const before = await adCounts(api());
    const stale = await api().call(
      calls.adPay,
      { packageId: pkg, payPassword: DEMO_PIN, price: '6.00' },
      { token: m.token },
    );
    expect(stale).toMatchObject({
      code: ErrorCode.INVALID_OPERATION,
      data: { reason: 'amountChanged', amount: '7.50' },
    });
    expect(await adCounts(api())).toEqual(before);
    const fresh = await api().call(
      calls.adPay,
      { packageId: pkg, payPassword: DEMO_PIN, price: '7.50' },
      { token: m.token },
    );
    expect(fresh).toMatchObject({ code: 200, data: { balance: '22.50' } });
  });

  it('locks the PIN after five wrong tries, as withdrawals do', async () => {
    const m = await buyer('30.00');
    for (let i = 0; i < 4; i++)
      expect((await pay(m.token, day, {}, '000000')).code).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    const fifth = await pay(m.token, day, {}, '000000');
    expect(fifth).toMatchObject({ code: ErrorCode.PAY_PASSWORD_WRONG, data: { attemptsLeft: 0 } });
    expect(fifth.data.lockedUntil).not.toBeNull();
    // Locked: even the right PIN is refused, and nothing moves.
    expect(await pay(m.token, day)).toMatchObject({
      code: ErrorCode.PAY_PASSWORD_WRONG,
      data: { attemptsLeft: 0 },
    });
    expect((await api().call(calls.userWallet, {}, { token: m.token })).data.balance).toBe('30.00');
  });

  it('lets two purchases at once make one boost and one payment', async () => {
    const m = await buyer('30.00');
    const answers = await Promise.all([pay(m.token, day), pay(m.token, week)]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, ErrorCode.ACTIVITY_ADDED].sort());
    const boosts = await api()
      .database.db.selectFrom('ad_boosts')
      .selectAll()
      .where('user_id', '=', m.user.id)
      .execute();
    expect(boosts).toHaveLength(1);
    expect(await ledgerViolations(api().database.db)).toEqual({});
  });

  it('shows what a boost brought: views and orders during it against the same hours before, counted apart', async () => {
    const shop = await shopWithOneCup(api(), `AD-${Date.now()}`);
    const { token } = shop.merchant;
    await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token });
    await fundMerchant(api(), token, operator.token, '10.00');
    const userId = shop.merchant.user.id;
    // Two views two hours ago, one an hour ago, none three hours ago (outside a 2-hour window).
    const now = Date.now();
    await countShopView(api().database.db, userId, now - 2 * HOUR_MS);
    await countShopView(api().database.db, userId, now - 2 * HOUR_MS);
    await countShopView(api().database.db, userId, now - HOUR_MS);
    await countShopView(api().database.db, userId, now - 5 * HOUR_MS);
    const paid = await pay(token, day);
    expect(paid.code).toBe(200);
    // Three storefront visits (pages) and two orders during the boost.
    for (const ip of ['10.40.0.1', '10.40.0.2']) {
      await api().call(calls.storefrontShop, { slug: shop.slug }, { ip });
    }
    await api().call(calls.storefrontItem, { slug: shop.slug, itemId: shop.itemId }, { ip: '10.40.0.3' });
    const buyerInput = {
      slug: shop.slug,
      itemId: shop.itemId,
      quantity: 1,
      name: 'Ana',
      phone: '+1 555 0100',
      address: '1 Main St',
    };
    expect((await api().call(calls.storefrontOrderCreate, buyerInput, { ip: '10.40.0.4' })).code).toBe(200);
    expect((await api().call(calls.storefrontOrderCreate, buyerInput, { ip: '10.40.0.5' })).code).toBe(200);
    // And one order placed an hour before the boost (its time moved back).
    const third = await api().call(calls.storefrontOrderCreate, buyerInput, { ip: '10.40.0.6' });
    await api()
      .database.db.updateTable('orders')
      .set({ created_at: now - HOUR_MS })
      .where('public_ref', '=', third.data.publicRef)
      .execute();

    const boost = (await list(token)).data.boosts[0];
    const start = Math.floor(Date.parse(boost.startsAt) / HOUR_MS);
    const hours = Math.floor(Date.now() / HOUR_MS) - start + 1;
    const viewsBefore = [now - 2 * HOUR_MS, now - 2 * HOUR_MS, now - HOUR_MS, now - 5 * HOUR_MS].filter(
      (t) => Math.floor(t / HOUR_MS) >= start - hours && Math.floor(t / HOUR_MS) < start,
    ).length;
    expect(boost.effect).toMatchObject({ hours, views: { during: 3, before: viewsBefore } });
    // Orders by their own time: the two placed since the boost began, none before it in a
    // window as short as the boost so far (the one an hour earlier is outside it).
    expect(boost.effect.orders).toEqual({ during: 2, before: 0 });

    // Two hours in, the window before reaches back two hours: counted independently from the
    // orders table by placed time, the earlier order is there, and never among the boost's own.
    const row = (await runningBoost(api().database.db, userId, Date.now()))!;
    const twoHoursIn = row.starts_at + 2 * HOUR_MS;
    const placed = (
      await api()
        .database.db.selectFrom('orders')
        .select('created_at')
        .where('user_id', '=', userId)
        .execute()
    ).map((o) => Number(o.created_at));
    const inWindow = (from: number, to: number) => placed.filter((t) => t >= from && t < to).length;
    const later = await boostEffect(api().database.db, row, twoHoursIn);
    expect(later.orders).toEqual({
      during: inWindow(row.starts_at, twoHoursIn),
      before: inWindow(row.starts_at - 2 * HOUR_MS, row.starts_at),
    });
    expect(later.orders).toEqual({ during: 2, before: 1 });

    // Once ended, the effect covers every hour it touched: a 24-hour boost started mid-hour touches 25.
    const ended = await boostEffect(api().database.db, row, row.ends_at + 10 * HOUR_MS);
    expect(ended.hours).toBe(row.starts_at % HOUR_MS === 0 ? 24 : 25);
    expect(ended.views.during).toBe(3);
  });

  it('lets the operator add and change packages, audited; English is required', async () => {
    const missing = await api().call(
      calls.consoleAdPackageAdd,
      {
        texts: { fr: { name: 'Boost', description: '' } },
        price: '3.00',
        hours: 3,
        active: true,
        sortOrder: 1,
      },
      { token: operator.token },
    );
    expect(missing).toMatchObject({ code: ErrorCode.PARAMETER_MISSING, data: { field: 'texts.en.name' } });
    const bad = await api().call(
      calls.consoleAdPackageAdd,
      { texts: texts('Zero'), price: '0', hours: 3, active: true, sortOrder: 1 },
      { token: operator.token },
    );
    expect(bad.code).toBe(ErrorCode.INVALID_PARAMETER);
    const audit = await api().call(calls.consoleAuditList, {}, { token: operator.token });
    const added = await addPackage({ texts: texts('Three hours'), price: '3.00', hours: 3 });
    const changed = await api().call(
      calls.consoleAdPackageUpdate,
      {
        id: added.id,
        texts: texts('Three hours', { ja: { name: '3時間ブースト', description: '' } }),
        price: '3.50',
        hours: 3,
        active: false,
        sortOrder: 9,
      },
      { token: operator.token },
    );
    expect(changed.data).toMatchObject({
      id: added.id,
      price: '3.50',
      active: false,
      sortOrder: 9,
      boostCount: 0,
    });
    expect(changed.data.texts.ja).toEqual({ name: '3時間ブースト', description: '' });
    const unknown = await api().call(
      calls.consoleAdPackageUpdate,
      { id: 99_999_999, texts: texts('x'), price: '1.00', hours: 1, active: true, sortOrder: 1 },
      { token: operator.token },
    );
    expect(unknown.code).toBe(ErrorCode.NOT_FOUND);
    const after = await api().call(calls.consoleAuditList, {}, { token: operator.token });
    const newest = after.data.items.slice(0, after.data.items.length - audit.data.items.length);
    expect(newest.map((e: { action: string }) => e.action)).toEqual(['ad_package.update', 'ad_package.add']);
    expect(newest[0]).toMatchObject({
      target: { type: 'ad_package', id: added.id },
      detail: { price: '3.50', active: 'false' },
    });
    const all = await api().call(calls.consoleAdPackageList, {}, { token: operator.token });
    expect(all.data.items.find((p: { id: number }) => p.id === added.id)).toEqual(changed.data);
    // A merchant cannot reach the console's calls.
    const m = await api().merchant();
    expect((await api().call(calls.consoleAdPackageList, {}, { token: m.token })).code).not.toBe(200);
  });
});
