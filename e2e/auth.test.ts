import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { newInviteCodes, PASSWORD, uniqueUsername } from './lib/fixtures.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await phoneContext(browser, 'en-US', inject('baseUrl'));
  page = await context.newPage();
});

describe('a new merchant', () => {
  it('signs up with an invite code from a shared link, then signs out and back in', async () => {
    const [code] = await newInviteCodes(1);
    const username = uniqueUsername('new');
    await page.goto(`/invite?code=${code}`);
    await expect.poll(() => page.inputValue('#invite_inviteCode')).toBe(code);
    await page.fill('#invite_username', username);
    await page.fill('#invite_password', PASSWORD);
    await page.fill('#invite_confirmPassword', PASSWORD);
    await page.getByRole('button', { name: en.invite.submit }).click();

    await page.waitForURL('**/shopCenter');
    await expect.poll(() => page.textContent('[data-testid="shop-name"]')).toContain(username);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.getAttribute('[data-testid="tab-0"]', 'aria-current')).toBe('page');

    await page.goto('/account');
    await expect.poll(() => page.textContent('[data-testid="signed-in-username"]')).toContain(username);
    await page.getByRole('button', { name: en.common.signOut }).click();
    // Signing out asks first.
    await page.getByText(en.account.signOutTitle).waitFor();
    await page.locator('.adm-dialog-button').filter({ hasText: en.common.signOut }).click();
    await page.waitForURL('**/login**');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.fill('#login_username', username);
    await page.fill('#login_password', PASSWORD);
    await page.getByRole('button', { name: en.login.submit }).click();
    await page.waitForURL('**/shopCenter');
  });

  it('is told when the two passwords differ, before anything is sent', async () => {
    const [code] = await newInviteCodes(1);
    let signUpCalls = 0;
    page.on('request', (r) => r.url().includes('/api/invite_code') && signUpCalls++);
    await page.goto(`/invite?code=${code}`);
    await page.fill('#invite_username', uniqueUsername());
    await page.fill('#invite_password', PASSWORD);
    await page.fill('#invite_confirmPassword', `${PASSWORD}x`);
    await page.getByRole('button', { name: en.invite.submit }).click();
    await page.getByText(en.validation.mismatch).waitFor();
    expect(signUpCalls).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/invite');
  });

  it('with an invalid invite code sees the catalogue message and stays on /invite with the query kept', async () => {
    await page.goto('/invite?code=WRONG123&ref=flyer');
    await page.fill('#invite_username', uniqueUsername());
    await page.fill('#invite_password', PASSWORD);
    await page.fill('#invite_confirmPassword', PASSWORD);
    await page.getByRole('button', { name: en.invite.submit }).click();
    await page.getByText('This invite code is not valid.').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/invite');
    expect(url.searchParams.get('ref')).toBe('flyer');
  });

  it('signing in with a wrong password sees the catalogue message for 3 seconds', async () => {
    await page.goto('/login');
    await page.fill('#login_username', 'merchant');
    await page.fill('#login_password', 'Not-the-password-1');
    await page.getByRole('button', { name: en.login.submit }).click();
    const toast = page.getByText('Wrong username or password.');
    await toast.waitFor();
    const shownAt = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2500);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('a stale session', () => {
  it('a token the server no longer accepts (401) is cleared and the person lands on /404', async () => {
    // A returning merchant whose stored token the server no longer accepts opens the app.
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', 'revoked-or-forged-token');
    });
    const log: string[] = [];
    page.on('console', (m) => log.push(m.text()));
    page.on(
      'response',
      async (r) => r.url().includes('/api/') && log.push(`${r.url()} ${await r.text().catch(() => '')}`),
    );
    page.on('framenavigated', (f) => f === page.mainFrame() && log.push(`nav ${f.url()}`));
    await page.goto('/shopCenter');
    await page.waitForURL('**/404', { timeout: 10_000 }).catch((e) => {
      console.log(log.join('\n'), page.url());
      throw e;
    });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByText(en.notFound.title).waitFor();
    await page.getByTestId('contact-service').waitFor();
  });
});
