import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { signedInMerchant } from './lib/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (value: string) => resolveTerms(value, (await loadGlossary('en')).terms, 'en');

/** Taps the PIN field with this label, then the digits on the keypad that slides up. */
async function tapPin(page: Page, label: string, digits: string) {
  const field = page.getByRole('button', { name: label, exact: true });
  await field.tap();
  // A keypad that was closed stays in the page below the screen; the one opened last is on it.
  const key = (digit: string) =>
    page.locator('.adm-number-keyboard-wrapper').last().getByRole('button', { name: digit, exact: true });
  for (const digit of digits) await key(digit).tap();
  // Each digit typed shows as a dot in the field's cells.
  await expect.poll(() => field.locator('.adm-passcode-input-cell-dot').count()).toBe(digits.length);
  // The keypad's keys are touch targets of at least 44 px.
  const box = (await key('5').boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
}

describe('the transaction PIN screen at 375×667', () => {
  it('sets a PIN from the wallet with the keypad, says so and returns; the profile then has one', async () => {
    const context = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await context.newPage();
    const { token } = await signedInMerchant(page);
    await page.goto('/wallet');
    await page.getByText(await text(en.wallet.payPassword), { exact: true }).tap();
    await page.waitForURL('**/payPassword');
    await page.getByRole('heading', { name: await text(en.payPassword.setTitle) }).waitFor();

    const cells = page.locator('.adm-passcode-input-cell');
    for (const box of await Promise.all((await cells.all()).map((c) => c.boundingBox()))) {
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }

    await tapPin(page, await text(en.payPassword.new), '246810');
    await tapPin(page, await text(en.payPassword.confirm), '246810');
    await page.getByRole('button', { name: en.payPassword.submit, exact: true }).tap();
    await page.getByText(await text(en.payPassword.saved)).waitFor();
    await page.waitForURL('**/wallet');

    const me = await fetch(`${inject('baseUrl')}/api/v1/me`, { headers: { authorization: token } }).then(
      (r) => r.json(),
    );
    expect(me.data.payPasswordSet).toBe(true);
    await context.close();
  });
});
