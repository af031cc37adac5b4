import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { decideSubmission } from '../modules/identity/service.ts';
import { consoleIdentity } from './console-identities.ts';
import { recordEvent } from './record-event.ts';

export type IdentityDecision = { move: 'verify'; reason: null } | { move: 'reject'; reason: string };

/**
 * An operator's decision on an identity submission in review, in the caller's transaction:
 * the decision, its audit entry and its event commit together; 404 unknown, 203 decided
 * already (of two operators at once, one wins). The demo seed verifies its merchant here too.
 */
export async function decideIdentityInTransaction(
  trx: Trx,
  operatorId: number,
  id: number,
  decision: IdentityDecision,
  now = Date.now(),
): Promise<void> {
  const { userId } = await decideSubmission(trx, operatorId, id, decision, now);
  await recordAudit(trx, {
    actorId: operatorId,
    action: decision.move === 'verify' ? 'identity.approve' : 'identity.reject',
    target: { type: 'identity', id },
    userId,
    reason: decision.reason,
    now,
  });
  await recordEvent(
    trx,
    decision.move === 'verify'
      ? { type: 'identity.verified', userId, data: { submissionId: id } }
      : { type: 'identity.rejected', userId, data: { submissionId: id, reason: decision.reason } },
    now,
  );
}

async function decideIdentity(ctx: AppContext, operatorId: number, id: number, decision: IdentityDecision) {
  await inTransaction(ctx.database, (trx) => decideIdentityInTransaction(trx, operatorId, id, decision));
  return consoleIdentity(ctx.database.db, id);
}

/** /console/v1/identity/approve: the merchant's real name becomes their verified name. */
export const verifyIdentity = (ctx: AppContext, operatorId: number, id: number) =>
  decideIdentity(ctx, operatorId, id, { move: 'verify', reason: null });

/** /console/v1/identity/reject, with the reason the merchant reads; they may submit again. */
export const rejectIdentity = (ctx: AppContext, operatorId: number, input: { id: number; reason: string }) =>
  decideIdentity(ctx, operatorId, input.id, { move: 'reject', reason: input.reason });
