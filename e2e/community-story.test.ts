import path from 'node:path';
import { type Language, loadGlossary, resolveTerms } from '@shopkeeper/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import consoleEn from '../apps/console/src/locales/en.json' with { type: 'json' };
import { inTransaction, openDatabase } from '../apps/server/src/db/index.ts';
import { setSetting } from '../apps/server/src/modules/settings/service.ts';
import { createPlatformInviteCodes } from '../apps/server/src/seed/demo.ts';
import { placeBuyerOrder } from '../apps/server/src/use-cases/place-buyer-order.ts';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import fr from '../apps/web/src/locales/fr.json' with { type: 'json' };
import { call } from './lib/api.ts';
import { launchBrowser, phoneContext } from './lib/browser.ts';
import { operatorConsole } from './lib/console.ts';
import { PASSWORD, uniqueUsername } from './lib/fixtures.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { approvedTopUp } from './lib/wallet.ts';

/**
 * "Community and support" told by three people in three browsers: a merchant on a phone in
 * French invites a friend, who signs up on their own phone (in English) with that code and
 * shows as joined; the merchant sees the bell's badge as their top-up is approved and an
 * order is paid, shipped and settled, reads it all in French and opens the order from it;
 * sends feedback with a picture, which the operator (in English, in the console) answers;
 * finds an answer in the help centre; and chats with the operator live both ways, with
 * pictures, and with a message typed while the phone had no connection, delivered once when
 * it came back.
 *
 * Its own server, with SHOPKEEPER_DEMO_SPEED at 100000 (an hour is 36 ms): the sandbox
 * warehouse ships the paid order, the carrier delivers it, the buyer's acceptance and the hold
 * pass in seconds, so the merchant's notifications for the whole order arrive in the story.
 * The unpaid-order times are set long, so no warning comes before the merchant pays.
 */

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SHOPKEEPER_DEMO_SPEED: '100000' }), launchBrowser()]);
  await withDatabase(async (database) => {
    for (const key of [
      'orderUnpaidWarnHours',
      'orderUnpaidCloseShopHours',
      'orderUnpaidCancelHours',
    ] as const)
      await setSetting(database.db, key, 1_000_000);
  });
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withDatabase<T>(work: (database: ReturnType<typeof openDatabase>) => Promise<T>) {
  const database = openDatabase({ sqliteFile: path.join(server.dataDir, 'shopkeeper.sqlite') });
  try {
    return await work(database);
  } finally {
    await database.destroy();
  }
}

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  call<T>(server.baseUrl, path, body, token, method);
const operatorPassword = () => server.demoLogins.find((l) => l.username === 'operator')!.password;

/** A text as a person reads it in `lang`: glossary terms resolved, `{{name}}` filled in. */
async function text(value: string, lang: Language = 'fr', values: Record<string, string | number> = {}) {
  const resolved = resolveTerms(value, (await loadGlossary(lang)).terms, lang);
  return resolved.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

const picture = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();

const PIN = '135790';

/** What the story's people share from one step to the next. */
const story = {} as {
  token: string;
  username: string;
  showcaseItemId: number;
  userId: number;
  phone: BrowserContext;
  merchant: Page;
  desk: Page;
};

/** The bell's count on the store centre's shortcut, or null when there is none. */
async function badgeCount(page: Page): Promise<number | null> {
  const badge = page.getByTestId('notifications-badge');
  if ((await badge.count()) === 0) return null;
  return Number(await badge.textContent());
}

describe('community and support: merchant (fr), friend (en) and operator (en) in three browsers', () => {
  beforeAll(async () => {
    const [inviteCode] = await withDatabase((database) => createPlatformInviteCodes(database.db, 1));
    story.username = uniqueUsername('comm');
    const signUp = await api<{ token: string; user: { id: number } }>('/invite_code', {
      inviteCode,
      username: story.username,
      password: PASSWORD,
    });
    story.token = signUp.token;
    story.userId = signUp.user.id;
    await api('/v1/user/update_pay_password', { payPassword: PIN }, story.token);
    const goods = await api<{ items: { id: number; stockStatus: string }[] }>(
      '/v1/goods/list',
      { limit: 30 },
      story.token,
    );
    const item = goods.items.find((g) => g.stockStatus === 'in_stock')!;
    await api('/v1/showcase/add', { items: [{ goodsId: item.id }] }, story.token);
    const [listed] = (await api<{ items: { id: number }[] }>('/v1/showcase/list', {}, story.token)).items;
    story.showcaseItemId = listed!.id;

    story.phone = await phoneContext(browser, 'fr-FR', server.baseUrl);
    story.merchant = await story.phone.newPage();
    await story.merchant.goto('/login');
    await story.merchant.evaluate((value) => localStorage.setItem('token', value), story.token);
    story.desk = await operatorConsole(browser, { baseUrl: server.baseUrl, password: operatorPassword() });
  });
  afterAll(async () => {
    await story.phone?.close();
    await story.desk?.context().close();
  });

  it('invites a friend, who signs up with the code on their own phone and shows as joined', async () => {
    const { merchant } = story;
    await merchant.goto('/shopCenter');
    await merchant.getByRole('link', { name: fr.screens.invitation }).tap();
    await merchant.waitForURL('**/invitation');
    await merchant.getByText(await text(fr.invitations.rulesTitle)).waitFor();

    const friend = uniqueUsername('friend');
    await merchant.getByRole('textbox', { name: await text(fr.invitations.usernameLabel) }).fill(friend);
    await merchant.getByRole('button', { name: await text(fr.invitations.submit) }).tap();
    await merchant.getByText(await text(fr.invitations.created, 'fr', { friend })).waitFor();
    const row = merchant.getByRole('link').filter({ hasText: friend });
    await row.getByText(fr.invitations.state.waiting).waitFor();

    // The invitation's own page: the link that carries the code.
    await row.tap();
    await merchant.waitForURL(/\/invitationDetails\?id=\d+$/);
    const link = await merchant
      .getByRole('textbox', { name: await text(fr.invitations.linkLabel) })
      .inputValue();
    expect(link).toMatch(new RegExp(`^${server.baseUrl}/invite\\?code=\\w+$`));

    // The friend opens it on their phone, in English: the code is filled in.
    const friendPhone = await phoneContext(browser, 'en-US', server.baseUrl);
    const friendPage = await friendPhone.newPage();
    await friendPage.goto(link);
    const code = new URL(link).searchParams.get('code')!;
    await expect.poll(() => friendPage.inputValue('#invite_inviteCode')).toBe(code);
    await friendPage.fill('#invite_username', friend);
    await friendPage.fill('#invite_password', PASSWORD);
    await friendPage.fill('#invite_confirmPassword', PASSWORD);
    await friendPage.getByRole('button', { name: en.invite.submit }).tap();
    await friendPage.waitForURL('**/shopCenter', { timeout: 30_000 });
    await friendPhone.close();

    // Back on the merchant's list, the friend has joined.
    await merchant.goto('/invitation');
    const joined = merchant.getByRole('link').filter({ hasText: friend });
    await joined.getByText(fr.invitations.state.joined).waitFor();
    expect(await joined.textContent()).toContain(
      (await text(fr.invitations.friendId, 'fr', { id: 0 })).replace('0', ''),
    );
  });

  it('sees the badge as a top-up is approved and an order is paid, shipped and settled, and reads them in French', async () => {
    const { merchant, token } = story;
    await merchant.goto('/shopCenter');
    await merchant.getByRole('link', { name: fr.screens.notifications }).waitFor();
    expect(await badgeCount(merchant)).toBeNull();

    // The operator approves a top-up (a review decided): the badge comes without a reload.
    await approvedTopUp(server.baseUrl, token, '200', operatorPassword());
    await expect.poll(() => badgeCount(merchant), { timeout: 30_000 }).toBe(1);

    // A buyer orders from the storefront; the merchant pays the cost; the sandbox warehouse,
    // the carrier, the buyer's acceptance and the hold do the rest.
    const order = await withDatabase((database) =>
      inTransaction(database, (trx) =>
        placeBuyerOrder(trx, {
          shopUserId: story.userId,
          showcaseItemId: story.showcaseItemId,
          quantity: 1,
          buyer: { name: 'Camille Martin', phone: '+33 6 12 34 56 78', address: '8 rue des Lilas, Lyon' },
          lang: 'fr',
          source: 'storefront',
          paymentReference: `e2e-community-${Date.now()}`,
          now: Date.now(),
        }),
      ),
    );
    const orderId = order.id;
    await api('/v1/order/pay', { orderIds: [orderId], payPassword: PIN }, token);
    await expect
      .poll(async () => (await api<{ status: string }>('/v1/order/detail', { orderId }, token)).status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe('completed');
    // Each of them counted on the bell: the top-up, then placed, paid, shipped, delivered,
    // accepted, settled.
    await expect.poll(() => badgeCount(merchant), { timeout: 30_000 }).toBe(7);

    await merchant.getByRole('link', { name: fr.screens.notifications }).tap();
    await merchant.waitForURL('**/notifications');
    const list = merchant.getByRole('list', { name: fr.screens.notifications });
    await list.waitFor();
    for (const kind of ['topup_approved', 'order_paid', 'order_shipped', 'order_settled'] as const) {
      await list.getByText(await text(fr.notifications.kinds[kind].title)).waitFor();
    }
    const { orderNo } = order;
    const settled = list.getByRole('button').filter({
      hasText: await text(fr.notifications.kinds.order_settled.body, 'fr', { orderNo }),
    });
    expect(await settled.getAttribute('data-state')).not.toBe('read');
    // Opening one leads to what it is about: the order.
    await settled.tap();
    await merchant.waitForURL(`**/orderList/${orderId}`);
    await merchant.getByText(orderNo).first().waitFor();
    await merchant.goBack();
    await merchant.waitForURL('**/notifications');
    await expect.poll(() => settled.getAttribute('data-state')).toBe('read');
    // Seen: the bell has no count any more.
    await merchant.goto('/shopCenter');
    await merchant.getByRole('link', { name: fr.screens.notifications }).waitFor();
    await expect.poll(() => badgeCount(merchant)).toBeNull();
  });

  it('sends feedback with a picture; the operator replies in the console; the merchant reads the reply', async () => {
    const { merchant, desk, username } = story;
    await merchant.goto('/shopCenter');
    await merchant.getByRole('link', { name: await text(fr.screens.feedback) }).tap();
    await merchant.waitForURL('**/feedback');
    await merchant.getByText(fr.feedback.emptyTitle).waitFor();
    const words =
      'Le suivi des colis est très clair, merci ! Pourriez-vous ajouter un export des commandes ?';
    await merchant.getByRole('textbox', { name: fr.feedback.contentLabel }).fill(words);
    await merchant.getByTestId('feedback-picture-input').setInputFiles({
      name: 'capture.png',
      mimeType: 'image/png',
      buffer: await picture('#3a8ee8'),
    });
    await merchant.getByRole('img', { name: fr.feedback.picture }).first().waitFor();
    await merchant.getByRole('button', { name: fr.feedback.submit }).tap();
    await merchant.getByText(fr.feedback.sent).waitFor();
    const mine = merchant.getByRole('list', { name: fr.feedback.listTitle }).getByRole('article').first();
    await mine.getByText(words).waitFor();
    await mine.getByText(fr.feedback.status.open).waitFor();

    // The operator, in English: the feedback with its picture, answered.
    await desk.getByRole('menuitem', { name: consoleEn.sections.feedback.title }).click();
    const row = desk.getByRole('row').filter({ hasText: username }).first();
    await row.getByText(words).waitFor();
    await row.getByRole('img', { name: consoleEn.feedback.picture }).waitFor();
    await row.getByRole('button', { name: consoleEn.feedback.replyAction }).click();
    const reply = 'Thank you! An export of orders is planned for next month.';
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('textbox', { name: consoleEn.feedback.reply }).fill(reply);
    await dialog.getByRole('button', { name: consoleEn.feedback.send }).click();
    await desk.getByText(consoleEn.feedback.sent).waitFor();

    // The merchant's bell counts the reply; it opens the feedback with the reply under it.
    await merchant.goto('/shopCenter');
    await expect.poll(() => badgeCount(merchant), { timeout: 30_000 }).toBe(1);
    await merchant.getByRole('link', { name: fr.screens.notifications }).tap();
    await merchant
      .getByRole('list', { name: fr.screens.notifications })
      .getByText(await text(fr.notifications.kinds.feedback_reply.title))
      .tap();
    await merchant.waitForURL('**/feedback');
    await mine.getByText(reply).waitFor();
    await mine.getByText(await text(fr.feedback.replyLabel)).waitFor();
    await mine.getByText(fr.feedback.status.replied).waitFor();
  });

  it('finds an answer in the help centre', async () => {
    const { merchant } = story;
    await merchant.goto('/shopCenter');
    await merchant.getByRole('link', { name: await text(fr.screens.service) }).tap();
    await merchant.waitForURL('**/service');
    await merchant.getByRole('tab', { name: fr.chat.tabHelp }).tap();
    await merchant.waitForURL('**/service?tab=help');
    const search = merchant.getByRole('searchbox', { name: fr.help.searchLabel });
    await search.fill('PIN');
    await search.press('Enter');
    const articles = merchant.getByRole('list', { name: fr.help.listTitle });
    const article = articles.getByRole('link', { name: /Votre code PIN de transaction/ });
    await article.waitFor();
    await expect.poll(() => articles.getByRole('link').count()).toBeLessThan(8);
    await article.tap();
    await merchant.waitForURL(/\/qaDetail\?id=\d+$/);
    await merchant.getByRole('heading', { name: 'Votre code PIN de transaction' }).waitFor();
    expect(await merchant.getByTestId('qa-body').textContent()).toContain('six chiffres');
  });

  it('chats with the operator live both ways, with pictures, and a message sent offline arrives once', async () => {
    const { merchant, desk, username, phone } = story;
    await merchant.goto('/service');
    const input = merchant.getByRole('textbox', { name: fr.chat.inputLabel });
    const send = merchant.getByRole('button', { name: fr.chat.send, exact: true });
    const thread = merchant.getByTestId('chat-message');
    const hello = 'Bonjour, mon colis est indiqué comme livré mais l’acheteur ne l’a pas reçu.';
    await input.fill(hello);
    await send.tap();
    await thread.filter({ hasText: hello }).and(merchant.locator('[data-from=merchant]')).waitFor();

    // The operator's customer service: the merchant's conversation, their message in it.
    await desk
      .getByRole('menuitem', { name: await text(consoleEn.sections.customerService.title, 'en') })
      .click();
    const conversation = desk
      .getByRole('list', { name: consoleEn.chat.conversations })
      .getByRole('listitem')
      .filter({ hasText: username });
    await conversation.first().click();
    const consoleThread = desk.getByTestId('console-message');
    await consoleThread.filter({ hasText: hello }).waitFor();

    // The operator answers: the merchant reads it without reloading.
    const answer = 'Hello! I have asked the carrier for the delivery proof; I will come back to you today.';
    await desk.getByRole('textbox', { name: consoleEn.chat.reply }).fill(answer);
    await desk.getByRole('button', { name: consoleEn.chat.send, exact: true }).click();
    await thread.filter({ hasText: answer }).waitFor({ timeout: 30_000 });

    // A picture each way: the merchant's reaches the console; the operator's opens full screen.
    await merchant.getByTestId('chat-image-input').setInputFiles({
      name: 'colis.png',
      mimeType: 'image/png',
      buffer: await picture('#e8553a'),
    });
    await merchant
      .locator('[data-from=merchant]')
      .getByRole('img', { name: fr.chat.imageAlt })
      .waitFor({ timeout: 30_000 });
    await consoleThread
      .getByRole('img', { name: consoleEn.chat.imageAlt })
      .first()
      .waitFor({ timeout: 30_000 });
    await desk.getByTestId('reply-image-input').setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: await picture('#22aa66'),
    });
    const theirPicture = merchant
      .locator('[data-from=operator]')
      .getByRole('img', { name: fr.chat.imageAlt });
    await theirPicture.waitFor({ timeout: 30_000 });
    const src = await theirPicture.getAttribute('src');
    const thumbnail = (await theirPicture.boundingBox())!;
    await theirPicture.tap();
    // Full screen: the viewer covers the phone, the picture larger than in its bubble.
    const viewer = merchant.locator('.adm-image-viewer-content');
    await viewer.waitFor();
    expect(await viewer.locator('img').getAttribute('src')).toBe(src);
    expect((await viewer.boundingBox())!.width).toBe(375);
    await expect
      .poll(async () => (await viewer.locator('img').boundingBox())?.width ?? 0)
      .toBeGreaterThan(thumbnail.width);
    // Closed with its button, back to the conversation.
    await merchant.getByRole('button', { name: fr.chat.closePicture, includeHidden: true }).tap();
    await viewer.waitFor({ state: 'detached' });
    await thread.filter({ hasText: answer }).waitFor();

    // The phone loses its connection: the message waits, marked as not delivered yet.
    await phone.setOffline(true);
    const offline = 'Je suis dans le métro, je vous envoie le numéro de suivi : FR123456789.';
    await input.fill(offline);
    await send.tap();
    const waiting = thread.filter({ hasText: offline });
    await expect.poll(() => waiting.getAttribute('data-state')).toMatch(/^(sending|failed)$/);
    // Back online: delivered once, on both sides.
    await phone.setOffline(false);
    await merchant.locator(`[data-from=merchant]`).filter({ hasText: offline }).waitFor({ timeout: 30_000 });
    await expect.poll(() => waiting.count()).toBe(1);
    await consoleThread.filter({ hasText: offline }).waitFor({ timeout: 30_000 });
    expect(await consoleThread.filter({ hasText: offline }).count()).toBe(1);

    // And the operator's next reply still arrives live on the phone that was offline.
    const thanks = 'Thank you, I have the tracking number. The carrier will call the buyer.';
    await desk.getByRole('textbox', { name: consoleEn.chat.reply }).fill(thanks);
    await desk.getByRole('button', { name: consoleEn.chat.send, exact: true }).click();
    await thread.filter({ hasText: thanks }).waitFor({ timeout: 30_000 });
    await merchant.reload();
    await thread.filter({ hasText: thanks }).waitFor();
    expect(await thread.filter({ hasText: offline }).count()).toBe(1);
  });
});
