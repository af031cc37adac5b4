import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/console/src/locales/en.json' with { type: 'json' };
import { launchBrowser } from './lib/browser.ts';
import { demoPassword } from './lib/fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function desk(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  return context.newPage();
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${inject('baseUrl')}/console/`);
  await page.locator('input[autocomplete=username]').fill(username);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: en.login.submit }).click();
}

describe('the operator console', () => {
  it('an operator signs in and sees the sections; signing out ends the session', async () => {
    const page = await desk();
    await signIn(page, 'operator', demoPassword('operator'));
    await page.getByText(en.dashboard.welcome.replace('{{name}}', 'operator')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('console.token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.getByRole('menuitem', { name: en.sections.settings.title }).click();
    await page.waitForURL('**/console/settings');

    await page.getByRole('button', { name: en.header.signOut }).click();
    await page.getByRole('button', { name: en.login.submit }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('console.token'))).toBeNull();
    await page.context().close();
  });

  it('a merchant is refused and no token is kept', async () => {
    const page = await desk();
    await signIn(page, 'merchant', demoPassword('merchant'));
    await page.getByText(en.login.merchantRefused).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('console.token'))).toBeNull();
    expect(new URL(page.url()).pathname).toMatch(/^\/console\/login/);
    await page.context().close();
  });
});
