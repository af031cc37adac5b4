import fs from 'node:fs';
import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import consoleEn from '../apps/console/src/locales/en.json' with { type: 'json' };
import { describeViolations, seriousViolations, settled, trackCalls } from './lib/axe.ts';
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { operatorConsole } from './lib/console.ts';
import { type DemoRecords, demoRecords } from './lib/demo-records.ts';

/**
 * The storefront's pages on a phone and every page of the operator console at 1280×800, with
 * a review drawer and its dialog open, checked by axe-core for WCAG 2.2 AA
 * (docs/decisions/042); and the console walked with the keyboard alone.
 */

let browser: Browser;
let records: DemoRecords;
beforeAll(async () => {
  browser = await launchBrowser();
  records = await demoRecords();
});
afterAll(async () => {
  await browser?.close();
});

async function check(page: Page, where: string): Promise<string> {
  await settled(page);
  return describeViolations(where, await seriousViolations(page));
}

describe('accessibility of the storefront', () => {
  for (const locale of ['en-US', 'vi-VN']) {
    it(`the shop, item, order and featured pages in ${locale}`, async () => {
      const context = await phoneContext(browser, locale, inject('baseUrl'));
      const page = await context.newPage();
      trackCalls(page);
      const found: string[] = [];
      for (const path of [
        `/s/${records.slug}`,
        `/s/${records.slug}/item/${records.showcaseItemId}`,
        `/s/${records.slug}/order/${records.publicRef}`,
        '/featured',
      ]) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        found.push(await check(page, path));
      }
      await context.close();
      expect(found.filter(Boolean).join('\n')).toBe('');
    });
  }
});

/** The console's pages, as its menu lists them (apps/console/src/lib/sections.tsx). */
const SECTION_PATHS = [
  ...fs
    .readFileSync(new URL('../apps/console/src/lib/sections.tsx', import.meta.url), 'utf8')
    .matchAll(/^\s+path: '([^']*)',$/gm),
].map((m) => m[1]!);

const glossary = (await loadGlossary('en')).terms;
const en = (text: string) => resolveTerms(text, glossary, 'en');

describe('accessibility of the operator console', () => {
  it('every page of the menu, a review drawer and its dialog', async () => {
    const page = await operatorConsole(browser);
    trackCalls(page);
    const found: string[] = [];
    found.push(await check(page, '/console/'));
    expect(SECTION_PATHS.length).toBeGreaterThan(15);
    for (const path of SECTION_PATHS) {
      await page.goto(`${inject('baseUrl')}/console/${path}`);
      await page.locator('main').waitFor();
      found.push(await check(page, `/console/${path}`));
    }
    await page.goto(`${inject('baseUrl')}/console/reviews/top-ups`);
    await page.getByRole('button', { name: consoleEn.topUps.review }).first().click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.waitFor();
    found.push(await check(page, 'top-up review drawer'));
    await drawer.getByRole('button', { name: consoleEn.topUps.reject }).click();
    await page.locator('.ant-modal-container').waitFor();
    found.push(await check(page, 'top-up reject dialog'));
    await page.context().close();
    expect(found.filter(Boolean).join('\n')).toBe('');
  });

  it('is used with the keyboard alone: the menu, a review drawer opened and closed', async () => {
    const page = await operatorConsole(browser);
    /** The focused element's name and whether the browser draws a focus indicator on it. */
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { name: '', visible: false, matches: '' };
        // A ring on the element, or on the menu item round it (the console's menu draws it there).
        const ringed = (e: Element | null) => {
          if (!e) return false;
          const style = getComputedStyle(e);
          return (
            (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) ||
            style.boxShadow !== 'none'
          );
        };
        const visible = el.matches(':focus-visible') && (ringed(el) || ringed(el.closest('.ant-menu-item')));
        return {
          name: (el.getAttribute('aria-label') || el.textContent || '').trim(),
          visible,
          matches: el.closest('[role=menuitem]') ? 'menuitem' : el.tagName.toLowerCase(),
        };
      });
    /** Presses Tab until the focus is on an element whose name is `name`; at most `limit` times. */
    async function tabTo(name: string, limit = 60) {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press('Tab');
        const now = await focused();
        if (now.name === name) return now;
      }
      throw new Error(`Tab never reached "${name}"`);
    }

    // The menu: Tab reaches it, arrows move along it, Enter opens the page.
    await page.goto(`${inject('baseUrl')}/console/`);
    await page.getByRole('menuitem', { name: en(consoleEn.sections.settings.title) }).waitFor();
    const topUps = en(consoleEn.sections.topUps.title);
    const reached = await tabTo(topUps);
    expect(reached.visible, 'the menu item shows it has the focus').toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/console/reviews/top-ups');

    // A review: Tab reaches its button, Enter opens the drawer with the focus inside it.
    const review = await tabTo(consoleEn.topUps.review);
    expect(review.visible, 'the review button shows it has the focus').toBe(true);
    await page.keyboard.press('Enter');
    const drawer = page.locator('.ant-drawer-section');
    await drawer.waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement;
          return el?.closest('.ant-drawer') ? 'in the drawer' : (el?.outerHTML.slice(0, 120) ?? 'nothing');
        }),
      )
      .toBe('in the drawer');
    await tabTo(consoleEn.topUps.reject);
    expect((await focused()).visible, 'the reject button shows it has the focus').toBe(true);

    // Escape closes it and the focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused()).name).toBe(consoleEn.topUps.review);
    await page.context().close();
  });
});
