import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import ja from '../apps/web/src/locales/ja.json' with { type: 'json' };
import zhTW from '../apps/web/src/locales/zh-TW.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { signedInMerchant } from './lib/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPhone(locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await phoneContext(browser, locale, inject('baseUrl'));
  return { context, page: await context.newPage() };
}

describe('the tab bar', () => {
  it('moves between the four tabs in order; the URL and the active tab follow', async () => {
    const { context, page } = await openPhone();
    await signedInMerchant(page);
    await page.goto('/shopCenter');
    const selected = (i: number) => page.getAttribute(`[data-testid="tab-${i}"]`, 'aria-current');
    await expect.poll(() => selected(0)).toBe('page');
    expect(await page.textContent('[data-testid="tabbar"]')).toContain(en.tabs.store);

    for (const [index, path] of [
      [1, '/orderList'],
      [2, '/goodsList'],
      [3, '/wallet'],
      [0, '/shopCenter'],
    ] as const) {
      await page.click(`[data-testid="tab-${index}"]`);
      await page.waitForURL(`**${path}`);
      await expect.poll(() => selected(index)).toBe('page');
      for (const other of [0, 1, 2, 3].filter((i) => i !== index)) expect(await selected(other)).toBeNull();
    }

    // Choosing the active tab does nothing: no navigation, no history entry.
    const historyLength = await page.evaluate(() => history.length);
    await page.click('[data-testid="tab-0"]');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/shopCenter');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Screens whose route metadata says no tab bar have none.
    await page.goto('/account');
    await page.getByTestId('signed-in-username').waitFor();
    expect(await page.locator('[data-testid="tabbar"]').count()).toBe(0);
    await context.close();
  });

  it('the floating button sits at width−52 / height−200, toggles a raised bar and flips its arrow', async () => {
    const { context, page } = await openPhone();
    await signedInMerchant(page);
    // A screen with nothing to tap under the spec's spot (on the store centre the button
    // steps off the last shortcut: e2e/floating-button.test.ts).
    await page.goto('/orderList');
    const bar = page.getByTestId('tabbar');
    const toggle = page.getByTestId('tabbar-toggle');
    await toggle.waitFor();
    expect(await bar.getAttribute('data-raised')).toBe('false');
    expect(await toggle.locator('[data-icon]').getAttribute('data-icon')).toBe('arrow-up');

    // The bubble's top-left corner rests at (window width − 52, window height − 200).
    const box = (await toggle.boundingBox())!;
    expect(Math.round(box.x)).toBe(375 - 52);
    expect(Math.round(box.y)).toBe(667 - 200);
    const color = await toggle.evaluate((el) => getComputedStyle(el).getPropertyValue('--background'));
    expect(color.trim().toLowerCase()).toBe('#0865ff');

    const barHeightBefore = (await bar.boundingBox())!;
    await toggle.click();
    await expect.poll(() => bar.getAttribute('data-raised')).toBe('true');
    expect(await toggle.locator('[data-icon]').getAttribute('data-icon')).toBe('arrow-down');
    // The raised bar lifts off the bottom edge (after its transition).
    await expect
      .poll(async () => {
        const raised = (await bar.boundingBox())!;
        return raised.y + raised.height;
      })
      .toBeLessThan(barHeightBefore.y + barHeightBefore.height);

    await toggle.click();
    await expect.poll(() => bar.getAttribute('data-raised')).toBe('false');
    expect(await toggle.locator('[data-icon]').getAttribute('data-icon')).toBe('arrow-up');

    // On resize the button goes back to width−52 / height−200 of the new window.
    await page.setViewportSize({ width: 414, height: 736 });
    await expect.poll(async () => Math.round((await toggle.boundingBox())!.x)).toBe(414 - 52);
    expect(Math.round((await toggle.boundingBox())!.y)).toBe(736 - 200);
    await context.close();
  });
});

describe('languages', () => {
  it('a browser in fr-CA gets French', async () => {
    const { context, page } = await openPhone('fr-CA');
    await page.goto('/login');
    await page.getByText(fr.login.title).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await context.close();
  });

  it('a browser in zh-Hant gets Traditional Chinese', async () => {
    const { context, page } = await openPhone('zh-Hant');
    await page.goto('/login');
    await page.getByText(zhTW.login.title).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-TW');
    await context.close();
  });

  it('the language picker on the account screen switches the whole app and is remembered', async () => {
    const { context, page } = await openPhone('en-US');
    await signedInMerchant(page);
    await page.goto('/account');
    await page.getByTestId('signed-in-username').waitFor();
    await page.getByTestId('language-setting').click();
    await page.getByRole('button', { name: '日本語' }).click();
    await page.getByText(ja.common.signOut).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ja');

    await page.goto('/shopCenter');
    // The label names the glossary's word for a shop ($t(term.shop)), as the app shows it.
    const storeTab = resolveTerms(ja.tabs.store, (await loadGlossary('ja')).terms, 'ja');
    expect(storeTab).toBe('ストア');
    await expect.poll(() => page.textContent('[data-testid="tabbar"]')).toContain(storeTab);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ja');
    await context.close();
  });
});
