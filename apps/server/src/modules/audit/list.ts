import type { AuditAction, AuditEntry } from '@shopkeeper/contract';
import type { Executor } from '../../db/index.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';

export interface AuditQuery {
  cursor?: string;
  limit?: number;
  action?: AuditAction;
  actorId?: number;
  userId?: number;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  /** Epoch milliseconds, exclusive. */
  to?: number;
}

/**
 * The audit log newest first, keyset-paged by id (entries are written in the order their
 * transactions insert them, so a later id is never an earlier action of the same row's
 * story). Each entry names its operator and merchant with `names` (use-cases/list-audit.ts reads
 * them from the accounts module, one query a page).
 */
export async function listAudit(
  db: Executor,
  query: AuditQuery,
  namesOf: (ids: number[]) => Promise<Map<number, string>>,
) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let q = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  const after = afterCursor(query.cursor);
  if (after !== undefined) q = q.where('id', '<', after);
  if (query.action) q = q.where('action', '=', query.action);
  if (query.actorId !== undefined) q = q.where('actor_id', '=', query.actorId);
  if (query.userId !== undefined) q = q.where('user_id', '=', query.userId);
  if (query.from !== undefined) q = q.where('at', '>=', query.from);
  if (query.to !== undefined) q = q.where('at', '<', query.to);
  const { items: page, nextCursor } = keysetPage(await q.execute(), limit);
  const names = await namesOf(
    page.flatMap((row) => (row.user_id === null ? [row.actor_id] : [row.actor_id, row.user_id])),
  );
  const items = page.map(
    (row): AuditEntry => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actor: { id: row.actor_id, username: names.get(row.actor_id) ?? '' },
      action: row.action,
      target:
        row.target_type === null || row.target_id === null
          ? null
          : { type: row.target_type, id: row.target_id },
      user: row.user_id === null ? null : { id: row.user_id, username: names.get(row.user_id) ?? '' },
      reason: row.reason,
      detail: JSON.parse(row.detail) as Record<string, string>,
    }),
  );
  return { items, nextCursor };
}
