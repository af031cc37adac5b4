import {
  type CallDefinition,
  calls,
  LANGUAGES,
  SHOP_KEY_HEADER,
  validationMessage,
} from '@shopkeeper/contract';
import { beforeAll, expect, it } from 'vitest';
import { implementedCalls } from '../plugins/contract-routes.ts';
import { countRows, describeApi, STRONG_PASSWORD, type TestApi, uniqueName } from './harness.ts';
import { signInOperator } from './operator.ts';

/**
 * A valid input per implemented call. Each bad-input case below starts from it and breaks one
 * field, so the answer must name exactly that field. A new handler without a sample fails the
 * coverage test at the bottom: every call gets the same treatment.
 */
const CONSOLE_GOODS_SAMPLE = {
  productNo: 'MUG-1',
  typeId: 1,
  texts: Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { name: `Mug ${lang}`, description: 'Stoneware' }]),
  ),
  images: ['goods_image/abc.webp'],
  cost: '3.20',
  suggestedPrice: '5.90',
  stockStatus: 'in_stock',
};

const BANNER_SAMPLE = {
  title: 'Summer sale',
  image: 'banner/abc.webp',
  link: '/promotion',
  sortOrder: 1,
  languages: ['en'],
  startsAt: 1_800_000_000_000,
  endsAt: 1_800_086_400_000,
  active: true,
};

const samples: Record<string, (api: TestApi) => Promise<Record<string, unknown>>> = {
  login: async () => ({ username: 'someone', password: STRONG_PASSWORD }),
  inviteCode: async (api) => ({
    inviteCode: (await api.inviteCodes())[0],
    username: uniqueName(),
    password: STRONG_PASSWORD,
  }),
  getMe: async () => ({}),
  inviteAdd: async () => ({ username: uniqueName('friend') }),
  inviteList: async () => ({ cursor: '9', limit: 5 }),
  logout: async () => ({}),
  updatePassword: async () => ({ oldPassword: 'Wrong-but-long-1', newPassword: 'Another-Strong-9' }),
  updateLang: async () => ({ lang: 'vi' }),
  updatePayPassword: async () => ({ oldPayPassword: '000000', payPassword: '123456' }),
  getSupportContact: async () => ({}),
  homeStat: async () => ({}),
  homeQa: async () => ({ cursor: '9', limit: 5, category: 'orders', q: 'pay' }),
  homeQaDetail: async () => ({ id: 1 }),
  homeFeedback: async () => ({ content: 'The app is great', images: [] }),
  homeFeedbackList: async () => ({ cursor: '9', limit: 5 }),
  consoleFeedbackList: async () => ({ cursor: '9', limit: 5, status: 'open' }),
  consoleFeedbackReply: async () => ({ id: 1, reply: 'Thank you' }),
  consoleFeedbackClose: async () => ({ id: 1 }),
  consoleQaList: async () => ({ cursor: '9', limit: 5, category: 'orders' }),
  consoleQaGet: async () => ({ id: 1 }),
  consoleQaSave: async () => ({
    category: 'orders',
    texts: [{ language: 'en', title: 'Paying', body: '<p>Pay from your balance.</p>' }],
  }),
  consoleQaDelete: async () => ({ id: 1 }),
  homeStatLine: async () => ({ days: 30 }),
  consoleStatisticsChecks: async () => ({}),
  consoleStatisticsRecheck: async () => ({ day: '2026-01-01' }),
  consoleSupportContactGet: async () => ({}),
  consoleSupportContactUpdate: async () => ({
    email: 'help@shop.example',
    phone: '+33 1 23 45 67 89',
    whatsapp: '',
    telegram: '@shop_help',
    hours: '9–18',
    notes: { fr: 'Bonjour' },
  }),
  resetPassword: async () => ({ token: 'a-reset-link-token', newPassword: 'Another-Strong-9' }),
  consoleUsersList: async () => ({ cursor: '9', limit: 5, search: 'bob', role: 'merchant' }),
  consoleUsersDetail: async () => ({ userId: 1 }),
  consoleUsersDisable: async () => ({ userId: 1, reason: 'Fraud review' }),
  consoleUsersEnable: async () => ({ userId: 1 }),
  consoleUsersForbidWithdrawal: async () => ({ userId: 1, reason: 'Fraud review' }),
  consoleUsersAllowWithdrawal: async () => ({ userId: 1 }),
  consoleUsersFreezeWallet: async () => ({ userId: 1, reason: 'Fraud review' }),
  consoleUsersUnfreezeWallet: async () => ({ userId: 1 }),
  consoleUsersResetLink: async () => ({ userId: 1 }),
  userWallet: async () => ({}),
  userWalletFlow: async () => ({ cursor: '9', limit: 5, type: 'top_up', from: 0, to: 1_800_000_000_000 }),
  userStatement: async () => ({ from: 1_700_000_000_000, to: 1_700_086_400_000 }),
  // The path's kind; its file is refused by uploads.test.ts (type, size, missing).
  upload: async () => ({ kind: 'logo' }),
  topUpChannelList: async () => ({}),
  // Multipart: its text fields are judged before the proof is (topups.test.ts sends the file).
  topUpSubmit: async () => ({ channelId: 1, amount: '20.00', txHash: 'a'.repeat(64) }),
  topUpList: async () => ({ cursor: '9', limit: 5, status: 'pending' }),
  topUpDetail: async () => ({ id: 1 }),
  consoleTopupList: async () => ({ cursor: '9', limit: 5, status: 'pending' }),
  consoleTopupApprove: async () => ({ id: 1, amount: '20.00' }),
  consoleTopupReject: async () => ({ id: 1, reason: 'No such transaction' }),
  consoleChannelList: async () => ({}),
  consoleChannelAdd: async () => ({ kind: 'bank', name: 'Bank', address: null, bankDetails: 'Example Bank' }),
  consoleChannelEdit: async () => ({ id: 1, kind: 'bank', name: 'Bank', bankDetails: 'Example Bank' }),
  consoleChannelDisable: async () => ({ id: 1 }),
  consoleChannelEnable: async () => ({ id: 1 }),
  perInfo: async () => ({}),
  // Multipart: its text fields are judged before the photos are (identity.test.ts sends them).
  identitySubmit: async () => ({ realName: 'Li Wei', idNo: 'G12345678' }),
  consoleIdentityList: async () => ({ cursor: '9', limit: 5, status: 'in_review', userId: 1 }),
  consoleIdentityApprove: async () => ({ id: 1 }),
  consoleIdentityReject: async () => ({ id: 1, reason: 'The photo is blurred' }),
  bankList: async () => ({}),
  bankAdd: async () => ({ type: 'trx_usdt', walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }),
  bankEdit: async () => ({
    id: 1,
    account: { type: 'trx_usdt', walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  }),
  bankDel: async () => ({ id: 1 }),
  withdrawAdd: async () => ({ amount: '20.00', accountId: 1, payPassword: '123456' }),
  withdrawList: async () => ({ cursor: '9', limit: 5, status: 'pending' }),
  withdrawDetail: async () => ({ id: 1 }),
  consoleWithdrawList: async () => ({ cursor: '9', limit: 5, status: 'pending', userId: 1 }),
  consoleWithdrawPay: async () => ({ id: 1, payoutReference: 'BANK-REF-1' }),
  consoleWithdrawReject: async () => ({ id: 1, reason: 'Account closed' }),
  consoleAuditList: async () => ({
    cursor: '9',
    limit: 5,
    action: 'user.disable',
    actorId: 1,
    userId: 1,
    from: 0,
    to: 1,
  }),
  consoleSettingsGet: async () => ({}),
  consoleSettingsUpdate: async () => ({
    minDeposit: '10.00',
    minWithdrawal: '10.00',
    uploadMaxMb: 5,
    registrationOpen: true,
    inviteCodeValidDays: 7,
    goodsLimitByTier: { standard: 20, merchant: 50, partner: 150, agent: 500 },
    depositByTier: { standard: '0.00', merchant: '100.00', partner: '500.00', agent: '2000.00' },
    showcaseDailyDeletions: 10,
  }),
  consoleInviteAdd: async () => ({ count: 1, validDays: 7 }),
  consoleInviteList: async () => ({ cursor: '9', limit: 5, used: false }),
  consoleUsersWallet: async () => ({ userId: 1 }),
  consoleUsersLedger: async () => ({ userId: 1, cursor: '9', limit: 5, type: 'top_up' }),
  consoleUsersAccounts: async () => ({ userId: 1 }),
  goodsTypeList: async () => ({}),
  goodsList: async () => ({ cursor: '9', limit: 5, typeId: 1, keyword: 'tea', sort: 'newest' }),
  showcaseList: async () => ({ cursor: '9', limit: 5, status: 'listed' }),
  showcaseAdd: async () => ({ items: [{ goodsId: 1, price: '9.90' }] }),
  showcaseDel: async () => ({ ids: [1] }),
  showcaseStatus: async () => ({ ids: [1], status: 'unlisted' }),
  consoleGoodsTypeList: async () => ({}),
  consoleGoodsTypeAdd: async () => ({ names: { en: 'Kitchen' }, sortOrder: 1, icon: 'kitchen' }),
  consoleGoodsTypeUpdate: async () => ({ id: 1, names: { en: 'Kitchen' }, sortOrder: 1, icon: null }),
  consoleGoodsList: async () => ({ cursor: '9', limit: 5, typeId: 1, keyword: 'mug' }),
  consoleGoodsDetail: async () => ({ id: 1 }),
  consoleGoodsAdd: async () => ({ items: [CONSOLE_GOODS_SAMPLE] }),
  consoleGoodsUpdate: async () => ({ id: 1, ...CONSOLE_GOODS_SAMPLE }),
  showcasePrice: async () => ({ id: 1, price: '9.90' }),
  // Orders, the merchant's side.
  orderList: async () => ({ cursor: '9', limit: 5, status: 'pending_payment' }),
  orderDetail: async () => ({ orderId: 1 }),
  orderLogistics: async () => ({ orderId: 1 }),
  orderPayAmount: async () => ({ orderIds: '1,2' }),
  orderPay: async () => ({ orderIds: [1, 2], payPassword: '123456' }),
  orderWarning: async () => ({}),
  storeInfo: async () => ({}),
  swipeAdList: async () => ({}),
  consoleDashboard: async () => ({}),
  consoleBannerList: async () => ({}),
  consoleBannerAdd: async () => BANNER_SAMPLE,
  consoleBannerEdit: async () => ({ id: 1, ...BANNER_SAMPLE }),
  consoleBannerDelete: async () => ({ id: 1 }),
  storefrontShop: async () => ({ slug: 'abc123', cursor: '0.9', limit: 5, lang: 'fr' }),
  storefrontFeatured: async () => ({ lang: 'fr' }),
  adList: async () => ({}),
  adPay: async () => ({ packageId: 1, payPassword: '123456' }),
  consoleAdPackageList: async () => ({}),
  consoleAdPackageAdd: async () => ({
    texts: { en: { name: 'Day boost', description: 'First for a day' } },
    price: '5.00',
    hours: 24,
    active: true,
    sortOrder: 1,
  }),
  consoleAdPackageUpdate: async () => ({
    id: 1,
    texts: { en: { name: 'Day boost', description: 'First for a day' } },
    price: '5.00',
    hours: 24,
    active: true,
    sortOrder: 1,
  }),
  consoleBoostList: async () => ({ cursor: '9', limit: 5, state: 'active', userId: 1 }),
  storefrontItem: async () => ({ slug: 'abc123', itemId: 1, lang: 'fr' }),
  storefrontOrderCreate: async () => ({
    slug: 'abc123',
    itemId: 1,
    quantity: 2,
    name: 'Ana',
    phone: '+1 555 0100',
    address: '1 Main St',
    lang: 'fr',
  }),
  storefrontOrderStatus: async () => ({ ref: 'abcdef123', lang: 'fr' }),
  storefrontOrderAccept: async () => ({ ref: 'abcdef123', lang: 'fr' }),
  // Order comments (order-comments.test.ts sends signatures and checks the rules).
  orderCommentList: async () => ({ orderId: 1, cursor: '9', limit: 5 }),
  goodsReviewList: async () => ({ goodsId: 1, cursor: '9', limit: 5 }),
  orderCommentAdd: async () => ({
    orderId: 1,
    parentId: 2,
    text: 'Thank you!',
    signature: 'signature/abc.png',
  }),
  // Multipart: its text fields are judged before the signature file is.
  storefrontOrderComment: async () => ({ ref: 'AbCdEf123456', text: 'Lovely mug', rating: 5 }),
  storefrontOrderComments: async () => ({ ref: 'AbCdEf123456' }),
  // The console's fulfilment and logistics configuration.
  consoleOrderList: async () => ({ cursor: '9', limit: 5, status: 'shipped', search: 'SK2026' }),
  consoleOrderDetail: async () => ({ id: 1 }),
  consoleOrderShip: async () => ({ id: 1, carrier: 'Sandbox Post', trackingNo: 'SP123' }),
  consoleOrderAdvance: async () => ({ id: 1, text: 'Arrived at the sorting centre' }),
  consoleOrderCorrect: async () => ({ id: 1, position: 1, text: 'Held at customs' }),
  consoleOrderCancel: async () => ({ id: 1, reason: 'Out of stock at the warehouse' }),
  consoleOrderRefundRetry: async () => ({ id: 1 }),
  // Buyers' storefront payments needing a person (console-charges.test.ts checks the states).
  consoleStorefrontChargeList: async () => ({
    cursor: '1700000000000:sf_abc',
    limit: 5,
    state: 'refund_failed',
  }),
  consoleStorefrontChargeRefundRetry: async () => ({ reference: 'sf_0123456789abcdef01234567' }),
  consoleLogisticsList: async () => ({}),
  consoleLogisticsAdd: async () => ({
    items: [{ position: 9, afterMinutes: 60, texts: [{ lang: 'en', text: 'At the depot' }] }],
  }),
  consoleLogisticsUpdate: async () => ({
    id: 1,
    position: 1,
    afterMinutes: 0,
    texts: [{ lang: 'en', text: 'Packed' }],
  }),
  consoleLogisticsDelete: async () => ({ id: 1 }),
  // Shop order-intake keys and API (intake.test.ts checks keys, limits and idempotency).
  shopIntakeKeyList: async () => ({}),
  shopIntakeKeyCreate: async () => ({ label: 'My website' }),
  shopIntakeKeyRevoke: async () => ({ id: 1 }),
  // Tiers (modules/tiers/tiers.test.ts checks the money and the review).
  shopType: async () => ({ code: 'partner' }),
  shopUpgrade: async () => ({ code: 'merchant', payPassword: '123456' }),
  consoleUpgradeList: async () => ({ cursor: '9', limit: 5, status: 'pending', userId: 1 }),
  consoleUpgradeApprove: async () => ({ id: 1 }),
  consoleUpgradeReject: async () => ({ id: 1, reason: 'Documents missing' }),
  intakeOrderCreate: async () => ({
    showcaseItemId: 1,
    quantity: 1,
    name: 'Lee',
    phone: '+1 555 0100',
    address: '9 Elm Road',
    externalReference: 'ext-1',
  }),
  // The shop profile and its credit score (shops/shop-profile.test.ts, credit/credit.test.ts).
  shopInfo: async () => ({}),
  shopUpdate: async () => ({ name: 'Lantern & Co', address: '12 Harbour Road', phoneNo: '+84 236 555 0101' }),
  shopCredit: async () => ({ cursor: '9', limit: 5 }),
  consoleCreditRuleList: async () => ({}),
  consoleCreditRuleUpdate: async () => ({ trigger: 'order_completed', points: 2, enabled: true }),
  // Notifications and broadcasts (notifications/notifications.test.ts).
  notifyCheck: async () => ({}),
  notifyList: async () => ({ cursor: '9', limit: 5, markSeen: true }),
  notifyRead: async () => ({ ids: [999_999] }),
  consoleNotifyBroadcast: async () => ({ tier: 'partner', texts: { en: { title: 'Hello', body: 'News' } } }),
  consoleNotifyBroadcasts: async () => ({ cursor: '9', limit: 5 }),
  // The live stream's ticket and the chat (modules/chat/chat.test.ts checks messages, marks and the stream).
  streamTicket: async () => ({}),
  chatHistory: async () => ({ after: 0, limit: 5 }),
  chatSend: async () => ({ clientId: 'bad-input-0001', text: 'Hello' }),
  chatRead: async () => ({ upTo: 1 }),
  chatUnread: async () => ({}),
  consoleChatList: async () => ({ limit: 5, state: 'open', mine: false }),
  consoleChatHistory: async () => ({ conversationId: 1, after: 0, limit: 5 }),
  consoleChatSend: async () => ({ conversationId: 1, clientId: 'bad-input-0002', text: 'Hi' }),
  consoleChatRead: async () => ({ conversationId: 1, upTo: 1 }),
  consoleChatClose: async () => ({ conversationId: 1 }),
  consoleChatAssign: async () => ({ conversationId: 1, operatorId: null }),
  consoleChatOperators: async () => ({}),
  consoleChatCannedList: async () => ({}),
  consoleChatCannedSave: async () => ({ title: 'Greeting', text: 'Hello, how can we help?' }),
  consoleChatCannedDelete: async () => ({ id: 1 }),
  consoleChatOfficeGet: async () => ({}),
  consoleChatOfficeUpdate: async () => ({
    utcOffsetMinutes: 480,
    days: [1, 2, 3, 4, 5],
    opens: '09:00',
    closes: '18:00',
    replyMinutes: 30,
  }),
};

const TABLES = [
  'users',
  'sessions',
  'invite_codes',
  'invite_days',
  'shops',
  'ledger_accounts',
  'attempts',
  'topups',
  'topup_channels',
  'uploads',
  'identity_submissions',
  'receiving_accounts',
  'withdrawals',
  'tier_upgrades',
  'ledger_transactions',
  'showcase_items',
  'showcase_deletions',
  'goods_types',
  'goods',
  'audit_log',
  'orders',
  'order_events',
  'order_comments',
  'order_tracking',
  'logistics_steps',
  'intake_keys',
  'storefront_charges',
  'credit_rules',
  'credit_moves',
  'conversations',
  'chat_messages',
  'canned_replies',
  'stream_tickets',
  'feedback_items',
  'help_articles',
  'help_article_texts',
] as const;
const snapshot = (api: TestApi) => Promise.all(TABLES.map((t) => countRows(api.database, t)));

const implemented = () =>
  (Object.entries(calls) as [string, CallDefinition][]).filter(([, def]) => implementedCalls.has(def));

const inPath = (def: CallDefinition, field: string) => def.path.includes(`{${field}}`);

function fieldsOf(def: CallDefinition): string[] {
  const shape = (def.input as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

describeApi('bad input on every implemented call', (api) => {
  // The order-intake API is called with a shop's key, not a session token.
  let shopKey = '';
  const credentials = (def: CallDefinition, token: string) =>
    def.auth === 'shopKey' ? { headers: { [SHOP_KEY_HEADER]: shopKey } } : { token };
  beforeAll(async () => {
    const { token } = await api().merchant();
    shopKey = (await api().call(calls.shopIntakeKeyCreate, { label: 'bad input' }, { token })).data.key;
  });

  async function expectRefused(
    name: string,
    def: CallDefinition,
    input: Record<string, unknown>,
    expected: { code: number; field?: string },
    token: string,
  ) {
    const before = await snapshot(api());
    const res = await api().call(def, input, { ...credentials(def, token), lang: 'es' });
    expect(res.status, `${name} ${JSON.stringify(input)}`).toBeLessThan(500);
    // A field holding an object (a text per language) may be named down to the wrong key in it.
    const named = String(res.data?.field ?? '');
    const field = expected.field && named.startsWith(`${expected.field}.`) ? expected.field : named;
    expect({ name, code: res.code, field }).toEqual({
      name,
      ...expected,
      field: expected.field ?? field,
    });
    // The reader's language (es), naming the field: the sentence the catalogue gives for it.
    // (A nested field is named by its leaf, "notes.nested" → "nested", as a person knows it.)
    const leaf = String(res.data.field).split('.').at(-1)!;
    expect(res.msg).toBe(validationMessage(res.data.variant, 'es', leaf, res.data));
    if (def.auth !== 'none') expect(await snapshot(api())).toEqual(before);
    return res;
  }

  it('every implemented call has a valid sample', () => {
    const missing = implemented()
      .map(([name]) => name)
      .filter((name) => !samples[name]);
    expect(missing).toEqual([]);
  });

  it('answers missing, mistyped, over-long and unknown fields with 403/405 naming the field', async () => {
    const merchant = await api().merchant();
    const operator = await signInOperator(api());
    for (const [name, def] of implemented()) {
      const token = def.auth === 'operator' ? operator.token : merchant.token;
      const valid = await samples[name]!(api());
      for (const field of fieldsOf(def)) {
        const optional = (def.input as any).shape[field].safeParse(undefined).success;
        // A path parameter cannot be left out: without it the path is another route.
        if (!optional && !inPath(def, field)) {
          const { [field]: _, ...without } = valid;
          await expectRefused(name, def, without, { code: 403, field }, token);
        }
        // An object without the discriminator a union of objects needs (bankEdit's account)
        // is missing that field: 403, naming it (account.type).
        // biome-ignore lint/suspicious/noExplicitAny: zod's internals, read only to tell a union
        const union = Boolean((def.input as any).shape[field]._zod?.def?.discriminator);
        await expectRefused(
          name,
          def,
          { ...valid, [field]: { nested: true } },
          { code: union ? 403 : 405, field },
          token,
        );
        // An over-long path parameter is refused by the router before any call (400, maxParamLength).
        if (!inPath(def, field)) {
          await expectRefused(
            name,
            def,
            { ...valid, [field]: 'x'.repeat(5000) },
            { code: 405, field },
            token,
          );
        }
        await expectRefused(name, def, { ...valid, [field]: 'ab\u0000cd' }, { code: 405, field }, token);
      }
      await expectRefused(
        name,
        def,
        { ...valid, unexpectedField: 1 },
        { code: 405, field: 'unexpectedField' },
        token,
      );
    }
  });

  it('answers malformed JSON with 400 and a translated message, never 500', async () => {
    const { token } = await api().merchant();
    for (const [name, def] of implemented().filter(([, d]) => d.method === 'POST')) {
      const before = await snapshot(api());
      const res = await api().raw({
        method: 'POST',
        url: `/api${def.path}`,
        headers: { 'content-type': 'application/json', authorization: token, 'accept-language': 'pt-BR' },
        payload: '{"username": "a",',
      });
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ code: 400, data: { variant: 'malformed' } });
      expect(res.json().msg).toMatch(/JSON/);
      expect(await snapshot(api())).toEqual(before);
    }
  });

  it('answers a body of the wrong shape (array, string, number) with a catalogue code', async () => {
    const merchant = await api().merchant();
    const operator = await signInOperator(api());
    for (const [name, def] of implemented().filter(([, d]) => d.method === 'POST')) {
      const token = def.auth === 'operator' ? operator.token : merchant.token;
      for (const payload of ['[]', '"text"', '42', 'null']) {
        const res = await api().raw({
          method: 'POST',
          url: `/api${def.path}`,
          headers: {
            'content-type': 'application/json',
            authorization: token,
            [SHOP_KEY_HEADER]: shopKey,
          },
          payload,
        });
        expect(res.statusCode, `${name} ${payload}`).toBeLessThan(500);
        expect([400, 403, 405], `${name} ${payload}`).toContain(res.json().code);
      }
    }
  });
});
