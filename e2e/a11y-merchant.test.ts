import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import { call } from './lib/api.ts';
import { describeViolations, seriousViolations, settled, smallTouchTargets, trackCalls } from './lib/axe.ts';
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { type DemoRecords, demoRecords } from './lib/demo-records.ts';
import { demoPassword, uniqueUsername } from './lib/fixtures.ts';

/**
 * Every screen of the merchant app (app/routes.tsx) at 375×667, signed in as the demo merchant
 * with its seeded records, checked by axe-core for WCAG 2.2 AA and for touch targets under
 * 44 px, in two languages; with the sheets and dialogs a screen opens (docs/decisions/042).
 */

let browser: Browser;
let records: DemoRecords;
let token: string;
let invitationId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  records = await demoRecords();
  const baseUrl = inject('baseUrl');
  ({ token } = await call<{ token: string }>(baseUrl, '/login', {
    username: 'merchant',
    password: demoPassword('merchant'),
  }));
  ({ id: invitationId } = await call<{ id: number }>(
    baseUrl,
    '/v1/user/invite/add',
    { username: uniqueUsername('friend') },
    token,
  ));
});
afterAll(async () => {
  await browser?.close();
});

const signedInScreens = (): string[] => [
  '/shopCenter',
  '/invitation',
  `/invitationDetails?id=${invitationId}`,
  '/wallet',
  '/wallet/history',
  '/wallet/topups',
  `/wallet/topups/${records.topUpId}`,
  '/feedback',
  '/service',
  `/qaDetail?id=${records.articleId}`,
  '/identity',
  '/shop',
  '/shop/credit',
  '/shop/tiers',
  '/goodsList',
  '/goodsList/warehouse',
  `/goodsList/reviews?goodsId=${records.goodsId}`,
  '/orderList',
  `/orderList/${records.orderId}`,
  `/orderComment?orderId=${records.orderId}`,
  '/recharge',
  '/bankCards',
  '/bankCards/add',
  `/bankCards/${records.accountId}/edit`,
  '/withdraw',
  '/withdrawals',
  `/withdrawals/${records.withdrawalId}`,
  '/promotion',
  '/buyAd',
  '/manageShowcase',
  '/notifications',
  '/notifications/push',
  '/transactions',
  '/payPassword',
  '/account',
  '/shopKeys',
  '/404',
];
const publicScreens = ['/login', '/invite', '/reset-password', '/404'];

/** What axe and the touch-target check find on the page as it is now, as lines to print. */
async function findings(page: Page, where: string): Promise<string> {
  const violations = await seriousViolations(page);
  const small = await smallTouchTargets(page);
  return [
    describeViolations(where, violations),
    ...small.map((s) => `${where}: touch target ${s.width}×${s.height} px: ${s.target}`),
  ]
    .filter(Boolean)
    .join('\n');
}

async function visit(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await settled(page);
  return findings(page, path);
}

describe('the accessibility check itself', () => {
  it('finds faint text, a nameless icon button and a small target', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.setContent(
      '<main><h1>Check</h1><p style="color:#aaa">Faint</p><button style="width:30px;height:30px"><svg width="16" height="16"></svg></button></main>',
    );
    const rules = (await seriousViolations(page)).map((v) => v.rule);
    expect(rules).toContain('color-contrast');
    expect(rules).toContain('button-name');
    expect(await smallTouchTargets(page)).toEqual([expect.objectContaining({ width: 30, height: 30 })]);
    await context.close();
  });
});

for (const locale of ['en-US', 'fr-FR']) {
  describe(`accessibility of the merchant app in ${locale}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await phoneContext(browser, locale, inject('baseUrl'));
      page = await context.newPage();
      trackCalls(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('the public screens, and the language sheet', async () => {
      const found: string[] = [];
      for (const path of publicScreens) found.push(await visit(page, path));
      await page.goto('/login');
      await settled(page);
      await page.getByTestId('language-button').tap();
      await page.getByRole('dialog').waitFor();
      await settled(page);
      found.push(await findings(page, '/login + language sheet'));
      expect(found.filter(Boolean).join('\n')).toBe('');
    });

    it('a refused sign-in form: each error announced, tied to its field, and the screen still passes', async () => {
      await page.goto('/login');
      await settled(page);
      await page.locator('form button[type=submit]').tap();
      const invalid = page.locator('form input[aria-invalid=true]');
      await invalid.first().waitFor();
      for (const input of await invalid.all()) {
        const described = (await input.getAttribute('aria-describedby')) ?? '';
        const message = page.locator(`[id="${described.split(' ').at(-1)}"]`);
        expect(await message.textContent()).not.toBe('');
        // Announced: the message is an alert, or inside a live region.
        expect(await message.evaluate((el) => Boolean(el.closest('[role=alert], [aria-live]')))).toBe(true);
      }
      await settled(page);
      expect(await findings(page, '/login with errors')).toBe('');
    });

    it('every signed-in screen with its data', async () => {
      await page.goto('/login');
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      const found: string[] = [];
      for (const path of signedInScreens()) found.push(await visit(page, path));
      expect(found.filter(Boolean).join('\n')).toBe('');
    });

    it('the push settings screen when the browser blocks notifications', async () => {
      // The screen's other state; signedInScreens() checks it as this browser draws it (off).
      const blocked = await phoneContext(browser, locale, inject('baseUrl'));
      try {
        await blocked.addInitScript(() =>
          Object.defineProperty(Notification, 'permission', { get: () => 'denied' }),
        );
        // The app follows the language the account remembers (docs/product.md#languages), which
        // other files' tests change on this demo merchant: make it this run's before reading words.
        await call(
          inject('baseUrl'),
          '/v1/user/update_lang',
          { lang: locale === 'fr-FR' ? 'fr' : 'en' },
          token,
        );
        const other = await blocked.newPage();
        trackCalls(other);
        await other.goto('/login');
        await other.evaluate((value) => localStorage.setItem('token', value), token);
        const found = await visit(other, '/notifications/push');
        // What a blocked phone shows: why it cannot be turned on, no switch, and still the kinds.
        await other.getByText((locale === 'fr-FR' ? fr : en).push.blocked).waitFor();
        expect(await other.getByTestId('push-state').count()).toBe(0);
        expect(await other.locator('fieldset input[type=checkbox]').count()).toBe(5);
        expect(found).toBe('');
      } finally {
        await blocked.close();
      }
    });

    it("an unpaid order's confirmation and PIN sheet", async () => {
      const found: string[] = [];
      await visit(page, `/orderList/${records.unpaidOrderId}`);
      await page.locator('section button.adm-button-primary').first().tap();
      await page.getByTestId('pay-confirmation').waitFor();
      await settled(page);
      found.push(await findings(page, 'order pay confirmation'));
      await page.locator('.adm-dialog-footer button').last().tap();
      await page.getByTestId('pin-sheet').waitFor();
      await settled(page);
      found.push(await findings(page, 'PIN sheet'));
      expect(found.filter(Boolean).join('\n')).toBe('');
    });
  });
}
