import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format.ts';
import type { AppNotification } from '../api/notifications.ts';

/**
 * A notification in the reader's language: the server keeps its kind and parameters, so a
 * merchant who switches language reads every past one in the new language. A broadcast
 * carries the operator's own title and body, already in the reader's language or English.
 */
export function notificationTexts(
  n: AppNotification,
  t: TFunction,
  lang: string,
): { title: string; body: string } {
  switch (n.type) {
    case 'broadcast':
      return { title: n.title, body: n.body };
    case 'topup_approved':
    case 'topup_rejected':
    case 'withdrawal_approved':
    case 'withdrawal_rejected':
      return {
        title: t(`notifications.kinds.${n.type}.title`),
        body: withReason(
          t(`notifications.kinds.${n.type}.body`, { amount: formatMoney(n.params.amount, lang) }),
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
const withReason = (body: string, reason: string | null, t: TFunction) =>
  reason ? `${body} ${t('notifications.reason', { reason })}` : body;

/** Where a notification leads in the app; null when it is all said in the list (a broadcast). */
export function notificationLink(n: AppNotification): string | null {
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
