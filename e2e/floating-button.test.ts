import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { signedInMerchant } from './lib/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function tappableBoxesUnder(page: Page, bubble: Box) {
  return page.evaluate((b) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('a[href], button, [role="tab"]')) {
      if (el.closest('[data-testid="tabbar-bubble"]')) continue;
      const r = el.getBoundingClientRect();
      if (
        r.width &&
        r.height &&
        r.left < b.x + b.width &&
        b.x < r.right &&
        r.top < b.y + b.height &&
        b.y < r.bottom
      )
        found.push(el.textContent ?? '');
    }
    return found;
  }, bubble);
}

/** A finger dragging from one point to another (the bubble listens to touch events). */
async function dragByTouch(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from.x, from.y);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
  }
  await touch('touchEnd', to.x, to.y);
}

describe('the floating button keeps off what needs a tap', () => {
  for (const locale of ['en-US', 'fr-FR']) {
    it(`on the store centre it covers no shortcut (${locale}), and cannot be dragged over the tab bar`, async () => {
      const context = await phoneContext(browser, locale, inject('baseUrl'));
      const page = await context.newPage();
      await signedInMerchant(page);
      await page.goto('/shopCenter');
      await page.getByTestId('shop-name').waitFor();
      const toggle = page.getByTestId('tabbar-toggle');
      await toggle.waitFor();
      await expect.poll(async () => tappableBoxesUnder(page, (await toggle.boundingBox())!)).toEqual([]);

      // Dragged as far down as a finger can: it stops above the tab bar.
      const start = (await toggle.boundingBox())!;
      await dragByTouch(page, { x: start.x + 20, y: start.y + 20 }, { x: start.x + 20, y: 660 });
      const bar = (await page.getByTestId('tabbar').boundingBox())!;
      // It did move (the drag reached it), and stopped above the bar.
      await expect.poll(async () => (await toggle.boundingBox())!.y).toBeGreaterThan(start.y + 20);
      expect(overlaps((await toggle.boundingBox())!, bar)).toBe(false);

      // The page leaves room at its end: scrolled down, the last shortcut clears the bubble's spot.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const service = (await page
        .getByRole('link', { name: /Customer service|Service client/ })
        .boundingBox())!;
      expect(service.y + service.height).toBeLessThanOrEqual(667 - 200);
      await context.close();
    });
  }

  it('keeps the raised look after a screen without the tab bar', async () => {
    const context = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await context.newPage();
    await signedInMerchant(page);
    await page.goto('/wallet');
    await page.getByTestId('tabbar-toggle').click();
    await expect.poll(() => page.getByTestId('tabbar').getAttribute('data-raised')).toBe('true');
    await page.getByTestId('account-cell').click();
    await page.waitForURL('**/account');
    await page.goBack();
    await page.getByTestId('tabbar').waitFor();
    expect(await page.getByTestId('tabbar').getAttribute('data-raised')).toBe('true');
    await context.close();
  });
});
