import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { demoPassword, newInviteCodes, PASSWORD, uniqueUsername } from './lib/fixtures.ts';

/** An English text as shown: the glossary's terms filled in. */
async function english(text: string): Promise<string> {
  return resolveTerms(text, (await loadGlossary('en')).terms, 'en');
}

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

  it('with an invalid invite code sees why under the code field, announced, and stays on /invite with the query kept', async () => {
    await page.goto('/invite?code=WRONG123&ref=flyer');
    await page.fill('#invite_username', uniqueUsername());
    await page.fill('#invite_password', PASSWORD);
    await page.fill('#invite_confirmPassword', PASSWORD);
    await page.getByRole('button', { name: en.invite.submit }).click();
    const message = page.locator('#invite_inviteCode-error');
    await expect.poll(() => message.textContent()).toBe('This invite code is not valid.');
    expect(await message.getAttribute('role')).toBe('alert');
    expect(await page.getAttribute('#invite_inviteCode', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#invite_inviteCode', 'aria-describedby')).toContain(
      'invite_inviteCode-error',
    );
    expect(await page.locator('.adm-toast-mask').count()).toBe(0);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/invite');
    expect(url.searchParams.get('ref')).toBe('flyer');
  });

  it('with a used invite code is told it was used', async () => {
    const [code] = await newInviteCodes(1);
    const first = await fetch(`${inject('baseUrl')}/api/invite_code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inviteCode: code, username: uniqueUsername('first'), password: PASSWORD }),
    }).then((r) => r.json());
    expect(first.code).toBe(200);
    await page.goto(`/invite?code=${code}`);
    await page.fill('#invite_username', uniqueUsername());
    await page.fill('#invite_password', PASSWORD);
    await page.fill('#invite_confirmPassword', PASSWORD);
    await page.getByRole('button', { name: en.invite.submit }).click();
    await expect
      .poll(() => page.locator('#invite_inviteCode-error').textContent())
      .toBe(await english(en.refusals.inviteCodeUsed));
  });

  it('signing in with a wrong password sees it on the form, announced, in the language on screen, with no toast', async () => {
    await page.goto('/login');
    await page.fill('#login_username', 'merchant');
    await page.fill('#login_password', 'Not-the-password-1');
    await page.getByRole('button', { name: en.login.submit }).click();
    const refusal = page.getByTestId('form-error');
    await expect.poll(() => refusal.textContent()).toBe('Wrong username or password.');
    expect(await refusal.evaluate((el) => el.closest('[role="alert"]') !== null)).toBe(true);
    expect(await page.locator('.adm-toast-mask').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('after switching to French, the error under a field shows in French', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: en.login.submit }).click();
    const englishSentence = await english(en.validation.required.username);
    await page.getByText(englishSentence).waitFor();
    await page.getByRole('button', { name: new RegExp(en.language.label) }).click();
    await page.getByText('Français').click();
    await page
      .getByText(resolveTerms(fr.validation.required.username, (await loadGlossary('fr')).terms, 'fr'))
      .waitFor();
    expect(await page.getByText(englishSentence).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it('an operator is refused in the merchant app, on the form, and keeps no token', async () => {
    await page.goto('/login');
    await page.fill('#login_username', 'operator');
    await page.fill('#login_password', demoPassword('operator'));
    await page.getByRole('button', { name: en.login.submit }).click();
    await expect
      .poll(() => page.getByTestId('form-error').textContent())
      .toBe(await english(en.refusals.operatorAccount));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('opened on a protected screen, signs in and the first Back leaves the sign-in behind', async () => {
    await page.goto('/404');
    await page.goto('/wallet');
    await page.waitForURL('**/login?redirect=*');
    await page.fill('#login_username', 'merchant');
    await page.fill('#login_password', demoPassword('merchant'));
    await page.getByRole('button', { name: en.login.submit }).click();
    await page.waitForURL('**/wallet');
    await page.goBack();
    await page.waitForURL('**/404');
  });
});

describe('people who cannot sign in', () => {
  it('after too many attempts land on /404, which says how long to wait and how to reach support', async () => {
    const operator = await fetch(`${inject('baseUrl')}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'operator', password: demoPassword('operator') }),
    }).then((r) => r.json());
    const saved = await fetch(`${inject('baseUrl')}/api/console/v1/support-contact/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: operator.data.token },
      body: JSON.stringify({
        email: 'help@shopkeeper.example',
        phone: '',
        whatsapp: '',
        telegram: '@shopkeeper_help',
        hours: '9–18',
        notes: {},
      }),
    }).then((r) => r.json());
    expect(saved.code).toBe(200);

    const who = uniqueUsername('locked');
    for (let i = 0; i < 8 && !page.url().endsWith('/404'); i++) {
      await page.goto('/login');
      await page.fill('#login_username', who);
      await page.fill('#login_password', 'Not-the-password-1');
      await page.getByRole('button', { name: en.login.submit }).click();
      await Promise.race([page.waitForURL('**/404'), page.getByTestId('form-error').waitFor()]);
    }
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: en.notFoundReasons.lockedTitle }).waitFor();
    await page.getByText(/You can try again in \d+ min\./).waitFor();
    expect(await page.getByRole('link', { name: 'help@shopkeeper.example' }).getAttribute('href')).toBe(
      'mailto:help@shopkeeper.example',
    );
    expect(await page.getByText(en.notFound.title).count()).toBe(0);
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
    await page.getByRole('heading', { name: en.notFoundReasons.sessionTitle }).waitFor();
    await page.getByRole('button', { name: en.notFound.signIn }).waitFor();
  });
});
