import fs from 'node:fs';
import path from 'node:path';
import { EARLY_READS_GLOBAL, type EarlyReadsFile, loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { signedInMerchant } from './lib/session.ts';

// A signed-in screen's first reads leave with the page, before the app's script has arrived,
// and the app takes their answers instead of asking again (docs/decisions/043-early-reads.md).

const recorded = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../apps/web/dist/.vite/early-reads.json'), 'utf8'),
) as EarlyReadsFile;
/** Route module → its URL: goodsList.warehouse → /goodsList/warehouse. */
const urlOf = (screen: string) => `/${screen.replace(/\./g, '/')}`;

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser, 'en-US', inject('baseUrl'));
  await signedInMerchant(await context.newPage());
});
afterAll(async () => {
  await browser?.close();
});

/** Every API request a page sends: "POST /api/v1/order/list {"limit":20}". */
function apiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      sent.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`.trim());
  });
  return sent;
}
const described = (read: EarlyReadsFile['screens'][string][number]) =>
  `${read.method} ${read.url} ${read.body ?? ''}`.trim();

describe('a signed-in screen’s first reads', () => {
  it('are recorded for the main screens, /v1/me first', () => {
    expect(Object.keys(recorded.screens)).toEqual(
      expect.arrayContaining(['shopCenter', 'orderList', 'goodsList', 'goodsList.warehouse', 'wallet']),
    );
    for (const reads of Object.values(recorded.screens))
      expect(reads[0]).toEqual({ method: 'GET', url: '/api/v1/me' });
  });

  it('are sent by the page itself, with no script of the app at all', async () => {
    const page = await context.newPage();
    const sent = apiRequests(page);
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/wallet');
    await expect.poll(() => sent.length).toBe(recorded.screens.wallet!.length);
    expect(sent.sort()).toEqual(recorded.screens.wallet!.map(described).sort());
    await page.close();
  });

  it('are each answered once: the screen takes them instead of asking again', async () => {
    for (const [screen, reads] of Object.entries(recorded.screens)) {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
      const sent = apiRequests(page);
      await page.goto(urlOf(screen));
      // Every early read has been taken by the app's client.
      await page.waitForFunction(
        (name) => ((window as unknown as Record<string, unknown[]>)[name] ?? [1]).length === 0,
        EARLY_READS_GLOBAL,
        { timeout: 15_000 },
      );
      await page.waitForLoadState('networkidle');
      for (const read of reads)
        expect(
          sent.filter((s) => s === described(read)),
          `${screen}: ${described(read)}`,
        ).toHaveLength(1);
      expect(violations, screen).toEqual([]);
      await page.close();
    }
  });

  it('follow the language the merchant chose on this phone, and show its words', async () => {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'fr'));
    const languages: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/v1/user/wallet') && languages.push(r.headers()['accept-language']!),
    );
    await page.goto('/wallet');
    const balance = resolveTerms(fr.wallet.balance, (await loadGlossary('fr')).terms, 'fr');
    await page.getByText(balance).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(languages).toEqual(['fr', 'fr']); // the balance and the flow, each once
    await page.close();
  });

  it('with a token signed out elsewhere, the refusal is handled as any call’s: the screen is left and the token forgotten', async () => {
    const stale = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const { token } = await signedInMerchant(await stale.newPage());
    const out = await fetch(`${inject('baseUrl')}/api/v1/logout`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    }).then((r) => r.json());
    expect(out.code).toBe(200);
    const page = await stale.newPage();
    await page.goto('/orderList');
    // An early read's refusal goes through the same client as a late one
    // (docs/product.md#redirects-and-messages-on-refusal): the session ends and the screen is
    // left — for sign-in, or for /404 saying why when the profile's refusal lands first.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/(login|404)$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await stale.close();
  });
});
