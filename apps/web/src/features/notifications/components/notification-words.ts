import type { AppNotification } from '../api/notifications.ts';

/** A lookup of the app's texts: i18next's `t` in the app, the texts it handed over in the service worker. */
export type Words = (key: string, vars?: Record<string, unknown>) => string;
/** An amount from the wire in the reader's language and currency. */
export type Money = (amount: string) => string;
/** What wording needs of a notification: its type with its own parameters (a push carries no more). */
export type WordedNotification = AppNotification extends infer N
  ? N extends AppNotification
    ? Pick<N, 'type' | 'params'> & { title?: string; body?: string }
    : never
  : never;

/**
 * How a notification is worded, from its kind and parameters, with no dependency on the app's
 * state: the list (notification-texts.ts) and the service worker's pushes (src/sw.ts) both word
 * it here, so a push reads exactly as the list does (docs/decisions/041-push.md).
 */
export function notificationWords(
  n: WordedNotification,
  t: Words,
  money: Money,
): { title: string; body: string } {
  switch (n.type) {
    case 'broadcast':
      return { title: n.title ?? '', body: n.body ?? '' };
    case 'topup_approved':
    case 'topup_rejected':
    case 'withdrawal_approved':
    case 'withdrawal_rejected':
      return {
        title: t(`notifications.kinds.${n.type}.title`),
        body: withReason(
          t(`notifications.kinds.${n.type}.body`, { amount: money(n.params.amount) }),
          n.params.reason,
          t,
        ),
      };
    case 'tier_approved':
    case 'tier_rejected':
      return {
        title: t(`notifications.kinds.${n.type}.title`),
        body: withReason(
          t(`notifications.kinds.${n.type}.body`, { level: t(`tiers.${n.params.toTier}`) }),
          n.params.reason,
          t,
        ),
      };
    case 'identity_verified':
    case 'identity_rejected':
      return {
        title: t(`notifications.kinds.${n.type}.title`),
        body: withReason(t(`notifications.kinds.${n.type}.body`), n.params.reason, t),
      };
    case 'chat_reply':
    case 'feedback_reply':
      return {
        title: t(`notifications.kinds.${n.type}.title`),
        body: t(`notifications.kinds.${n.type}.body`),
      };
    case 'order_cancelled':
      return {
        title: t('notifications.kinds.order_cancelled.title'),
        body: withReason(
          t('notifications.kinds.order_cancelled.body', { orderNo: n.params.orderNo }),
          n.params.reason,
          t,
        ),
      };
    default:
      return {
        title: t(`notifications.kinds.${n.type}.title`),
        body: t(`notifications.kinds.${n.type}.body`, { orderNo: n.params.orderNo }),
      };
  }
}

/** The operator's reason, as they wrote it, after the sentence. */
const withReason = (body: string, reason: string | null, t: Words) =>
  reason ? `${body} ${t('notifications.reason', { reason })}` : body;

/** Where a notification leads in the app; null when it is all said in the list (a broadcast). */
export function notificationLink(n: Pick<AppNotification, 'target'>): string | null {
  const { screen, id } = n.target;
  switch (screen) {
    case 'order':
      return id === null ? '/orderList' : `/orderList/${id}`;
    case 'order_reviews':
      return id === null ? '/orderList' : `/orderComment?orderId=${id}`;
    case 'topup':
      return id === null ? '/wallet/topups' : `/wallet/topups/${id}`;
    case 'withdrawal':
      return id === null ? '/withdrawals' : `/withdrawals/${id}`;
    case 'identity':
      return '/identity';
    case 'tiers':
      return '/shop/tiers';
    case 'service':
      return '/service';
    case 'feedback':
      return '/feedback';
    default:
      return null;
  }
}
