import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inTransaction, openDatabase } from '../apps/server/src/db/index.ts';
import { moveOrder } from '../apps/server/src/modules/orders/transitions.ts';
import fr from '../apps/web/src/storefront/locales/fr.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { newInviteCodes, PASSWORD, uniqueUsername } from './lib/fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json());
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data as T;
}

/** A fresh merchant with three warehouse goods listed; its shop's slug and the first item. */
async function listedShop() {
  const [inviteCode] = await newInviteCodes(1);
  const signUp = await api<{ token: string; user: { shop: { slug: string; name: string } } }>(
    '/invite_code',
    {
      inviteCode,
      username: uniqueUsername('sf'),
      password: PASSWORD,
    },
  );
  const { token } = signUp;
  const goods = await api<{ items: { id: number; stockStatus: string }[] }>(
    '/v1/goods/list',
    { limit: 30 },
    token,
  );
  const chosen = goods.items.filter((g) => g.stockStatus === 'in_stock').slice(0, 3);
  await api('/v1/showcase/add', { items: chosen.map((g) => ({ goodsId: g.id })) }, token);
  const shown = await api<{ items: { id: number; name: string }[] }>(
    '/v1/showcase/list',
    { limit: 3 },
    token,
  );
  return { token, shop: signUp.user.shop, items: shown.items };
}

/** Walks an order to delivered in the running server's database, as the sandbox carrier would. */
async function deliver(publicRef: string) {
  const database = openDatabase({ sqliteFile: path.join(inject('dataDir'), 'shopkeeper.sqlite') });
  try {
    await inTransaction(database, async (trx) => {
      const { id } = await trx
        .selectFrom('orders')
        .select('id')
        .where('public_ref', '=', publicRef)
        .executeTakeFirstOrThrow();
      const now = Date.now();
      await moveOrder(trx, { id, status: 'pending_payment' }, 'pay', { type: 'merchant' }, now);
      await moveOrder(trx, { id, status: 'pending_shipment' }, 'ship', { type: 'system' }, now);
      await moveOrder(trx, { id, status: 'shipped' }, 'deliver', { type: 'system' }, now);
    });
  } finally {
    await database.destroy();
  }
}

/** Every visible control is at least 44 × 44 px and inside the 375 px screen. */
async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main input, main textarea, main a.sf-card')]
      .map((el) => ({
        text: (el.textContent || el.getAttribute('aria-label') || '').trim(),
        r: el.getBoundingClientRect(),
      }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44 || r.right > 375))
      .map(({ text, r }) => `${text} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  expect(small).toEqual([]);
}

describe('the buyers’ storefront at 375×667', () => {
  it('shows the shop with no script at all: name, Open Graph tags and goods in the HTML', async () => {
    const { shop, items } = await listedShop();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 667 },
    });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/s/${shop.slug}`);
    await page.getByRole('heading', { name: shop.name }).waitFor();
    expect(await page.title()).toBe(shop.name);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(shop.name);
    for (const item of items) await page.getByText(item.name, { exact: true }).waitFor();
    await context.close();
  });

  it('a buyer in French orders from the item page and lands on the order’s status page', async () => {
    const { shop } = await listedShop();
    const context = await phoneContext(browser, 'fr-FR', inject('baseUrl'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/s/${shop.slug}`);
    await page.locator('a.sf-card').first().tap();
    await page.waitForURL(/\/item\//);

    const submit = page.getByRole('button', { name: /Commander et payer/ });
    // Hydrated: the button the server rendered disabled comes alive.
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await expectTouchTargets(page);
    await submit.tap();
    expect(await page.getByText(fr.required).count()).toBe(3);
    // The first field to fix has the focus, and says which message describes it: the ids the
    // browser made agree with the ones the server rendered.
    const name = page.getByLabel(fr.name);
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    const described = await name.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(fr.required);

    await page.getByRole('button', { name: fr.increase }).tap();
    await page.getByLabel(fr.name).fill('Ana Lima');
    await page.getByLabel(fr.phone).fill('+33 6 12 34 56 78');
    await page.getByLabel(fr.address).fill('12 rue des Lilas, Lyon');
    await submit.tap();
    await page.waitForURL(/\/order\//);
    await page.getByRole('heading', { name: fr.orderStatus }).waitFor();
    await page.getByText(fr.status_pending_payment).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    // Delivered: the buyer comes back by the link and confirms receipt.
    await deliver(new URL(page.url()).pathname.split('/').at(-1)!);
    await page.reload();
    const received = page.getByRole('button', { name: fr.confirmReceipt });
    await expect.poll(() => received.isEnabled()).toBe(true);
    await expectTouchTargets(page);
    await received.tap();
    await page.getByRole('status').filter({ hasText: fr.status_pending_settlement }).waitFor();
    expect(await received.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
