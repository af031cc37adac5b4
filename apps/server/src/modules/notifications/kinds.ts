import type { Notification, NotificationType } from '@shopkeeper/contract';

/** What a notification of each type opens in the merchant app, from its parameters. */
export function targetOf(type: NotificationType, params: Record<string, unknown>): Notification['target'] {
  const idOf = (key: string) => (typeof params[key] === 'number' ? (params[key] as number) : null);
  switch (type) {
    case 'order_reviewed':
      return { screen: 'order_reviews', id: idOf('orderId') };
    case 'topup_approved':
    case 'topup_rejected':
      return { screen: 'topup', id: idOf('topUpId') };
    case 'withdrawal_approved':
    case 'withdrawal_rejected':
      return { screen: 'withdrawal', id: idOf('withdrawalId') };
    case 'identity_verified':
    case 'identity_rejected':
      return { screen: 'identity', id: null };
    case 'tier_approved':
    case 'tier_rejected':
      return { screen: 'tiers', id: null };
    case 'chat_reply':
      return { screen: 'service', id: null };
    case 'feedback_reply':
      return { screen: 'feedback', id: idOf('feedbackId') };
    case 'broadcast':
      return { screen: 'none', id: null };
    default:
      return { screen: 'order', id: idOf('orderId') };
  }
}

/** A notification's state from its two marks: read implies seen. */
export function stateOf(row: { seen_at: number | null; read_at: number | null }): Notification['state'] {
  if (row.read_at !== null) return 'read';
  return row.seen_at !== null ? 'seen' : 'unseen';
}
