import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import ja from '../apps/web/src/locales/ja.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { demoPassword } from './lib/fixtures.ts';
import { screenSettled } from './lib/settled.ts';

// What a phone paints before the app's script has run, and what moves afterwards
// (docs/quality.md#phones, docs/decisions/038). Behaviour, not timings: the figures are bench/'s.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Layout shifts so far that no input caused, summed as the browser reports them. */
function shiftsSoFar(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          };
          const shifts = (list.getEntries() as Shift[]).filter((e) => !e.hadRecentInput);
          resolve({
            total: shifts.reduce((sum, e) => sum + e.value, 0),
            moved: shifts.flatMap((e) =>
              e.sources.map((s) =>
                s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node),
              ),
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer is never called.
        setTimeout(() => resolve({ total: 0, moved: [] }), 300);
      }),
  );
}

describe('the public screens before any script', () => {
  it('/login and /invite arrive drawn, in the browser’s language, with nothing to send yet', async () => {
    const context = await phoneContext(browser, 'fr-FR', inject('baseUrl'));
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/login');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.title()).toContain(fr.screens.login);
    await page.getByRole('heading', { name: fr.login.title }).waitFor();
    // Labelled fields (the labels' words are the glossary's, so found by the ids they label).
    expect(await page.locator('label[for="login_username"] + div > input#login_username').count()).toBe(1);
    expect(await page.locator('label[for="login_password"] + div > input#login_password').count()).toBe(1);
    // A form without its script would send the password in a GET address: the button waits.
    expect(await page.getByRole('button', { name: fr.login.submit }).isDisabled()).toBe(true);
    // Styled from the first response: the heading has the app's size, not the browser's h1.
    const fontSize = await page
      .getByRole('heading', { name: fr.login.title })
      .evaluate((h) => getComputedStyle(h).fontSize);
    expect(fontSize).toBe('26px');

    await page.goto('/invite');
    const inviteTitle = resolveTerms(fr.invite.title, (await loadGlossary('fr')).terms, 'fr');
    await page.getByRole('heading', { name: inviteTitle }).waitFor();
    expect(await page.locator('label[for="invite_inviteCode"] + div > input#invite_inviteCode').count()).toBe(
      1,
    );
    await context.close();
  });

  it('keeps what was typed before the app took over, and the focus, and nothing moves', async () => {
    const context = await phoneContext(browser, 'ja-JP', inject('baseUrl'));
    const page = await context.newPage();
    // The app's entry waits until the person has typed into the server's copy of the form.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: ja.login.title }).waitFor();
    await page.fill('#login_username', 'early-bird');
    await page.click('#login_password');
    await page.keyboard.type('secret');
    release();

    // The app has taken over once its button can be pressed.
    const submit = page.getByRole('button', { name: ja.login.submit });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.inputValue('#login_username')).toBe('early-bird');
    expect(await page.inputValue('#login_password')).toBe('secret');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login_password');
    // Typing goes on where it stopped, into the app's own field.
    await page.keyboard.type('!');
    expect(await page.inputValue('#login_password')).toBe('secret!');
    await context.close();
  });

  it('is replaced by the app without a layout shift', async () => {
    const context = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await context.newPage();
    for (const [path, submit] of [
      ['/login', en.login.submit],
      ['/invite', en.invite.submit],
    ] as const) {
      await page.goto(path);
      const button = page.getByRole('button', { name: submit });
      await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      const { total, moved } = await shiftsSoFar(page);
      expect(total, `${path} moved: ${moved.join(' | ')}`).toBe(0);
    }
    await context.close();
  });
});

/** The demo merchant (who has orders, goods and a showcase), signed in through the API. */
async function demoMerchant(page: Page) {
  const res = await fetch(`${inject('baseUrl')}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'merchant', password: demoPassword('merchant') }),
  }).then((r) => r.json());
  if (res.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res)}`);
  await page.goto('/404');
  await page.evaluate((token) => localStorage.setItem('token', token), res.data.token as string);
}

describe('the signed-in screens’ first viewport', () => {
  it('loads no picture in it lazily', async () => {
    const context = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await context.newPage();
    await demoMerchant(page);
    for (const path of ['/orderList', '/goodsList', '/goodsList/warehouse']) {
      await page.goto(path);
      await page.locator('article img').first().waitFor();
      const lazyInView = await page.$$eval('img', (images) =>
        images
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .filter((img) => img.loading === 'lazy')
          .map((img) => img.src),
      );
      expect(lazyInView, path).toEqual([]);
    }
    await context.close();
  });

  it('the tab screens and the wallet’s top-up do not shift while their data arrives', async () => {
    const context = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await context.newPage();
    await demoMerchant(page);
    for (const path of [
      '/shopCenter',
      '/orderList',
      '/goodsList',
      '/wallet',
      '/goodsList/warehouse',
      '/recharge',
    ]) {
      // A fresh document per screen: its own shifts from the first paint on.
      await page.goto(`${path}`);
      await screenSettled(page);
      // A read answered late (a live event's refetch) still has a second to move something.
      await page.waitForTimeout(1000);
      const { total, moved } = await shiftsSoFar(page);
      expect(total, `${path} moved: ${moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
    }
    await context.close();
  });
});
