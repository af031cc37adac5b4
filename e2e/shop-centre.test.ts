import path from 'node:path';
import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { inTransaction, openDatabase } from '../apps/server/src/db/index.ts';
import { placeBuyerOrder } from '../apps/server/src/use-cases/place-buyer-order.ts';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { signedInMerchant } from './lib/session.ts';

/**
 * The store centre on a phone: a new merchant is shown the first steps; a merchant with an
 * order to pay finds it under "Needs you" and opens the orders waiting for payment; the
 * banners turn; and nothing on the page moves while it loads (layout shift measured by the
 * browser itself, docs/quality.md).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (value: string) => resolveTerms(value, (await loadGlossary('en')).terms, 'en');

async function api(token: string, route: string, body: unknown) {
  const res = await fetch(`${inject('baseUrl')}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  }).then((r) => r.json());
  if (res.code !== 200) throw new Error(`${route}: ${JSON.stringify(res)}`);
  return res.data;
}

/** A buyer's order for the merchant's first listed item, written as the storefront would. */
async function orderFor(token: string) {
  const [goods] = (await api(token, '/v1/goods/list', { limit: 1 })).items;
  await api(token, '/v1/showcase/add', { items: [{ goodsId: goods.id, price: goods.suggestedPrice }] });
  const [item] = (await api(token, '/v1/showcase/list', {})).items;
  const me = (
    await fetch(`${inject('baseUrl')}/api/v1/me`, { headers: { authorization: token } }).then((r) => r.json())
  ).data as { id: number };
  const database = openDatabase({ sqliteFile: path.join(inject('dataDir'), 'shopkeeper.sqlite') });
  try {
    await inTransaction(database, (trx) =>
      placeBuyerOrder(trx, {
        shopUserId: me.id,
        showcaseItemId: item.id,
        quantity: 1,
        buyer: { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St' },
        lang: 'en',
        source: 'storefront',
        paymentReference: 'e2e-centre',
      }),
    );
  } finally {
    await database.destroy();
  }
}

/** Records every layout shift not caused by input, from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);

describe('the store centre on a phone', () => {
  it('shows a new merchant the first steps and the banners, without moving while it loads', async () => {
    const phone = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await phone.newPage();
    await signedInMerchant(page);
    await watchLayoutShifts(page);
    await page.goto('/shopCenter');
    const steps = page.getByTestId('getting-started');
    await steps.waitFor();
    expect(await steps.textContent()).toContain('0 of 4 done');
    expect(await steps.textContent()).toContain(await text(en.shopCenter.start.pinSet));
    // Nothing waits yet: the first steps stand alone.
    expect(await page.getByTestId('needs-you').count()).toBe(0);
    // The demo's banners for English, the first leading into the app.
    const banner = page
      .getByTestId('banners')
      .getByRole('link', { name: 'Put your goods first: buy an ad' })
      .first();
    await banner.waitFor();
    expect(await banner.getAttribute('href')).toBe('/promotion');
    await page.waitForTimeout(1500); // pictures and fonts settle
    const shifts = await layoutShift(page);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
    // The measure is live: a block pushed in above the page is seen moving it.
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '120px';
      document.querySelector('main')?.prepend(block);
    });
    await expect.poll(async () => (await layoutShift(page)).length).toBeGreaterThan(shifts.length);
    await phone.close();
  });

  it('lists an order to pay under “Needs you”; tapping it opens the orders waiting for payment', async () => {
    const phone = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await phone.newPage();
    const { token } = await signedInMerchant(page);
    await orderFor(token);
    await page.goto('/shopCenter');
    const row = page.getByTestId('needs-ordersToPay');
    await row.waitFor();
    expect(await row.textContent()).toContain(en.shopCenter.needs.ordersToPay);
    expect(await row.textContent()).toContain('1');
    // Listing goods ticked its first step.
    expect(await page.getByTestId('start-goodsAdded').getAttribute('data-done')).toBe('true');
    await row.tap();
    await page.waitForURL(/\/orderList\?status=pending_payment$/);
    await page.getByTestId('card-pay-by').first().waitFor();
    await phone.close();
  });
});
