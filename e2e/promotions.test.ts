import { randomBytes } from 'node:crypto';
import { loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import consoleEn from '../apps/console/src/locales/en.json' with { type: 'json' };
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import sf from '../apps/web/src/storefront/locales/en.json' with { type: 'json' };
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { demoPassword, newInviteCodes, PASSWORD, uniqueUsername } from './lib/fixtures.ts';
import { approvedTopUp } from './lib/wallet.ts';

/**
 * Promotions, told by three people in three browsers: an operator adds an ad package in the
 * console; a merchant on a phone in French buys it with the PIN; a buyer opens the featured
 * page and finds the shop's goods first, labelled as an ad; the merchant sees the boost with
 * its time left.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

/** A text as a person reads it in French: glossary terms resolved, `{{name}}` filled in. */
async function text(value: string, values: Record<string, string> = {}) {
  const resolved = resolveTerms(value, (await loadGlossary('fr')).terms, 'fr');
  return resolved.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** A merchant with 50.00 (a top-up the operator approved), a PIN and one item listed. */
async function readyMerchant() {
  const [inviteCode] = await newInviteCodes(1);
  const signUp = await api<{ token: string; user: { shop: { slug: string; name: string } } }>(
    '/invite_code',
    {
      inviteCode,
      username: uniqueUsername('ad'),
      password: PASSWORD,
    },
  );
  const { token } = signUp;
  await approvedTopUp(inject('baseUrl'), token, '50', demoPassword('operator'));
  await api('/v1/user/update_pay_password', { payPassword: '135790' }, token);
  const goods = await api<{ items: { id: number; stockStatus: string }[] }>(
    '/v1/goods/list',
    { limit: 30 },
    token,
  );
  const item = goods.items.find((g) => g.stockStatus === 'in_stock')!;
  await api('/v1/showcase/add', { items: [{ goodsId: item.id }] }, token);
  return { token, shop: signUp.user.shop };
}

async function tapPin(page: Page, digits: string) {
  const keys = page.locator('.adm-number-keyboard-wrapper').last();
  for (const digit of digits) await keys.getByRole('button', { name: digit, exact: true }).tap();
}

describe('promotions: operator, merchant and buyer in three browsers', () => {
  it('a package added in the console, bought in French with the PIN, leads the featured page as an ad', async () => {
    const packageName = `Boost ${randomBytes(3).toString('hex')}`;
    const frenchName = `Mise en avant ${packageName.slice(6)}`;

    // 1. The operator adds a package: 8.00 for 6 hours, named in English and French.
    const desk = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
    ).newPage();
    await desk.goto(`${inject('baseUrl')}/console/`);
    await desk.locator('input[autocomplete=username]').fill('operator');
    await desk.locator('input[type=password]').fill(demoPassword('operator'));
    await desk.getByRole('button', { name: consoleEn.login.submit }).click();
    await desk.getByRole('menuitem', { name: consoleEn.sections.ads.title }).click();
    await desk.getByRole('button', { name: consoleEn.ads.packages.add }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(consoleEn.ads.packages.price, { exact: true }).fill('8');
    await dialog.getByLabel(consoleEn.ads.packages.hours, { exact: true }).fill('6');
    await dialog.getByLabel('Name in English').fill(packageName);
    await dialog.getByLabel('Name in Français').fill(frenchName);
    await dialog.getByRole('button', { name: consoleEn.ads.save }).click();
    await desk.getByText(consoleEn.ads.packages.saved).waitFor();
    await desk.getByRole('row').filter({ hasText: packageName }).waitFor();

    // 2. The merchant, in French, buys it: the confirmation says what and how long, then the PIN.
    const phone = await phoneContext(browser, 'fr-FR', inject('baseUrl'));
    const merchant = await phone.newPage();
    const { token, shop } = await readyMerchant();
    await merchant.goto('/login');
    await merchant.evaluate((value) => localStorage.setItem('token', value), token);
    await merchant.goto('/promotion');
    await merchant.getByText(fr.promotions.emptyTitle).waitFor();
    await merchant.getByRole('button', { name: fr.promotions.buy }).tap();
    await merchant.waitForURL('**/buyAd');
    const card = merchant.locator('article').filter({ hasText: frenchName });
    await card.getByRole('button', { name: fr.promotions.choose }).tap();
    const confirmation = merchant.getByTestId('buy-ad-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(await text(fr.promotions.hours, { hours: '6' }));
    await merchant.getByRole('button', { name: fr.promotions.confirmContinue }).tap();
    await tapPin(merchant, '135790');
    await merchant.waitForURL('**/promotion');

    // 3. The merchant sees the boost running with its time left.
    const left = merchant.getByTestId('boost-left');
    await expect.poll(() => left.textContent()).toMatch(/^Encore (5 h \d+ min|6 h 0 min)$/);
    await merchant.getByText(fr.promotions.running, { exact: true }).waitFor();

    // 4. A buyer opens the featured page: the shop's goods are among the promoted ones, before
    //    every best seller, labelled as an ad. (Other tests' shops may be boosted on this server
    //    too; boosted shops take turns leading, docs/decisions/028-ads-and-featured-order.md.)
    const buyerPhone = await phoneContext(browser, 'en-US', inject('baseUrl'));
    const buyer = await buyerPhone.newPage();
    await buyer.goto('/featured');
    await buyer.getByRole('heading', { name: sf.promotedHeading }).waitFor();
    const cards = buyer.locator('.sf-card');
    const fromShop = sf.featuredFromShop.replace('{shop}', shop.name);
    const texts = await cards.allTextContents();
    const mine = texts.findIndex((t) => t.includes(fromShop));
    expect(mine).toBeGreaterThanOrEqual(0);
    // Every card before it is an ad too: the promoted goods come first.
    for (const t of texts.slice(0, mine + 1)) expect(t).toContain(sf.adBadge);
    const first = cards.nth(mine);
    await first.getByText(sf.adBadge, { exact: true }).waitFor();
    await first.tap();
    await buyer.waitForURL(`**/s/${shop.slug}/item/*`);

    await phone.close();
    await buyerPhone.close();
    await desk.context().close();
  }, 120_000);
});
