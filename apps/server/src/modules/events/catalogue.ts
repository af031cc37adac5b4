import type { ShopTier } from '@shopkeeper/contract';

/**
 * Every kind of event a use case records, with the shape of its data. Money is in cents, as
 * in the database. A listener switches on `type` and gets the data typed. Add a kind here
 * before recording it; never change the shape of one already recorded (the table keeps old
 * rows, and a listener may re-read them): add a new kind instead.
 */
export interface EventData {
  /** A buyer's order reached the shop (storefront or order-intake key). */
  'order.placed': { orderId: number; source: 'storefront' | 'intake'; priceCents: number; costCents: number };
  /** The merchant paid the order's cost from the wallet. */
  'order.paid': { orderId: number; costCents: number };
  'order.shipped': { orderId: number };
  'order.delivered': { orderId: number };
  'order.accepted': { orderId: number; by: 'buyer' | 'system' | 'operator' };
  /** The selling price was credited to the merchant after the hold. */
  'order.settled': { orderId: number; priceCents: number; costCents: number };
  'order.cancelled': { orderId: number; refundedCostCents: number; reason: string | null };
  /** The buyer's payment for a cancelled storefront order came back through the provider. */
  'order.buyer_refunded': { orderId: number };
  /** The order stayed unpaid past the warning time (docs/product.md: 24 h by default). */
  'order.unpaid_warned': { orderId: number };
  /** A buyer reviewed the merchant's goods on an accepted order. */
  'order.reviewed': { orderId: number; commentId: number };
  'topup.submitted': { topUpId: number; amountCents: number };
  'topup.approved': { topUpId: number; creditedCents: number };
  'topup.rejected': { topUpId: number; reason: string };
  'withdrawal.requested': { withdrawalId: number; amountCents: number };
  'withdrawal.approved': { withdrawalId: number; amountCents: number };
  'withdrawal.rejected': { withdrawalId: number; amountCents: number; reason: string };
  /** A merchant asked for a higher tier; `heldCents` moved to the held deposit (0 when nothing more was due). */
  'tier.upgrade_requested': { upgradeId: number; fromTier: ShopTier; toTier: ShopTier; heldCents: number };
  /** The shop moved up; the deposit stays held. */
  'tier.upgrade_approved': { upgradeId: number; toTier: ShopTier; heldCents: number };
  /** The request was refused; `heldCents` returned to the balance. */
  'tier.upgrade_rejected': { upgradeId: number; toTier: ShopTier; heldCents: number; reason: string };
  'identity.submitted': { submissionId: number };
  'identity.verified': { submissionId: number };
  'identity.rejected': { submissionId: number; reason: string };
  /** The merchant changed their shop's profile: which of name, logo, address, phoneNo. */
  'shop.updated': { fields: string[] };
  /** A credit rule moved a shop's score (docs/product.md#credit-score); `points` as made. */
  'shop.credit_moved': { trigger: string; orderId: number; points: number; scoreAfter: number };
  /** A merchant invited a friend by username (docs/product.md#invitations). */
  'invite.created': { inviteId: number; username: string };
  /** The friend signed up with the merchant's invitation; `userId` is the inviting merchant. */
  'invite.joined': { inviteId: number; friendId: number };
  /** An operator wrote to the merchant in the customer-service chat; `seq` is the message's place. */
  'chat.replied': { conversationId: number; seq: number };
  /** An operator answered the merchant's feedback. */
  'feedback.replied': { feedbackId: number };
  /** An operator broadcast a notification to every merchant, or to one tier's (`userId` null). */
  'notify.broadcast': { broadcastId: number; tier: ShopTier | null };
  /** A merchant paid for an ad package: the shop is boosted from `startsAt` to `endsAt` (epoch ms). */
  'ad.purchased': {
    boostId: number;
    packageId: number;
    priceCents: number;
    startsAt: number;
    endsAt: number;
  };
}

export type EventType = keyof EventData;

/** One event as a use case records it. `userId` is the merchant it concerns, if any. */
export type DomainEvent = {
  [T in EventType]: { type: T; userId: number | null; data: EventData[T] };
}[EventType];

/** One event as a listener reads it back: with its id (its place in the order) and time. */
export type RecordedEvent = DomainEvent & { id: number; at: number };
