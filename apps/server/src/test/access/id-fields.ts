import type { CallDefinition } from '@shopkeeper/contract';
import { DEMO_PIN } from '../wallet-fixtures.ts';
import { ID_LIKE_KEY } from './harvest.ts';
import type { MerchantWorld } from './records.ts';

/** An input field holding an upload path (a logo, a chat picture, feedback pictures, a signature). */
export const FILE_FIELD = /^(image|images|logo|signature|photo|photos)$/;

/**
 * Id-like fields that name no merchant's record, with why: naming one of B's values in them
 * is no way into B's records.
 */
export const NOT_RECORDS: Record<string, Record<string, string>> = {
  // The platform's records, the same for every merchant.
  adPay: { packageId: 'an ad package on sale to every shop' },
  homeQaDetail: { id: 'a help article every merchant reads' },
  goodsList: { typeId: 'a type of the warehouse’s goods' },
  topUpSubmit: { channelId: 'a top-up channel every merchant pays into' },
  // Texts the merchant types.
  identitySubmit: { idNo: 'the number on an identity card' },
  shopUpdate: { phoneNo: 'the shop’s phone number' },
};

/**
 * Fields whose value the caller chooses for its own record: B's value there must reveal
 * nothing of B's record, but the call may well succeed (a chat message's client id names the
 * message within the sender's own conversation, docs/decisions/030-live-stream-and-chat.md).
 * Only B's values that B's answers show, or that B's fixture sent (records.ts), are tried.
 */
export const CALLER_NAMED: Record<string, string[]> = {
  chatSend: ['clientId'],
  // The external storefront's own order id: the same one twice gives the first order back,
  // so B's under A's key must not give B's order.
  intakeOrderCreate: ['externalReference'],
};

/** The input fields of a call that may name another merchant's record. */
export function recordFields(name: string, def: CallDefinition): string[] {
  const shape = (def.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  return Object.keys(shape).filter(
    (field) => (ID_LIKE_KEY.test(field) || FILE_FIELD.test(field)) && !NOT_RECORDS[name]?.[field],
  );
}

let clientIds = 0;

/**
 * A's valid input for each call with record fields, naming A's own records: a trial swaps
 * one field for B's value and keeps the rest, and the same input unchanged must succeed
 * (else a 404 proves nothing). Calls that remove a record come last, as their own input is
 * sent once every trial is done.
 */
export const OWN_INPUTS: Record<string, (a: MerchantWorld) => Record<string, unknown>> = {
  orderDetail: (a) => ({ orderId: a.own.orderId }),
  orderLogistics: (a) => ({ orderId: a.own.orderId }),
  orderCommentList: (a) => ({ orderId: a.own.orderId }),
  orderCommentAdd: (a) => ({
    orderId: a.own.orderId,
    parentId: a.own.reviewId,
    text: 'Thank you',
    signature: a.own.uploads.signature,
  }),
  goodsReviewList: (a) => ({ goodsId: a.own.goodsIds[0] }),
  orderPayAmount: (a) => ({ orderIds: String(a.own.unpaidOrderId) }),
  topUpDetail: (a) => ({ id: a.own.topUpId }),
  withdrawDetail: (a) => ({ id: a.own.withdrawalId }),
  showcasePrice: (a) => ({ id: a.own.showcaseItemIds[0], price: '9.90' }),
  showcaseStatus: (a) => ({ ids: [a.own.showcaseItemIds[0]], status: 'unlisted' }),
  notifyRead: (a) => ({ ids: [a.own.notificationId] }),
  chatSend: (a) => ({ clientId: `own-${a.marker}-${++clientIds}`, image: a.own.uploads.chat }),
  homeFeedback: (a) => ({ content: 'About the app', images: [a.own.uploads.feedback] }),
  shopUpdate: (a) => ({ logo: a.own.uploads.logo }),
  bankEdit: (a) => ({
    id: a.own.extraAccountId,
    account: { type: 'trx_usdt', walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  }),
  withdrawAdd: (a) => ({ amount: '20.00', accountId: a.own.accountId, payPassword: DEMO_PIN }),
  intakeOrderCreate: (a) => ({
    // Not the item showcaseStatus's own input unlists before this one is sent.
    showcaseItemId: a.own.showcaseItemIds[1],
    quantity: 1,
    name: 'Lee',
    phone: '+1 555 0100',
    address: '9 Elm Road',
    externalReference: `own-${++clientIds}`,
  }),
  orderPay: (a) => ({ orderIds: [a.own.unpaidOrderId], payPassword: DEMO_PIN }),
  bankDel: (a) => ({ id: a.own.extraAccountId }),
  showcaseDel: (a) => ({ ids: [a.own.showcaseItemIds[1]] }),
  shopIntakeKeyRevoke: (a) => ({ id: a.own.intakeKeyId }),
};

/** A value no record has, in the shape of `value`: what "not found" answers, to compare with. */
export function ghostOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ghostOf);
  if (typeof value === 'number') return 987_654_321;
  if (typeof value !== 'string') return value;
  if (/^\d+$/.test(value)) return '987654321';
  const path = /^([a-z_]+)\/[A-Za-z0-9_-]+\.(\w+)$/.exec(value);
  if (path) return `${path[1]}/${'Z'.repeat(24)}.${path[2]}`;
  // Same length and alphabet, other characters: a reference or key nobody was given.
  return value.replace(/[A-Za-z0-9]/g, (c) => (c === 'q' ? 'r' : 'q'));
}

/**
 * An answer with every occurrence of `value` (and of its ghost) replaced, so the answers to
 * B's record and to a missing one compare equal when they say the same thing.
 */
export function withoutValue(answer: unknown, values: readonly unknown[]): unknown {
  const flat = values.flatMap((v) => (Array.isArray(v) ? v : [v]));
  const walk = (x: unknown): unknown => {
    if (flat.includes(x)) return '<named>';
    if (Array.isArray(x)) return x.map(walk);
    if (x !== null && typeof x === 'object') {
      return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, walk(v)]));
    }
    return x;
  };
  return walk(answer);
}
