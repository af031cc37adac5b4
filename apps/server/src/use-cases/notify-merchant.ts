import { fromCents } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import type { RecordedEvent } from '../modules/events/service.ts';
import { addCollapsed, addNotifications, type NewNotification } from '../modules/notifications/service.ts';
import { orderNumbersByIds } from '../modules/orders/service.ts';
import { shopOwnersPage } from '../modules/shops/service.ts';
import { topUpRow } from '../modules/topups/service.ts';

/** Recipients of a broadcast written per transaction, so a large audience never holds a long write lock. */
export const BROADCAST_BATCH = 500;

/** Events that notify the merchant (docs/decisions/031-notifications.md), by the type they make. */
const ORDER_TYPES = {
  'order.placed': 'order_placed',
  'order.paid': 'order_paid',
  'order.shipped': 'order_shipped',
  'order.delivered': 'order_delivered',
  'order.accepted': 'order_accepted',
  'order.settled': 'order_settled',
  'order.cancelled': 'order_cancelled',
  'order.buyer_refunded': 'order_refunded',
  'order.unpaid_warned': 'order_unpaid',
  'order.reviewed': 'order_reviewed',
} as const;

export const NOTIFYING_EVENTS = [
  ...(Object.keys(ORDER_TYPES) as (keyof typeof ORDER_TYPES)[]),
  'topup.approved',
  'topup.rejected',
  'withdrawal.approved',
  'withdrawal.rejected',
  'identity.verified',
  'identity.rejected',
  'tier.upgrade_approved',
  'tier.upgrade_rejected',
  'chat.replied',
  'feedback.replied',
  'notify.broadcast',
] as const;
export type NotifyingEvent = Extract<RecordedEvent, { type: (typeof NOTIFYING_EVENTS)[number] }>;

/**
 * Makes the merchant's notification of one event, once however often it is handed over,
 * and tells the merchant's open apps after it has committed (a hint: they read again).
 * A broadcast is fanned out to the shops of its tier as they are now, in batches.
 */
export async function notifyMerchant(ctx: AppContext, event: NotifyingEvent): Promise<void> {
  if (event.type === 'notify.broadcast') return fanOutBroadcast(ctx, event);
  if (event.userId === null) return;
  const userId = event.userId;
  const made = await notificationOf(ctx, event, userId);
  if (made === undefined) return;
  if (made.collapseKey !== undefined) {
    const collapsed = { ...made, collapseKey: made.collapseKey };
    await inTransaction(ctx.database, (trx) => addCollapsed(trx, collapsed));
  } else {
    await addNotifications(ctx.database.db, [made]);
  }
  ctx.live.publish({ userId }, { type: 'notify' });
}

/** The notification an event makes for its merchant (undefined: none), as the list keeps it. */
export async function notificationOf(
  ctx: AppContext,
  event: Exclude<NotifyingEvent, { type: 'notify.broadcast' }>,
  userId: number,
): Promise<NewNotification | undefined> {
  const { db } = ctx.database;
  const base = { userId, eventId: event.id, at: event.at };
  switch (event.type) {
    case 'topup.approved':
      return {
        ...base,
        type: 'topup_approved',
        params: { topUpId: event.data.topUpId, amount: fromCents(event.data.creditedCents), reason: null },
      };
    case 'topup.rejected': {
      const row = await topUpRow(db, event.data.topUpId);
      return {
        ...base,
        type: 'topup_rejected',
        params: {
          topUpId: event.data.topUpId,
          amount: fromCents(row.amount_cents),
          reason: event.data.reason,
        },
      };
    }
    case 'withdrawal.approved':
    case 'withdrawal.rejected':
      return {
        ...base,
        type: event.type === 'withdrawal.approved' ? 'withdrawal_approved' : 'withdrawal_rejected',
        params: {
          withdrawalId: event.data.withdrawalId,
          amount: fromCents(event.data.amountCents),
          reason: 'reason' in event.data ? event.data.reason : null,
        },
      };
    case 'identity.verified':
      return { ...base, type: 'identity_verified', params: { reason: null } };
    case 'identity.rejected':
      return { ...base, type: 'identity_rejected', params: { reason: event.data.reason } };
    case 'tier.upgrade_approved':
      return { ...base, type: 'tier_approved', params: { toTier: event.data.toTier, reason: null } };
    case 'tier.upgrade_rejected':
      return {
        ...base,
        type: 'tier_rejected',
        params: { toTier: event.data.toTier, reason: event.data.reason },
      };
    case 'chat.replied':
      return {
        ...base,
        type: 'chat_reply',
        params: { conversationId: event.data.conversationId },
        collapseKey: `chat:${event.data.conversationId}`,
      };
    case 'feedback.replied':
      return { ...base, type: 'feedback_reply', params: { feedbackId: event.data.feedbackId } };
    default: {
      const { orderId } = event.data;
      const orderNo = (await orderNumbersByIds(db, [orderId])).get(orderId);
      if (orderNo === undefined) return undefined;
      const params: Record<string, unknown> = { orderId, orderNo };
      if (event.type === 'order.cancelled') params.reason = event.data.reason;
      return { ...base, type: ORDER_TYPES[event.type], params };
    }
  }
}

/** Every shop of the broadcast's tier (or every shop), read page by page now: "at the time of sending". */
async function fanOutBroadcast(
  ctx: AppContext,
  event: Extract<RecordedEvent, { type: 'notify.broadcast' }>,
): Promise<void> {
  const { broadcastId, tier } = event.data;
  let after = 0;
  for (;;) {
    const userIds = await shopOwnersPage(ctx.database.db, tier, after, BROADCAST_BATCH);
    if (userIds.length === 0) return;
    await addNotifications(
      ctx.database.db,
      userIds.map((userId) => ({
        userId,
        type: 'broadcast',
        params: { broadcastId },
        broadcastId,
        eventId: event.id,
        at: event.at,
      })),
    );
    for (const userId of userIds) ctx.live.publish({ userId }, { type: 'notify' });
    if (userIds.length < BROADCAST_BATCH) return;
    after = userIds.at(-1)!;
  }
}
