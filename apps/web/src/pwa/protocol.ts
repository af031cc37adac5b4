/**
 * What the app and its service worker (src/sw.ts) say to each other, and the paths the worker
 * leaves alone. Kept apart so the worker imports no app code but this and the wording.
 */

/** The app asks a waiting worker to take over (the person chose "Reload"): workbox-window's messageSkipWaiting sends it. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** The app names the built files it loaded before the worker controlled it, for the worker to keep. */
export const KEEP_FILES_MESSAGE = 'keep-files';
/** The app hands the worker the texts it words pushes with, in the device's language. */
export const PUSH_TEXTS_MESSAGE = 'push-texts';

export interface PushTexts {
  lang: string;
  currency?: string;
  appName: string;
  /** i18n key → text, with `{{name}}` where a notification's parameter goes. */
  words: Record<string, string>;
}

/**
 * Navigations the merchant app's worker never answers: the API, uploads, the storefront
 * (server-rendered, /s/… and its files), the featured page, the console (its own app) and
 * the OpenAPI document.
 */
export const NOT_FOR_THE_APP = /^\/(api|files|s|storefront|featured|console)(\/|$)/;

/** The notification types the app words from its texts (a broadcast brings its own words). */
export const NOTIFICATION_TYPES_WORDED = [
  'order_placed',
  'order_paid',
  'order_shipped',
  'order_delivered',
  'order_accepted',
  'order_settled',
  'order_cancelled',
  'order_refunded',
  'order_unpaid',
  'order_reviewed',
  'topup_approved',
  'topup_rejected',
  'withdrawal_approved',
  'withdrawal_rejected',
  'identity_verified',
  'identity_rejected',
  'tier_approved',
  'tier_rejected',
  'chat_reply',
  'feedback_reply',
] as const;
