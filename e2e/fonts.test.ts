import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext } from './lib/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The font stack the sign-in page asks for, on the page and on its button, in a browser language. */
async function fontsIn(locale: string) {
  const context = await phoneContext(browser, locale, inject('baseUrl'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('form button[type=submit]').waitFor();
  const fonts = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    body: getComputedStyle(document.body).fontFamily,
    button: getComputedStyle(document.querySelector('form button[type=submit]')!).fontFamily,
    input: getComputedStyle(document.querySelector('input')!).fontFamily,
  }));
  await context.close();
  return fonts;
}

describe('fonts follow the language', () => {
  it('English and French name no Chinese font (no full-width apostrophes)', async () => {
    for (const locale of ['en-US', 'fr-FR']) {
      const { body } = await fontsIn(locale);
      expect(body).not.toMatch(/PingFang|CJK|YaHei|Hiragino/);
    }
  });

  it('Japanese, Traditional and Simplified Chinese each name their own fonts first', async () => {
    const ja = await fontsIn('ja-JP');
    expect(ja.lang).toBe('ja');
    expect(ja.body).toMatch(/Hiragino Sans/);
    expect(ja.body).not.toMatch(/PingFang SC|CJK SC/);
    const zhTW = await fontsIn('zh-TW');
    expect(zhTW.body).toMatch(/PingFang TC/);
    expect(zhTW.body).not.toMatch(/PingFang SC/);
    const zhCN = await fontsIn('zh-CN');
    expect(zhCN.body).toMatch(/PingFang SC/);
  });

  it('buttons and inputs inherit the page’s font', async () => {
    const fonts = await fontsIn('ja-JP');
    expect(fonts.button).toBe(fonts.body);
    expect(fonts.input).toBe(fonts.body);
  });
});
