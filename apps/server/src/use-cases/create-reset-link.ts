import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { createResetLink } from '../modules/accounts/service.ts';
import { recordAudit } from '../modules/audit/service.ts';

/**
 * An operator makes a merchant's one-time password reset link (/console/v1/users/reset_link).
 * The audit entry says a link was made and until when, never the link: it signs its holder in.
 */
export async function createPasswordResetLink(ctx: AppContext, operatorId: number, userId: number) {
  return inTransaction(ctx.database, async (trx) => {
    const now = Date.now();
    const link = await createResetLink(trx, operatorId, userId, now);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'user.reset_link',
      target: { type: 'user', id: userId },
      userId,
      detail: { expiresAt: link.expiresAt },
      now,
    });
    return link;
  });
}
