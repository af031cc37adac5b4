import type { AuditAction } from '@shopkeeper/contract';
import type { Trx } from '../../db/index.ts';

export interface AuditRecord {
  /** The operator who acted. */
  actorId: number;
  action: AuditAction;
  /** What was acted on (a top-up, a withdrawal, a channel); omitted for settings. */
  target?: { type: string; id: number };
  /** The merchant concerned, if any. */
  userId?: number;
  reason?: string | null;
  /** What changed, as short strings (an amount credited, a setting's new value). */
  detail?: Record<string, string>;
  now?: number;
}

/**
 * Records an operator action in the audit log. Takes the action's own transaction, never the
 * pool: the entry commits with the action or not at all.
 */
export async function recordAudit(trx: Trx, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      target_type: record.target?.type ?? null,
      target_id: record.target?.id ?? null,
      user_id: record.userId ?? null,
      reason: record.reason ?? null,
      detail: JSON.stringify(record.detail ?? {}),
      at: record.now ?? Date.now(),
    })
    .execute();
}

export { type AuditQuery, listAudit } from './list.ts';
