import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { shopTier } from '../../enums.ts';
import { page, pageRequest } from '../../envelope.ts';
import { money } from '../../money.ts';
import { empty, id, timestamp } from '../common.ts';

/**
 * The merchant's notifications (docs/decisions/031-notifications.md). Each is made from an
 * event and keeps its kind and parameters, never a sentence: the app words it in the reader's
 * language. Three states, as Knock and Novu keep them: unseen (not yet in a list the merchant
 * was shown; the badge counts these), seen, and read (opened, or "mark all read").
 */
export const NOTIFICATION_STATES = ['unseen', 'seen', 'read'] as const;

/** Order notifications: what happened to one of the merchant's orders. */
export const ORDER_NOTIFICATION_TYPES = [
  'order_placed',
  'order_paid',
  'order_shipped',
  'order_delivered',
  'order_accepted',
  'order_settled',
  'order_refunded',
  'order_unpaid',
] as const;

/** What a notification opens in the merchant app; `id` names the record, when there is one. */
export const NOTIFICATION_TARGETS = [
  'order',
  'order_reviews',
  'topup',
  'withdrawal',
  'identity',
  'tiers',
  'service',
  'feedback',
  'none',
] as const;

const orderRef = { orderId: id, orderNo: z.string() };

const base = {
  id,
  state: z.enum(NOTIFICATION_STATES),
  createdAt: timestamp,
  target: z.object({ screen: z.enum(NOTIFICATION_TARGETS), id: id.nullable() }),
};

/** One notification, its parameters typed by its type. */
export const notification = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.enum(ORDER_NOTIFICATION_TYPES), params: z.object(orderRef) }),
  z.object({
    ...base,
    type: z.literal('order_cancelled'),
    params: z.object({ ...orderRef, reason: z.string().nullable() }),
  }),
  z.object({ ...base, type: z.literal('order_reviewed'), params: z.object(orderRef) }),
  z.object({
    ...base,
    type: z.enum(['topup_approved', 'topup_rejected']),
    params: z.object({ topUpId: id, amount: money, reason: z.string().nullable() }),
  }),
  z.object({
    ...base,
    type: z.enum(['withdrawal_approved', 'withdrawal_rejected']),
    params: z.object({ withdrawalId: id, amount: money, reason: z.string().nullable() }),
  }),
  z.object({
    ...base,
    type: z.enum(['identity_verified', 'identity_rejected']),
    params: z.object({ reason: z.string().nullable() }),
  }),
  z.object({
    ...base,
    type: z.enum(['tier_approved', 'tier_rejected']),
    params: z.object({ toTier: shopTier, reason: z.string().nullable() }),
  }),
  z.object({ ...base, type: z.literal('chat_reply'), params: z.object({ conversationId: id }) }),
  z.object({ ...base, type: z.literal('feedback_reply'), params: z.object({ feedbackId: id }) }),
  z.object({
    ...base,
    type: z.literal('broadcast'),
    params: z.object({ broadcastId: id }),
    /** In the reader's language, else English. */
    title: z.string(),
    body: z.string(),
  }),
]);
export type Notification = z.infer<typeof notification>;
export type NotificationType = Notification['type'];

export const notifyCheck = defineCall({
  path: '/v1/notify/check',
  method: 'POST',
  auth: 'merchant',
  summary: 'Notifications not yet seen (the badge) and not yet read',
  input: empty,
  output: z.object({ unseen: z.number().int(), unread: z.number().int() }),
});

export const notifyList = defineCall({
  path: '/v1/notify/list',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Notifications, newest first; each state as it was before this call. `markSeen`: the page is being shown, so its unseen ones become seen',
  input: z.strictObject({ ...pageRequest, markSeen: z.boolean().optional() }),
  output: page(notification),
});

export const notifyRead = defineCall({
  path: '/v1/notify/read',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Mark read: the given ids (404 when one is not the merchant’s; nothing changes), or all (`all: true`); one of the two (403)',
  input: z.strictObject({ ids: z.array(id).min(1).max(100).optional(), all: z.literal(true).optional() }),
  output: z.object({ read: z.number().int() }),
});
