import { type Language, loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import zh from '../apps/web/src/locales/zh-CN.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { approveMerchantTier, operatorConsole } from './lib/console.ts';
import { demoPassword } from './lib/fixtures.ts';
import { signedInMerchant } from './lib/session.ts';
import { approvedTopUp } from './lib/wallet.ts';

/**
 * A tier upgrade told by two people in two browsers and two languages: a merchant on a phone
 * reading Simplified Chinese moves up to the merchant tier (the confirmation says what is
 * held and what becomes of it, then the PIN sheet); an operator approves it in the console in
 * English; the merchant sees the new tier and the deposit held, in the tiers screen and the
 * wallet.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A text as a person reads it in `lang`: glossary terms resolved, `{{name}}` filled in. */
async function text(value: string, lang: Language, values: Record<string, string> = {}) {
  const resolved = resolveTerms(value, (await loadGlossary(lang)).terms, lang);
  return resolved.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

async function api<T>(call: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${inject('baseUrl')}/api${call}`, {
    method: 'POST',
    headers: {
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  }).then((r) => r.json());
  if (answer.code !== 200) throw new Error(`${call}: ${answer.code} ${answer.msg}`);
  return answer.data as T;
}

async function tapPin(page: Page, digits: string) {
  const keys = page.locator('.adm-number-keyboard-wrapper').last();
  for (const digit of digits) await keys.getByRole('button', { name: digit, exact: true }).tap();
}

describe('a tier upgrade, merchant (zh-CN) and operator (en) in two browsers', () => {
  it('the merchant asks with the PIN, the deposit is held; the operator approves; the merchant sees the new tier and the held deposit', async () => {
    const phone = await phoneContext(browser, 'zh-CN', inject('baseUrl'));
    const merchant = await phone.newPage();
    const { username, token } = await signedInMerchant(merchant);
    await api('/v1/user/update_pay_password', { payPassword: '135790' }, token);
    await approvedTopUp(inject('baseUrl'), token, '300.00', demoPassword('operator'));
    const merchantTier = await text(zh.tiers.merchant, 'zh-CN');

    // 1. The four tiers compared, the current one (standard) marked.
    await merchant.goto('/shop/tiers');
    await expect
      .poll(() => merchant.getByTestId('tiers-current').textContent())
      .toBe(await text(zh.tiers.standard, 'zh-CN'));
    expect(await merchant.getByRole('columnheader').count()).toBe(4);

    // 2. Moving up to the merchant tier: the confirmation says 100.00 is held and returned on a
    //    rejection, before the PIN sheet asks for anything.
    await merchant
      .getByRole('button', { name: await text(zh.tierUpgrade.upgradeTo, 'zh-CN', { target: merchantTier }) })
      .tap();
    const confirmation = merchant.getByTestId('upgrade-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('100.00');
    expect(await confirmation.textContent()).toContain(await text(zh.tierUpgrade.confirmReturned, 'zh-CN'));
    await merchant.getByRole('button', { name: zh.tierUpgrade.confirmContinue }).tap();
    await tapPin(merchant, '135790');
    await merchant.getByTestId('tiers-pending').waitFor();
    expect(await merchant.getByTestId('tiers-deposit-held').textContent()).toContain('100.00');

    // 3. The operator approves it in the console.
    const desk = await operatorConsole(browser);
    await desk.goto(`${inject('baseUrl')}/console/reviews/tier-upgrades`);
    await approveMerchantTier(desk, username);

    // 4. The merchant sees the new tier, no request waiting, and the deposit held in the wallet.
    await merchant.goto('/shop/tiers');
    await expect.poll(() => merchant.getByTestId('tiers-current').textContent()).toBe(merchantTier);
    expect(await merchant.getByTestId('tiers-pending').count()).toBe(0);
    await merchant.goto('/wallet');
    await expect.poll(() => merchant.getByTestId('wallet-depositHeld').textContent()).toContain('100.00');
    expect(await merchant.getByTestId('wallet-balance').textContent()).toContain('200.00');

    await phone.close();
    await desk.context().close();
  }, 120_000);
});
