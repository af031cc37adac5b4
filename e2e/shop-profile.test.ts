import { type Language, loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { signedInMerchant } from './lib/session.ts';

/**
 * The shop profile's story in two browsers: a merchant on a phone renames the shop and
 * uploads a logo (with its progress bar), and a buyer's browser, signed in as nobody, sees the
 * new name and logo on the storefront and in its link preview. Once in English, once in
 * French.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TEXTS = { en, fr } as const;

/** A text as a person reads it in `lang`: glossary terms resolved, `{{name}}` filled in. */
async function text(lang: Language, value: string, values: Record<string, string> = {}) {
  const resolved = resolveTerms(value, (await loadGlossary(lang)).terms, lang);
  return resolved.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

const logoPng = () =>
  sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8553a' } })
    .png()
    .toBuffer();

describe.each([
  ['en', 'en-US'],
  ['fr', 'fr-FR'],
] as const)('the shop profile in %s', (lang, locale) => {
  it('a renamed shop with a new logo is what a buyer sees on the storefront and in its link preview', async () => {
    const t = TEXTS[lang].shopProfile;
    const phone = await phoneContext(browser, locale, inject('baseUrl'));
    const merchant = await phone.newPage();
    await signedInMerchant(merchant);
    await merchant.goto('/shop');

    const profile = merchant.getByTestId('shop-profile');
    await profile.waitFor();
    expect(await profile.textContent()).toContain('100');
    const slug = new URL(await merchant.getByRole('textbox', { name: t.storefrontLink }).inputValue())
      .pathname;
    expect(slug).toMatch(/^\/s\/[a-z0-9]+$/);
    await merchant.getByTestId('storefront-qr').waitFor();

    // Every control of the screen is a finger high, inside the 375 px screen.
    const small = await merchant.evaluate(() =>
      [
        ...document.querySelectorAll(
          'main button, main input:not([type=file]), main a, main label[for=shop_logo]',
        ),
      ]
        .map((el) => ({ text: (el.textContent || '').trim(), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.height < 44 || box.right > 375))
        .map(({ text }) => text),
    );
    expect(small).toEqual([]);

    const name = lang === 'en' ? 'Harbour Lights' : 'Les Lumières du Port';
    await merchant.getByRole('textbox', { name: await text(lang, t.name) }).fill(name);
    await merchant.locator('#shop_logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await logoPng(),
    });
    await merchant.getByText(await text(lang, t.logoChosen, { name: 'logo.png' })).waitFor();
    await merchant.getByRole('button', { name: t.save }).tap();
    await merchant.getByText(t.saved).waitFor();
    await expect.poll(() => profile.getByRole('heading').textContent()).toBe(name);
    const logoSrc = await profile.locator('img').getAttribute('src');
    expect(logoSrc).toMatch(/\/files\/logo\/[A-Za-z0-9_-]+\.png$/);

    // A buyer's browser: no session, the storefront's own page.
    const buyerContext = await phoneContext(browser, locale, inject('baseUrl'));
    const buyer = await buyerContext.newPage();
    const page = await buyer.goto(slug);
    expect(page?.status()).toBe(200);
    expect(await buyer.locator('h1').textContent()).toBe(name);
    const logo = buyer.locator('header img').first();
    expect(await logo.getAttribute('src')).toBe(logoSrc);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await buyer.locator('meta[property="og:title"]').getAttribute('content')).toBe(name);
    expect(await buyer.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      new RegExp(`${logoSrc!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );

    await phone.close();
    await buyerContext.close();
  });
});
