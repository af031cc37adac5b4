import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { iso } from '../lib/iso.ts';
import { consoleInvitesByIds, insertInviteCodes } from '../modules/accounts/service.ts';
import { recordAudit } from '../modules/audit/service.ts';

const DAY_MS = 86_400_000;

/**
 * An operator's platform invite codes (/console/v1/invite/add): `validDays` from now, or never
 * expiring; made by the operator (shown in the list, and not counted as the new merchant's
 * inviter) and recorded in the audit log with the codes, in one transaction.
 */
export async function addPlatformInviteCodes(
  ctx: AppContext,
  operatorId: number,
  input: { count: number; validDays?: number },
) {
  const now = Date.now();
  const expiresAt = input.validDays === undefined ? null : now + input.validDays * DAY_MS;
  const ids = await inTransaction(ctx.database, async (trx) => {
    const rows = await insertInviteCodes(trx, { count: input.count, createdBy: operatorId, expiresAt, now });
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'invite.add',
      detail: {
        count: String(rows.length),
        codes: rows.map((row) => row.code).join(' '),
        expiresAt: iso(expiresAt) ?? 'never',
      },
      now,
    });
    return rows.map((row) => row.id);
  });
  return { items: await consoleInvitesByIds(ctx.database.db, ids) };
}
