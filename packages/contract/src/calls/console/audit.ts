import { z } from 'zod';
import { defineCall } from '../../define.ts';
import { page, pageRequest } from '../../envelope.ts';
import { id, timestamp } from '../common.ts';

/** Every operator action the audit log records (who, what, on whom, when, why). */
export const AUDIT_ACTIONS = [
  'user.disable',
  'user.enable',
  'user.forbid_withdrawal',
  'user.allow_withdrawal',
  'user.freeze_wallet',
  'user.unfreeze_wallet',
  'user.reset_link',
  'topup.approve',
  'topup.reject',
  'withdrawal.pay',
  'withdrawal.reject',
  'tier_upgrade.approve',
  'tier_upgrade.reject',
  'identity.approve',
  'identity.reject',
  'channel.add',
  'channel.edit',
  'channel.disable',
  'channel.enable',
  'invite.add',
  'settings.update',
  'support_contact.update',
  'goods_type.add',
  'goods_type.update',
  'goods.add',
  'goods.update',
  'order.ship',
  'order.advance',
  'order.correct',
  'order.cancel',
  'order.refund_retry',
  'storefront_charge.refund_retry',
  'logistics.add',
  'logistics.update',
  'logistics.delete',
  'credit_rule.update',
  'ad_package.add',
  'ad_package.update',
  'banner.add',
  'banner.update',
  'banner.delete',
  'statistics.recheck',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

export const auditEntry = z.object({
  id,
  at: timestamp,
  actor: z.object({ id, username: z.string() }),
  action: auditAction,
  /** What was acted on: a top-up, a withdrawal, a channel…; null for settings. */
  target: z.object({ type: z.string(), id }).nullable(),
  /** On whom: the merchant concerned, if any. */
  user: z.object({ id, username: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** What changed, as short strings (an amount credited, a setting's new value). */
  detail: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const consoleAuditList = defineCall({
  path: '/console/v1/audit/list',
  method: 'POST',
  auth: 'operator',
  summary: 'The audit log, newest first; filter by action, operator, merchant and time',
  input: z.strictObject({
    ...pageRequest,
    action: auditAction.optional(),
    actorId: id.optional(),
    userId: id.optional(),
    /** Epoch milliseconds, inclusive. */
    from: z.number().int().min(0).optional(),
    /** Epoch milliseconds, exclusive. */
    to: z.number().int().min(0).optional(),
  }),
  output: page(auditEntry),
});
