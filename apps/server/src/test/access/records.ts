import { randomBytes } from 'node:crypto';
import { type CallDefinition, calls, LANGUAGES, UPLOAD_KINDS } from '@shopkeeper/contract';
import { EventDispatcher } from '../../modules/events/service.ts';
import { listeners } from '../../use-cases/listeners/index.ts';
import type { TestApi } from '../harness.ts';
import { showcaseGoods } from '../showcase-fixtures.ts';
import { type Answer, DEMO_PIN, multipart, pngBytes, readyToWithdraw } from '../wallet-fixtures.ts';
import { emptyHarvest, type Harvest, harvest } from './harvest.ts';

/**
 * A merchant's world made through the calls a merchant, a buyer and an operator make: one of
 * every record a merchant owns (orders in two states, a comment thread, receiving accounts, a
 * withdrawal, a top-up, an identity, uploads of every kind a merchant may store, a chat, a
 * feedback, an invitation, intake keys, an ad boost, notifications), with every answer
 * harvested (harvest.ts). The access matrix builds two and points one at the other.
 */
export interface MerchantWorld {
  token: string;
  userId: number;
  username: string;
  /** Marks the texts this merchant typed: its username, unique in the test. */
  marker: string;
  slug: string;
  harvest: Harvest;
  /** Ids the world's fixture needs again: A's valid rest of an input. */
  own: {
    orderId: number;
    unpaidOrderId: number;
    /** The buyer's review (a top-level comment) and the merchant's reply to it. */
    reviewId: number;
    replyId: number;
    showcaseItemIds: number[];
    goodsIds: number[];
    accountId: number;
    extraAccountId: number;
    topUpId: number;
    withdrawalId: number;
    intakeKeyId: number;
    notificationId: number;
    uploads: Record<string, string>;
    publicRef: string;
    unpaidRef: string;
  };
  /** A live intake key and a revoked one, for the intake call's rows of the matrix. */
  intakeKey: string;
  revokedIntakeKey: string;
}

/** What the worlds share: the platform's goods, an ad package, an operator. */
export interface Platform {
  operatorToken: string;
  goodsIds: number[];
  adPackageId: number;
}

/** Kinds of upload a merchant may store: all but goods pictures and banners, the platform's (uploads/routes.ts). */
const MERCHANT_UPLOAD_KINDS = UPLOAD_KINDS.filter((kind) => kind !== 'goods_image' && kind !== 'banner');

/**
 * Hands committed events to the listeners, as the server's dispatcher does once it listens
 * (plugins/event-dispatch.ts); a listener starting at the latest event takes its place on the first run.
 */
const deliverEvents = (api: TestApi) =>
  new EventDispatcher(api.app.ctx, listeners, { error: () => {} }).runOnce();

export async function preparePlatform(api: TestApi, operatorToken: string): Promise<Platform> {
  await deliverEvents(api);
  const { goodsIds } = await showcaseGoods(api, 'SK-ACCESS');
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { name: 'Day boost', description: 'First for a day' }]),
  );
  const added = must(
    await api.call(
      calls.consoleAdPackageAdd,
      { texts, price: '5.00', hours: 24, active: true, sortOrder: 1 },
      { token: operatorToken },
    ),
    'ad package',
  );
  return { operatorToken, goodsIds, adPackageId: added.data.id };
}

function must(res: Answer, what: string): Answer {
  if (res.code !== 200) throw new Error(`${what} failed: ${JSON.stringify(res)}`);
  return res;
}

let buyerAddresses = 0;

/** `goodsIds`: the warehouse goods this merchant sells, none another world sells. */
export async function buildMerchantWorld(
  api: TestApi,
  platform: Platform,
  goodsIds: number[],
): Promise<MerchantWorld> {
  const op = { token: platform.operatorToken };
  const ready = await readyToWithdraw(api, platform.operatorToken, '300.00');
  const { token, username: marker } = ready;
  const found = emptyHarvest();
  /** A call as this merchant; its answer is harvested and must succeed. */
  const as = async (def: CallDefinition, input: Record<string, unknown>, what = def.path) => {
    const res = must(await api.call(def, input, { token }), what);
    harvest(res.data, found, marker, def.path);
    return res;
  };
  const multipartCall = async (
    url: string,
    fields: Record<string, string>,
    files: Record<string, Buffer>,
    headers: Record<string, string> = { authorization: token },
  ) => {
    const body = multipart(fields, files);
    const res = (
      await api.raw({
        method: 'POST',
        url,
        headers: { ...body.headers, ...headers },
        payload: body.payload,
        remoteAddress: `10.37.0.${++buyerAddresses % 250}`,
      })
    ).json() as Answer;
    harvest(must(res, url).data, found, marker, url.replace(/^\/api/, ''));
    return res;
  };

  const uploads: Record<string, string> = {};
  for (const kind of MERCHANT_UPLOAD_KINDS) {
    const res = await multipartCall(`/api/v1/upload/${kind}`, {}, { file: await pngBytes() });
    uploads[kind] = res.data.path;
  }
  const me = await as(calls.getMe, {});
  const slug: string = me.data.shop.slug;
  await as(calls.shopUpdate, { name: `Shop ${marker}`, logo: uploads.logo, address: `1 ${marker} Road` });

  // The showcase, and buyers' orders of it: one paid, shipped, accepted and reviewed; one unpaid.
  await as(calls.showcaseAdd, { items: goodsIds.map((goodsId) => ({ goodsId })) });
  const showcase = await as(calls.showcaseList, { limit: 100 });
  const showcaseItemIds: number[] = showcase.data.items.map((item: { id: number }) => item.id);
  const showcaseItemId = showcaseItemIds[0]!;
  const buyerOrder = async () =>
    must(
      await api.call(
        calls.storefrontOrderCreate,
        {
          slug,
          itemId: showcaseItemId,
          quantity: 1,
          name: `Buyer ${marker}`,
          phone: '+84 90 000 0000',
          address: `2 ${marker} Street`,
        },
        { ip: `10.38.0.${++buyerAddresses % 250}` },
      ),
      'storefront order',
    ).data as { publicRef: string; orderNo: string };
  const placed = await buyerOrder();
  const unpaid = await buyerOrder();
  harvest([placed, unpaid], found, marker, calls.storefrontOrderCreate.path);
  const orders = await as(calls.orderList, { limit: 100 });
  const idOf = (orderNo: string): number =>
    orders.data.items.find((o: { orderNo: string }) => o.orderNo === orderNo).id;
  const orderId = idOf(placed.orderNo);
  await as(calls.orderPay, { orderIds: [orderId], payPassword: DEMO_PIN });
  must(
    await api.call(calls.consoleOrderShip, { id: orderId, carrier: 'Sandbox Post', trackingNo: 'SP1' }, op),
    'ship',
  );
  // The parcel moves along its logistics steps; the last one delivers it.
  for (let step = 0, status = 'shipped'; status === 'shipped' && step < 20; step++) {
    status = must(await api.call(calls.consoleOrderAdvance, { id: orderId }, op), 'advance').data.status;
  }
  must(await api.call(calls.storefrontOrderAccept, { ref: placed.publicRef }), 'buyer accepts');
  await multipartCall(
    `/api${calls.storefrontOrderComment.path}`,
    { ref: placed.publicRef, text: `Lovely, ${marker}`, rating: '5' },
    { signature: await pngBytes() },
    {},
  );
  const thread = await as(calls.orderCommentList, { orderId });
  const review: number = thread.data.items[0].id;
  const reply = await as(calls.orderCommentAdd, {
    orderId,
    parentId: review,
    text: `Thanks from ${marker}`,
    signature: uploads.signature,
  });

  // Money: a second receiving account, a withdrawal, an ad boost (the top-up came with readyToWithdraw).
  const extra = await as(calls.bankAdd, {
    type: 'trx_usdt',
    walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  });
  const withdrawal = await as(calls.withdrawAdd, {
    amount: '20.00',
    accountId: ready.accountId,
    payPassword: DEMO_PIN,
  });
  await as(calls.adPay, { packageId: platform.adPackageId, payPassword: DEMO_PIN });
  const topUps = await as(calls.topUpList, { limit: 100 });

  // Talk: a chat message with a picture (and the operator's reply), a feedback, an invitation.
  // Client ids without the marker: A may choose the same for its own messages (CALLER_NAMED).
  await as(calls.chatSend, {
    clientId: `text-${randomBytes(6).toString('hex')}`,
    text: `Hello from ${marker}`,
  });
  await as(calls.chatSend, { clientId: `image-${randomBytes(6).toString('hex')}`, image: uploads.chat });
  const conversations = must(await api.call(calls.consoleChatList, { limit: 100 }, op), 'chat list');
  const conversation = conversations.data.items.find((c: { username: string }) => c.username === marker);
  must(
    await api.call(
      calls.consoleChatSend,
      { conversationId: conversation.id, clientId: `reply-${randomBytes(6).toString('hex')}`, text: 'Hi' },
      op,
    ),
    'chat reply',
  );
  await as(calls.homeFeedback, { content: `Feedback from ${marker}`, images: [uploads.feedback] });
  await as(calls.inviteAdd, { username: `f${marker}` });

  // Intake keys: one live, one revoked; and an order through the live one.
  const key = await as(calls.shopIntakeKeyCreate, { label: `Site ${marker}` });
  const revoked = await as(calls.shopIntakeKeyCreate, { label: `Old ${marker}` });
  await as(calls.shopIntakeKeyRevoke, { id: revoked.data.id });
  const externalReference = `ext-${randomBytes(6).toString('hex')}`;
  const intake = must(
    await api.call(
      calls.intakeOrderCreate,
      {
        showcaseItemId,
        quantity: 1,
        name: `Site buyer ${marker}`,
        phone: '+1 555 0100',
        address: `3 ${marker} Lane`,
        externalReference,
      },
      { headers: { 'x-shop-key': key.data.key } },
    ),
    'intake order',
  );
  harvest(intake.data, found, marker, calls.intakeOrderCreate.path);
  // No answer repeats the external storefront's reference; the world keeps what it sent.
  found.stringsByKey.set('externalReference', new Set([externalReference]));

  // Notifications come from the events above, delivered as the server's dispatcher would.
  await deliverEvents(api);
  const notifications = await as(calls.notifyList, { limit: 100 });
  await readEverything(api, token, found, marker);

  return {
    token,
    userId: ready.user.id,
    username: ready.username,
    marker,
    slug,
    harvest: found,
    intakeKey: key.data.key,
    revokedIntakeKey: revoked.data.key,
    own: {
      orderId,
      unpaidOrderId: idOf(unpaid.orderNo),
      reviewId: review,
      replyId: reply.data.id,
      showcaseItemIds,
      goodsIds,
      accountId: ready.accountId,
      extraAccountId: extra.data.id,
      topUpId: topUps.data.items[0].id,
      withdrawalId: withdrawal.data.id,
      intakeKeyId: key.data.id,
      notificationId: notifications.data.items[0].id,
      uploads,
      publicRef: placed.publicRef,
      unpaidRef: unpaid.publicRef,
    },
  };
}

/**
 * Every call of a merchant's that takes no required input, read by `token` with its answer
 * harvested: the lists and pages where another's record could slip in. Sign-out is left out
 * (it ends the session the rest of the test uses).
 */
export async function readEverything(
  api: TestApi,
  token: string,
  into: Harvest,
  marker: string,
): Promise<{ name: string; answer: Answer }[]> {
  const answers: { name: string; answer: Answer }[] = [];
  // Lists of 100, so the page holds every record of the world.
  for (const [name, def] of Object.entries(calls) as [string, CallDefinition][]) {
    if (def.auth !== 'merchant' && def.auth !== 'user') continue;
    if (def === calls.logout || !def.input.safeParse({}).success) continue;
    const input = def.input.safeParse({ limit: 100 }).success ? { limit: 100 } : {};
    const answer = await api.call(def, input, { token });
    harvest(answer.data, into, marker, def.path);
    answers.push({ name, answer });
  }
  return answers;
}
