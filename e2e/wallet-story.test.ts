import { randomBytes } from 'node:crypto';
import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import consoleEn from '../apps/console/src/locales/en.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { operatorConsole } from './lib/console.ts';
import { signedInMerchant } from './lib/session.ts';

/**
 * The wallet's story, told by two people in two browsers: a merchant on a phone
 * tops up with a USDT proof, an operator credits it in the console, the merchant sees the
 * balance and opens the top-up from its flow record; they verify their identity (the
 * operator approves), add a bank card in the verified name, withdraw with the PIN sheet and
 * see the amount frozen; the operator rejects it with a reason the merchant reads in the
 * app, then pays out a second one.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A text as a person reads it: glossary terms resolved, `{{name}}` filled in. */
async function text(value: string, values: Record<string, string> = {}) {
  const resolved = resolveTerms(value, (await loadGlossary('en')).terms, 'en');
  return resolved.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

const photo = (colour: string) =>
  sharp({ create: { width: 480, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Opens a review queue in the console and the row of this merchant's newest request. */
async function openReview(page: Page, path: string, username: string, button: string) {
  await page.goto(`${inject('baseUrl')}/console/${path}`);
  const row = page.getByRole('row').filter({ hasText: username }).first();
  await row.getByRole('button', { name: button }).click();
  return page.locator('.ant-drawer-section');
}

/** The confirmation or reason dialog open over the drawer. */
const modal = (page: Page) => page.locator('.ant-modal-container').last();

async function tapPin(page: Page, digits: string) {
  const keys = page.locator('.adm-number-keyboard-wrapper').last();
  for (const digit of digits) await keys.getByRole('button', { name: digit, exact: true }).tap();
}

/** The wallet tab shows this balance and frozen amount (as the merchant reads them). */
async function expectWallet(page: Page, balance: string, frozen: string) {
  await page.goto('/wallet');
  await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toContain(balance);
  expect(await page.getByTestId('wallet-frozen').textContent()).toContain(frozen);
}

describe('the wallet, merchant and operator in two browsers', () => {
  it('top-up credited, identity verified, a withdrawal rejected with a reason and another paid out', async () => {
    const phone = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const merchant = await phone.newPage();
    const { username } = await signedInMerchant(merchant);
    const desk = await operatorConsole(browser);

    // 1. The merchant tops up 100.00 through USDT (TRC-20) with a hash and a proof.
    await merchant.goto('/recharge');
    await merchant.getByText('USDT (TRC-20)').first().tap();
    await merchant
      .getByRole('img', { name: await text(en.recharge.qrLabel, { channel: 'USDT (TRC-20)' }) })
      .waitFor();
    await merchant.getByRole('textbox', { name: en.recharge.amount }).fill('100');
    const txHash = randomBytes(32).toString('hex');
    await merchant.getByRole('textbox', { name: en.recharge.txHash }).fill(txHash);
    await merchant
      .getByTestId('proof-input')
      .setInputFiles({ name: 'proof.jpg', mimeType: 'image/jpeg', buffer: await photo('#2266aa') });
    await merchant.getByRole('img', { name: en.recharge.proofPreview }).waitFor();
    await merchant.getByRole('button', { name: en.recharge.submit, exact: true }).tap();
    await merchant.getByRole('dialog').getByRole('button', { name: en.recharge.submit }).tap();
    await merchant.getByText(en.topUps.status.pending).first().waitFor();

    // 2. The operator sees it in the queue with its proof and credits it.
    const topUp = await openReview(desk, 'reviews/top-ups', username, consoleEn.topUps.review);
    await topUp.getByText(txHash).waitFor();
    await topUp.getByRole('img', { name: consoleEn.topUps.proofAlt }).waitFor();
    await topUp.getByRole('button', { name: consoleEn.topUps.approve }).click();
    await modal(desk)
      .getByRole('button', { name: await text(consoleEn.topUps.confirmOk, { amount: '100.00' }) })
      .click();
    await desk.getByText(await text(consoleEn.topUps.approved, { amount: '100.00' })).waitFor();

    // 3. The merchant's balance is 100.00; the flow record opens the top-up with its proof.
    await expectWallet(merchant, '100.00', '0.00');
    await merchant.getByText('+$100.00').first().tap();
    await merchant.waitForURL(/\/wallet\/topups\/\d+$/);
    await merchant.getByText(en.topUps.status.approved).first().waitFor();
    await merchant.getByText(txHash).waitFor();

    // 4. Identity, sent from the phone and verified by the operator.
    await merchant.goto('/identity');
    await merchant.getByRole('textbox', { name: en.identity.realName }).fill('Lan Pham');
    await merchant.getByRole('textbox', { name: en.identity.idNo }).fill('B7654321');
    await merchant
      .locator('#identity_front')
      .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#aa8844') });
    await merchant
      .locator('#identity_back')
      .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#4488aa') });
    await merchant.getByRole('button', { name: en.identity.submit }).tap();
    await merchant.getByText(en.identity.statusTitle.in_review).waitFor();

    const identity = await openReview(desk, 'reviews/identity', username, consoleEn.identity.review);
    await identity.getByText('Lan Pham').first().waitFor();
    await identity.getByRole('button', { name: consoleEn.identity.approve }).click();
    await desk.locator('.ant-popconfirm').getByRole('button', { name: consoleEn.identity.approve }).click();
    await desk.getByText(consoleEn.identity.approved).waitFor();

    // 5. A bank card in the verified name, and a PIN.
    await merchant.goto('/bankCards/add');
    const holder = merchant.getByRole('textbox', { name: en.bankCards.fields.accountName });
    await expect.poll(() => holder.inputValue()).toBe('Lan Pham');
    await merchant.getByRole('textbox', { name: en.bankCards.fields.bankName }).fill('Saigon Test Bank');
    await merchant.getByRole('textbox', { name: en.bankCards.fields.cardNumber }).fill('9704 0000 2222 8765');
    await merchant.getByRole('button', { name: en.bankCards.save, exact: true }).tap();
    await merchant.waitForURL('**/bankCards');
    const token = (await merchant.evaluate(() => localStorage.getItem('token')))!;
    await fetch(`${inject('baseUrl')}/api/v1/user/update_pay_password`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ payPassword: '135790' }),
    });

    // 6. A withdrawal of 30.00: confirmed, the PIN typed on the sheet, the amount frozen.
    const withdraw = async (amount: string) => {
      await merchant.goto('/withdraw');
      await merchant.getByTestId('withdraw-available').waitFor();
      await merchant.getByRole('textbox', { name: en.withdrawal.amount }).fill(amount);
      await merchant.getByRole('button', { name: en.withdrawal.submit, exact: true }).tap();
      await merchant.getByRole('button', { name: en.withdrawal.confirmContinue }).tap();
      await tapPin(merchant, '135790');
      await merchant.waitForURL(/\/withdrawals\/\d+$/);
      await merchant.getByText(en.withdrawal.status.pending).first().waitFor();
    };
    await withdraw('30');
    await expectWallet(merchant, '70.00', '30.00');

    // 7. The operator rejects it with a reason; the merchant reads it and has the money back.
    const reason = 'The card number does not match the bank’s records';
    const first = await openReview(desk, 'reviews/withdrawals', username, consoleEn.withdrawals.review);
    await first.getByText('Saigon Test Bank').first().waitFor();
    await first.getByRole('button', { name: consoleEn.withdrawals.reject }).click();
    await modal(desk).getByRole('textbox').fill(reason);
    await modal(desk).getByRole('button', { name: consoleEn.withdrawals.reject }).click();
    await desk.getByText(await text(consoleEn.withdrawals.rejected)).waitFor();

    await merchant.goto('/withdrawals');
    await merchant.getByText(en.withdrawal.status.rejected).first().tap();
    await merchant.getByText(reason).waitFor();
    await expectWallet(merchant, '100.00', '0.00');

    // 8. A second withdrawal of 20.00 is paid out: frozen is 0, available 80.00.
    await withdraw('20');
    const second = await openReview(desk, 'reviews/withdrawals', username, consoleEn.withdrawals.review);
    await second.getByRole('button', { name: consoleEn.withdrawals.markPaid }).click();
    await modal(desk).getByRole('button', { name: consoleEn.withdrawals.confirmOk }).click();
    await desk.getByText(await text(consoleEn.withdrawals.paid, { amount: '20.00' })).waitFor();
    await merchant.goto('/withdrawals');
    await merchant.getByText(en.withdrawal.status.approved).first().waitFor();
    const wallet = await fetch(`${inject('baseUrl')}/api/v1/user/wallet`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    }).then((r) => r.json());
    expect(wallet.data).toMatchObject({ balance: '80.00', frozen: '0.00' });

    await phone.close();
    await desk.context().close();
  }, 120_000);
});
