import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { demoPassword } from './lib/fixtures.ts';
import { signedInMerchant } from './lib/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One API call as `token`'s user; the envelope's data, or a failure naming the code. */
async function call<T = unknown>(path: string, token: string, body: unknown = {}): Promise<T> {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', headers: { authorization: token }, body }
      : {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
  const answer = await fetch(`${inject('baseUrl')}/api${path}`, init).then((r) => r.json());
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data as T;
}

async function get<T>(path: string, token: string): Promise<T> {
  const answer = await fetch(`${inject('baseUrl')}/api${path}`, { headers: { authorization: token } }).then(
    (r) => r.json(),
  );
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data as T;
}

async function operatorToken(): Promise<string> {
  const data = await fetch(`${inject('baseUrl')}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'operator', password: demoPassword('operator') }),
  }).then((r) => r.json());
  return data.data.token;
}

/** A small real photo: the server decodes and re-encodes every image. */
const photo = (colour: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Every visible control on the page is at least 44 × 44 px and inside the 375 px screen. */
async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main a, main [role=button]')]
      .map((el) => ({
        text: (el.textContent || el.getAttribute('aria-label') || '').trim(),
        r: el.getBoundingClientRect(),
      }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44 || r.right > 375))
      .map(({ text, r }) => `${text} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  expect(small).toEqual([]);
}

async function tapPin(page: Page, digits: string) {
  const keys = page.locator('.adm-number-keyboard-wrapper').last();
  for (const digit of digits) await keys.getByRole('button', { name: digit, exact: true }).tap();
}

describe('identity, a bank card and a withdrawal at 375×667', () => {
  it('verifies, adds a card in the verified name, and withdraws after a wrong PIN', async () => {
    const context = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const page = await context.newPage();
    const { token } = await signedInMerchant(page);
    const operator = await operatorToken();

    // Identity: sent from the screen, with its photos; an operator approves it.
    await page.goto('/identity');
    await page.getByRole('textbox', { name: en.identity.realName }).fill('Mia Tran');
    await page.getByRole('textbox', { name: en.identity.idNo }).fill('X1234567');
    await page
      .locator('#identity_front')
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#8899aa') });
    await page
      .locator('#identity_back')
      .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#aa9988') });
    await expectTouchTargets(page);
    await page.getByRole('button', { name: en.identity.submit }).tap();
    await page.getByText(en.identity.statusTitle.in_review).waitFor();
    const me = await get<{ id: number }>('/v1/me', token);
    const queue = await call<{ items: { id: number; userId: number }[] }>(
      '/console/v1/identity/list',
      operator,
      {
        status: 'in_review',
        userId: me.id,
      },
    );
    await call('/console/v1/identity/approve', operator, { id: queue.items[0]!.id });

    // Money to withdraw: a PIN and an approved top-up, through the API.
    await call('/v1/user/update_pay_password', token, { payPassword: '246810' });
    const channels = await get<{ items: { id: number }[] }>('/v1/pay/channel', token);
    const topUp = new FormData();
    topUp.set('channelId', String(channels.items[0]!.id));
    topUp.set('amount', '100.00');
    topUp.set('txHash', randomBytes(32).toString('hex'));
    topUp.set(
      'proof',
      new Blob([new Uint8Array(await photo('#336699'))], { type: 'image/jpeg' }),
      'proof.jpg',
    );
    const { id: topUpId } = await call<{ id: number }>('/v1/order/channel/pay', token, topUp);
    await call('/console/v1/topup/approve', operator, { id: topUpId });

    // A bank card: the holder's name is the verified one, filled in.
    await page.goto('/bankCards/add');
    const holder = page.getByRole('textbox', { name: en.bankCards.fields.accountName });
    await expect.poll(() => holder.inputValue()).toBe('Mia Tran');
    await page.getByRole('textbox', { name: en.bankCards.fields.bankName }).fill('Bank of Tests');
    await page.getByRole('textbox', { name: en.bankCards.fields.cardNumber }).fill('6222 0000 1111 4321');
    await page.getByRole('button', { name: en.bankCards.save, exact: true }).tap();
    await page.waitForURL('**/bankCards');
    await page.getByText('•••• 4321', { exact: false }).waitFor();
    await expectTouchTargets(page);

    // The withdrawal: confirmation, a wrong PIN (tries left shown), then the right one.
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-available').getByText('100.00').waitFor();
    await expectTouchTargets(page);
    await page.getByRole('textbox', { name: en.withdrawal.amount }).fill('30');
    await page.getByRole('button', { name: en.withdrawal.submit, exact: true }).tap();
    const confirmation = page.getByTestId('withdraw-confirmation');
    await expect.poll(() => confirmation.textContent()).toContain('30.00');
    await page.getByRole('button', { name: en.withdrawal.confirmContinue }).tap();
    await page.getByRole('dialog', { name: 'Enter your transaction PIN' }).waitFor();
    await tapPin(page, '000000');
    await page.getByTestId('pin-sheet-error').getByText('Tries left', { exact: false }).waitFor();
    await tapPin(page, '246810');
    await page.waitForURL(/\/withdrawals\/\d+$/);
    await page.getByText(en.withdrawal.status.pending).waitFor();

    const wallet = await call<{ balance: string; frozen: string }>('/v1/user/wallet', token);
    expect(wallet).toMatchObject({ balance: '70.00', frozen: '30.00' });
    await context.close();
  });
});
