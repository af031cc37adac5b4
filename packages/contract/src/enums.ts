import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const language = z.enum(LANGUAGES);

export const ROLES = ['merchant', 'operator'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/**
 * Shop tiers in order (docs/states.md#tier-upgrade). The code is what /v1/shop/type and
 * /v1/shop/upgrade use.
 */
export const SHOP_TIERS = ['standard', 'merchant', 'partner', 'agent'] as const;
export const shopTier = z.enum(SHOP_TIERS);
export type ShopTier = z.infer<typeof shopTier>;

/**
 * What can move a shop's credit score, each with the points and on/off an operator sets
 * (docs/product.md#credit-score): an order completed (settled), an order cancelled because
 * the merchant left it unpaid past the cancel time (72 h), an order an operator cancelled.
 */
export const CREDIT_TRIGGERS = [
  'order_completed',
  'order_unpaid_cancelled',
  'order_operator_cancelled',
] as const;
export const creditTrigger = z.enum(CREDIT_TRIGGERS);
export type CreditTrigger = z.infer<typeof creditTrigger>;

/** Order states (docs/states.md#orders). */
export const ORDER_STATUSES = [
  'pending_payment',
  'pending_shipment',
  'shipped',
  'pending_acceptance',
  'accepted',
  'pending_settlement',
  'completed',
  'cancelled',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

export const GOODS_STATUSES = ['listed', 'unlisted'] as const;
export const goodsStatus = z.enum(GOODS_STATUSES);

export const IDENTITY_STATUSES = ['unverified', 'in_review', 'verified', 'rejected'] as const;
export const identityStatus = z.enum(IDENTITY_STATUSES);

/** Top-up, withdrawal and upgrade requests. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const reviewStatus = z.enum(REVIEW_STATUSES);

/** Receiving accounts; the specification's "ETC/USDT" is USDT on Ethereum (docs/product.md#merchants). */
export const ACCOUNT_TYPES = ['bank_card', 'trx_usdt', 'eth_usdt'] as const;
export const accountType = z.enum(ACCOUNT_TYPES);

export const USER_STATUSES = ['active', 'disabled'] as const;

export const UPLOAD_KINDS = [
  'logo',
  'id_photo',
  'identity',
  'proof',
  'signature',
  'chat',
  'goods_image',
  'banner',
  'feedback',
] as const;
export const uploadKind = z.enum(UPLOAD_KINDS);

/** Merchant feedback (docs/states.md#feedback): open until an operator replies, closed when done. */
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);

/** The help centre's categories (docs/product.md#help-centre): fixed, so each has a translated name. */
export const QA_CATEGORIES = ['top_ups', 'withdrawals', 'security', 'tiers', 'orders', 'shop'] as const;
export const qaCategory = z.enum(QA_CATEGORIES);
