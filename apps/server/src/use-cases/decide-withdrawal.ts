import { fromCents } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction, type Trx } from '../db/index.ts';
import { recordAudit } from '../modules/audit/service.ts';
import { payOutWithdrawal, returnWithdrawal } from '../modules/wallet/service.ts';
import { decideWithdrawal } from '../modules/withdrawals/service.ts';
import { consoleWithdrawal } from './console-withdrawals.ts';
import { recordEvent } from './record-event.ts';

/**
 * Pays a pending withdrawal in the caller's transaction (the demo seed's too): decided once
 * (404 unknown, 203 decided already), its frozen amount sent to payouts clearing, the audit
 * entry and the event written.
 */
export async function payPendingWithdrawal(
  trx: Trx,
  operatorId: number,
  input: { id: number; payoutReference?: string | undefined; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  const payoutReference = input.payoutReference || undefined;
  const decided = await decideWithdrawal(trx, operatorId, input.id, { move: 'pay', payoutReference }, now);
  await payOutWithdrawal(trx, { ...decided, memo: payoutReference ?? '', now });
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'withdrawal.pay',
    target: { type: 'withdrawal', id: decided.withdrawalId },
    userId: decided.userId,
    detail: { amount: fromCents(decided.amountCents), ...(payoutReference ? { payoutReference } : {}) },
    now,
  });
  await recordEvent(
    trx,
    {
      type: 'withdrawal.approved',
      userId: decided.userId,
      data: { withdrawalId: decided.withdrawalId, amountCents: decided.amountCents },
    },
    now,
  );
}

/** Rejects a pending withdrawal in the caller's transaction: the amount returns, once, audited. */
export async function rejectPendingWithdrawal(
  trx: Trx,
  operatorId: number,
  input: { id: number; reason: string; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  const decided = await decideWithdrawal(
    trx,
    operatorId,
    input.id,
    { move: 'reject', reason: input.reason },
    now,
  );
  await returnWithdrawal(trx, { ...decided, memo: input.reason, now });
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'withdrawal.reject',
    target: { type: 'withdrawal', id: decided.withdrawalId },
    userId: decided.userId,
    reason: input.reason,
    detail: { amount: fromCents(decided.amountCents) },
    now,
  });
  await recordEvent(
    trx,
    {
      type: 'withdrawal.rejected',
      userId: decided.userId,
      data: { withdrawalId: decided.withdrawalId, amountCents: decided.amountCents, reason: input.reason },
    },
    now,
  );
}

/** The console's pay (/console/v1/withdraw/pay): of two operators at once, one pays and the other gets 203. */
export async function payWithdrawal(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; payoutReference?: string },
) {
  await inTransaction(ctx.database, (trx) => payPendingWithdrawal(trx, operatorId, input));
  return consoleWithdrawal(ctx.database.db, input.id);
}

/** The console's reject with the merchant's reason: the amount returns to the balance, once. */
export async function rejectWithdrawal(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; reason: string },
) {
  await inTransaction(ctx.database, (trx) => rejectPendingWithdrawal(trx, operatorId, input));
  return consoleWithdrawal(ctx.database.db, input.id);
}
