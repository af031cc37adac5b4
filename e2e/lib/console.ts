import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import consoleEn from '../../apps/console/src/locales/en.json' with { type: 'json' };
import { demoPassword } from './fixtures.ts';

/**
 * The demo operator signed in to the console, on a desktop-sized page in English: on the
 * shared server, or on a file's own (`server`).
 */
export async function operatorConsole(
  browser: Browser,
  server: { baseUrl: string; password: string } = {
    baseUrl: inject('baseUrl'),
    password: demoPassword('operator'),
  },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/console/`);
  await page.locator('input[autocomplete=username]').fill('operator');
  await page.locator('input[type=password]').fill(server.password);
  await page.getByRole('button', { name: consoleEn.login.submit }).click();
  await page.getByRole('menuitem', { name: consoleEn.sections.settings.title }).waitFor();
  return page;
}

/**
 * On the tier-upgrade queue: opens the merchant's request, approves it and confirms, and waits
 * for the console to say the shop is now at the `merchant` tier.
 */
export async function approveMerchantTier(desk: Page, username: string): Promise<void> {
  const row = desk.getByRole('row').filter({ hasText: username }).first();
  await row.getByRole('button', { name: consoleEn.tierUpgrades.review }).click();
  await desk
    .locator('.ant-drawer-section')
    .getByRole('button', { name: consoleEn.tierUpgrades.approve })
    .click();
  await desk
    .locator('.ant-modal-container')
    .last()
    .getByRole('button', { name: consoleEn.tierUpgrades.confirmOk })
    .click();
  const glossary = (await loadGlossary('en')).terms;
  const target = resolveTerms(consoleEn.tierUpgrades.tiers.merchant, glossary, 'en');
  await desk
    .getByText(resolveTerms(consoleEn.tierUpgrades.approved, glossary, 'en').replace('{{target}}', target))
    .waitFor();
}
