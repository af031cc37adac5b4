import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import consoleEn from '../../apps/console/src/locales/en.json' with { type: 'json' };
import { demoPassword } from './fixtures.ts';

/** The demo operator signed in to the console, on a desktop-sized page in English. */
export async function operatorConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}/console/`);
  await page.locator('input[autocomplete=username]').fill('operator');
  await page.locator('input[type=password]').fill(demoPassword('operator'));
  await page.getByRole('button', { name: consoleEn.login.submit }).click();
  await page.getByRole('menuitem', { name: consoleEn.sections.settings.title }).waitFor();
  return page;
}
