import path from 'node:path';
import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { setSetting } from '../apps/server/src/modules/settings/service.ts';
import { createPlatformInviteCodes } from '../apps/server/src/seed/demo.ts';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import sf from '../apps/web/src/storefront/locales/en.json' with { type: 'json' };
import { call } from './lib/api.ts';
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { PASSWORD, uniqueUsername } from './lib/fixtures.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { approvedTopUp } from './lib/wallet.ts';

/**
 * The commerce story, told by a merchant and a buyer on two phones: the merchant prices an item
 * from the warehouse into the showcase; the buyer orders it from the shop's link; the merchant
 * pays the cost with the PIN; the sandbox carrier walks the logistics steps; the buyer
 * confirms receipt and, after the hold, the selling price settles with the profit shown.
 *
 * Its own server, with SHOPKEEPER_DEMO_SPEED at 100000 (an hour is 36 ms, the jobs run every
 * second): shipping, the five logistics steps (61 h) and the 24 h hold pass in a few seconds.
 * The unpaid-order and auto-accept times are set long, so the story's people keep their turns.
 */

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SHOPKEEPER_DEMO_SPEED: '100000' }), launchBrowser()]);
  await withDatabase(async (db) => {
    for (const key of [
      'orderUnpaidWarnHours',
      'orderUnpaidCloseShopHours',
      'orderUnpaidCancelHours',
    ] as const)
      await setSetting(db, key, 1_000_000);
    await setSetting(db, 'orderAutoAcceptHours', 1_000_000);
  });
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>) {
  const database = openDatabase({ sqliteFile: path.join(server.dataDir, 'shopkeeper.sqlite') });
  try {
    return await work(database.db);
  } finally {
    await database.destroy();
  }
}

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  call<T>(server.baseUrl, path, body, token, method);

/** A text as a person reads it: glossary terms resolved, `{{name}}` filled in. */
async function text(value: string, values: Record<string, string> = {}) {
  const resolved = resolveTerms(value, (await loadGlossary('en')).terms, 'en');
  return resolved.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** An amount as both the merchant app and the storefront show it: the platform's US dollars. */
const shown = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100);

/**
 * A new merchant signed up with an invite code, 200.00 in the wallet through a top-up the
 * operator approved, and a PIN; signed in on the page.
 */
async function fundedMerchant(page: Page) {
  const [inviteCode] = await withDatabase((db) => createPlatformInviteCodes(db, 1));
  const signUp = await api<{ token: string; user: { shop: { slug: string; name: string } } }>(
    '/invite_code',
    {
      inviteCode,
      username: uniqueUsername('story'),
      password: PASSWORD,
    },
  );
  const { token } = signUp;
  const operator = server.demoLogins.find((l) => l.username === 'operator')!;
  await approvedTopUp(server.baseUrl, token, '200', operator.password);
  await api('/v1/user/update_pay_password', { payPassword: '135790' }, token);
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return { token, shop: signUp.user.shop };
}

async function tapPin(page: Page, digits: string) {
  const keys = page.locator('.adm-number-keyboard-wrapper').last();
  for (const digit of digits) await keys.getByRole('button', { name: digit, exact: true }).tap();
}

describe('the commerce loop, merchant and buyer on two phones', () => {
  it('listed, ordered, paid, shipped, received and settled with the profit shown', async () => {
    const merchantPhone = await phoneContext(browser, 'en-US', server.baseUrl);
    const merchant = await merchantPhone.newPage();
    const { token, shop } = await fundedMerchant(merchant);

    // 1. From the warehouse into the showcase, priced 5.00 above the cost.
    const goods = await api<{ items: { id: number; name: string; stockStatus: string }[] }>(
      '/v1/goods/list',
      { limit: 30 },
      token,
    );
    const item = goods.items.find((g) => g.stockStatus === 'in_stock')!;
    await merchant.goto('/goodsList/warehouse');
    await merchant
      .getByTestId(`goods-${item.id}`)
      .getByRole('button', { name: await text(en.warehouse.addNamed, { name: item.name }) })
      .tap();
    const sheet = merchant.getByRole('dialog', { name: await text(en.warehouse.sheetTitle) });
    const costCents = cents((await sheet.getByTestId('sheet-cost').textContent())!);
    const priceCents = costCents + 500;
    await sheet.getByRole('textbox', { name: en.pricing.sellingPrice }).fill((priceCents / 100).toFixed(2));
    await expect.poll(() => sheet.getByTestId('sheet-profit').textContent()).toContain('5.00');
    await sheet.getByRole('button', { name: en.warehouse.confirmAdd }).tap();
    await merchant.getByText(await text(en.warehouse.added, { name: item.name })).waitFor();
    await merchant.goto('/goodsList');
    await merchant.getByText(item.name).first().waitFor();
    await merchant.getByText(shown(priceCents)).first().waitFor();
    expect(await merchant.getByTestId('listed-summary').textContent()).toMatch(/^Listed 1 of \d+/);

    // 2. The merchant takes the storefront's link from the store centre; a buyer opens it on
    //    their phone, opens the item, and orders two.
    await merchant.goto('/shopCenter');
    const link = await merchant.getByRole('textbox', { name: en.shopCenter.storefrontLink }).inputValue();
    expect(link).toBe(`${server.baseUrl}/s/${shop.slug}`);
    const buyerPhone = await phoneContext(browser, 'en-US', server.baseUrl);
    const buyer = await buyerPhone.newPage();
    await buyer.goto(link);
    await buyer.getByRole('heading', { name: shop.name }).waitFor();
    await buyer.locator('a.sf-card').filter({ hasText: item.name }).tap();
    await buyer.waitForURL(/\/item\//);
    const submit = buyer.getByRole('button', { name: /Order and pay/ });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await buyer.getByRole('button', { name: sf.increase }).tap();
    await buyer.getByLabel(sf.name).fill('Minh Tran');
    await buyer.getByLabel(sf.phone).fill('+84 90 123 4567');
    await buyer.getByLabel(sf.address).fill('12 Le Loi, District 1, Ho Chi Minh City');
    await expect.poll(() => submit.textContent()).toContain(shown(2 * priceCents));
    await submit.tap();
    await buyer.waitForURL(/\/order\//);
    await buyer.getByRole('heading', { name: sf.orderStatus }).waitFor();
    await buyer.getByText(sf.status_pending_payment).waitFor();

    // 3. The merchant finds it under "pending payment", selects it and pays the cost with the PIN.
    await merchant.goto('/orderList');
    await merchant.getByTestId('order-tab-pending_payment').tap();
    const card = merchant.locator('article').filter({ hasText: item.name });
    await card.getByText(en.orders.status.pending_payment).waitFor();
    expect(await card.getByTestId('card-amount').textContent()).toContain(shown(2 * priceCents));
    expect(await card.getByTestId('card-cost').textContent()).toContain(shown(2 * costCents));
    const detailPath = (await card.getByRole('link', { name: /Open order/ }).getAttribute('href'))!;
    await card.getByRole('checkbox').check();
    await expect.poll(() => merchant.getByTestId('pay-total').textContent()).toContain(shown(2 * costCents));
    await merchant.getByTestId('pay-bar').getByRole('button', { name: en.orders.paySelected }).tap();
    const confirmation = merchant.getByTestId('pay-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.getByTestId('pay-confirmation-total').textContent()).toContain(
      shown(2 * costCents),
    );
    await merchant.getByRole('button', { name: en.orders.confirmContinue }).tap();
    await tapPin(merchant, '135790');
    await merchant
      .getByText(await text(en.orders.paid, { n: '1', amount: shown(2 * costCents) }))
      .first()
      .waitFor();
    // Paid, it has left "pending payment" (the jobs ship it at once at this speed).
    await card.waitFor({ state: 'detached' });

    // 4. The jobs ship it and the carrier walks its steps; the detail shows the timeline.
    await merchant.goto(detailPath);
    const logistics = merchant.getByTestId('order-logistics');
    // The order and its timeline are two reads: a reload between the carrier's last step and
    // the order's move may show one without the other, so both are awaited together.
    const pendingAcceptance = merchant.getByText(en.orders.status.pending_acceptance).first();
    await expect
      .poll(
        async () => {
          await merchant.reload();
          await merchant.getByText(en.orders.logistics).first().waitFor();
          return (
            (await logistics.textContent())?.includes('Delivered') && (await pendingAcceptance.isVisible())
          );
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);
    for (const step of ['Packed at the warehouse', 'Picked up by the carrier', 'Out for delivery'])
      expect(await logistics.textContent()).toContain(step);
    const history = merchant.getByTestId('order-events');
    for (const [move, actor] of [
      [en.orders.moves.pay, en.orders.actors.merchant],
      [en.orders.moves.ship, en.orders.actors.system],
      [en.orders.moves.deliver, en.orders.actors.system],
    ])
      await history.getByText(`${move} · ${actor}`, { exact: true }).waitFor();

    // 5. The buyer confirms receipt; after the hold the selling price is credited with the profit.
    await buyer.reload();
    const received = buyer.getByRole('button', { name: sf.confirmReceipt });
    await expect.poll(() => received.isEnabled()).toBe(true);
    await received.tap();
    await buyer.getByRole('status').filter({ hasText: sf.status_pending_settlement }).waitFor();

    await expect
      .poll(
        async () => {
          await merchant.reload();
          await merchant.getByText(en.orders.logistics).first().waitFor();
          return merchant.getByTestId('order-settled').count();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(1);
    expect(await merchant.getByTestId('order-settled').textContent()).toBe(
      await text(en.orders.settled, { amount: shown(2 * priceCents), profit: shown(2 * 500) }),
    );
    await merchant.getByText(en.orders.status.completed).first().waitFor();
    await buyer.reload();
    await buyer.getByText(sf.status_completed).first().waitFor();

    await merchant.goto('/wallet');
    await expect
      .poll(() => merchant.getByTestId('wallet-balance').textContent())
      .toContain(shown(20_000 - 2 * costCents + 2 * priceCents));

    // 6. The buyer reviews the order on its page: stars, text and a signature drawn with the
    // finger (the mouse here); the merchant replies and signs on the app's screen.
    await buyer.reload();
    await buyer.getByText(sf.reviewHeading).waitFor();
    await buyer.getByLabel(sf.reviewStar.replace('{n}', '5'), { exact: true }).check();
    await buyer.getByLabel(sf.reviewText, { exact: true }).fill('Arrived well packed, thank you!');
    const canvas = buyer.locator('canvas');
    await canvas.scrollIntoViewIfNeeded();
    const sig = (await canvas.boundingBox())!;
    await buyer.mouse.move(sig.x + 20, sig.y + sig.height / 2);
    await buyer.mouse.down();
    for (let step = 1; step <= 10; step++)
      await buyer.mouse.move(sig.x + 20 + step * 20, sig.y + sig.height / 2 + (step % 2 ? 12 : -12));
    await buyer.mouse.up();
    await buyer.getByRole('button', { name: sf.reviewSend }).click();
    await buyer.getByText(sf.reviewThread).waitFor();
    await buyer.getByText('Arrived well packed, thank you!').waitFor();
    expect(await buyer.getByRole('button', { name: sf.reviewSend }).count()).toBe(0);

    await merchant.goto(`/orderComment?orderId=${detailPath.split('/').at(-1)}`);
    const thread = merchant.getByRole('list', { name: en.orderComment.threadLabel });
    await thread.getByText('Arrived well packed, thank you!').waitFor();
    await thread.getByLabel(await text(en.orderComment.stars, { n: '5', max: '5' })).waitFor();
    await thread.getByRole('button', { name: en.orderComment.reply }).tap();
    await merchant.getByLabel(en.orderComment.text).fill('Thank you, come back soon!');
    const pad = merchant.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await merchant.mouse.move(box.x + 20, box.y + box.height / 2);
    await merchant.mouse.down();
    for (let step = 1; step <= 12; step++)
      await merchant.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? 15 : -15));
    await merchant.mouse.up();
    await merchant.getByRole('button', { name: en.orderComment.sendReply }).tap();
    await merchant.getByText(en.orderComment.replied).waitFor();
    await thread.getByText('Thank you, come back soon!').waitFor();
    await expect.poll(() => thread.getByRole('img', { name: en.orderComment.signatureAlt }).count()).toBe(2);

    await merchantPhone.close();
    await buyerPhone.close();
  }, 90_000);
});
