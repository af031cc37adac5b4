import { fromCents } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { approvePendingTopUp } from '../modules/topups/service.ts';
import { creditTopUp } from '../modules/wallet/service.ts';
import { consoleTopUp } from './console-top-ups.ts';
import { recordEvent } from './record-event.ts';

/**
 * An operator approves a pending top-up (/console/v1/topup/approve), crediting the amount
 * received (by default the declared one) to the merchant's available balance: the decision,
 * the money, the audit entry and the event commit together. Of two operators at once, one
 * credits and the other gets 203.
 */
export async function approveTopUp(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; amount?: string },
) {
  await inTransaction(ctx.database, (trx) => approveTopUpInTransaction(trx, operatorId, input, Date.now()));
  return consoleTopUp(ctx.database.db, input.id);
}

/** The same in the caller's transaction, at `now` (the demo seed's top-ups too). */
export async function approveTopUpInTransaction(
  trx: Trx,
  operatorId: number,
  input: { id: number; amount?: string },
  now: number,
): Promise<void> {
  const topUp = await approvePendingTopUp(trx, operatorId, input, now);
  await creditTopUp(trx, {
    userId: topUp.userId,
    topUpId: input.id,
    amountCents: topUp.creditedCents,
    memo: topUp.channelName,
    now,
  });
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'topup.approve',
    target: { type: 'topup', id: input.id },
    userId: topUp.userId,
    detail: { amount: fromCents(topUp.amountCents), credited: fromCents(topUp.creditedCents) },
    now,
  });
  await recordEvent(
    trx,
    {
      type: 'topup.approved',
      userId: topUp.userId,
      data: { topUpId: input.id, creditedCents: topUp.creditedCents },
    },
    now,
  );
}
