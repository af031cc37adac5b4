import { fromCents } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { rejectPendingTopUp } from '../modules/topups/service.ts';
import { consoleTopUp } from './console-top-ups.ts';
import { recordEvent } from './record-event.ts';

/**
 * An operator rejects a pending top-up with the reason the merchant will read
 * (/console/v1/topup/reject); nothing is credited. 404 unknown, 203 decided already.
 */
export async function rejectTopUp(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; reason: string },
) {
  await inTransaction(ctx.database, (trx) => rejectTopUpInTransaction(trx, operatorId, input, Date.now()));
  return consoleTopUp(ctx.database.db, input.id);
}

/** The same in the caller's transaction, at `now` (the demo seed's top-ups too). */
export async function rejectTopUpInTransaction(
  trx: Trx,
  operatorId: number,
  input: { id: number; reason: string },
  now: number,
): Promise<void> {
  const topUp = await rejectPendingTopUp(trx, operatorId, input, now);
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'topup.reject',
    target: { type: 'topup', id: input.id },
    userId: topUp.userId,
    reason: input.reason,
    detail: { amount: fromCents(topUp.amountCents) },
    now,
  });
  await recordEvent(
    trx,
    { type: 'topup.rejected', userId: topUp.userId, data: { topUpId: input.id, reason: input.reason } },
    now,
  );
}
