import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { LANGUAGES } from '../../languages.ts';
import type { NotificationType } from './notifications.ts';

/**
 * Push notifications to the merchant's phone (docs/decisions/041-push.md): a device's
 * subscription (the browser's Push API endpoint and keys), and which kinds the merchant wants
 * pushed. The push itself carries the notification's type and parameters, never a sentence:
 * the app's service worker words it in the device's language, as the list does.
 */
export const PUSH_KINDS = ['orders', 'money', 'account', 'messages', 'announcements'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The kind a notification of each type belongs to, for the merchant's choice. */
export function pushKindOf(type: NotificationType): PushKind {
  if (type.startsWith('order_')) return 'orders';
  if (type.startsWith('topup_') || type.startsWith('withdrawal_')) return 'money';
  if (type.startsWith('identity_') || type.startsWith('tier_')) return 'account';
  if (type === 'broadcast') return 'announcements';
  return 'messages';
}

/** A push service's URL, as the browser's PushSubscription names it. */
const endpoint = z.url({ protocol: /^https?$/ }).max(1000);
/** The subscription's keys, unpadded base64url as PushSubscription.toJSON() gives them. */
const base64url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    // The length in the pattern too: a generator of inputs (test/generated) reads the pattern,
    // and one of any length would seldom reach 16 characters.
    .regex(new RegExp(`^[A-Za-z0-9_-]{16,${max}}$`));

export const pushKey = defineCall({
  path: '/v1/push/key',
  method: 'POST',
  auth: 'merchant',
  summary: 'The server’s public VAPID key, for PushManager.subscribe (applicationServerKey)',
  input: z.strictObject({}),
  output: z.object({ publicKey: z.string() }),
});

export const pushSubscribe = defineCall({
  path: '/v1/push/subscribe',
  method: 'POST',
  auth: 'merchant',
  summary:
    'Stores this device’s push subscription for the merchant (again: its keys and language are updated; a device another merchant used becomes this one’s)',
  input: z.strictObject({
    endpoint,
    /** PushSubscription.toJSON().keys, flat: the device's public key and auth secret. */
    p256dh: base64url(200),
    auth: base64url(100),
    /** The device's language: the worker words pushes in it. */
    lang: z.enum(LANGUAGES),
  }),
  output: z.object({ devices: z.number().int() }),
});

export const pushUnsubscribe = defineCall({
  path: '/v1/push/unsubscribe',
  method: 'POST',
  auth: 'merchant',
  summary: 'Forgets this device’s subscription (only the merchant’s own; another is left alone)',
  input: z.strictObject({ endpoint }),
  output: z.object({ devices: z.number().int() }),
});

export const pushSettings = defineCall({
  path: '/v1/push/settings',
  method: 'POST',
  auth: 'merchant',
  summary:
    'The kinds the merchant wants pushed (all until chosen) and how many devices receive them; `kinds` replaces the choice',
  input: z.strictObject({ kinds: z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length).optional() }),
  output: z.object({ kinds: z.array(z.enum(PUSH_KINDS)), devices: z.number().int() }),
});
