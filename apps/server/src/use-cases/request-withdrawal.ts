import { type CallParsedInput, calls, toCents } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import type { Trx } from '../db/index.ts';
import { ErrorCode, fail } from '../lib/app-error.ts';
import {
  refuseIfWalletFrozen,
  refuseIfWithdrawalForbidden,
  verifyPayPassword,
} from '../modules/accounts/service.ts';
import { verifiedIdentity } from '../modules/identity/service.ts';
import { findReceivingAccount, type ReceivingAccount } from '../modules/receiving-accounts/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import {
  freezeForWithdrawal,
  hashRequest,
  idempotentTransaction,
  storedAnswer,
} from '../modules/wallet/service.ts';
import {
  insertWithdrawal,
  linkFrozenAmount,
  refuseBelowMinimum,
  withdrawalMemo,
} from '../modules/withdrawals/service.ts';
import { recordEvent } from './record-event.ts';

type Answer = Awaited<ReturnType<typeof insertWithdrawal>>;

/**
 * A merchant's withdrawal (/v1/user/withdraw/add). The refusals come in this order, each
 * before anything is written: the account's restrictions (411 is the auth layer's; 449
 * withdrawals forbidden, 450 wallet frozen, each with the operator's reason and date), a
 * verified identity (409: withdrawing needs it, docs/states.md#identity — the same code a
 * bank card without one gets), the minimum amount (405 naming amount), the receiving account
 * (451 when it is gone or not theirs), then the PIN (445/446, outside the money's transaction
 * so a wrong try is counted). Then, in one transaction under the Idempotency-Key: the
 * withdrawal with a copy of the account, and the amount moved from available to frozen (424
 * when short).
 */
export async function requestWithdrawal(
  ctx: AppContext,
  request: {
    userId: number;
    input: CallParsedInput<typeof calls.withdrawAdd>;
    idempotencyKey: string | undefined;
  },
): Promise<Answer> {
  const { db } = ctx.database;
  const { userId, input } = request;
  const claim = { userId, key: request.idempotencyKey, requestHash: hashRequest(calls.withdrawAdd, input) };
  // A repeat of a withdrawal that went through gets its answer without another PIN try.
  const earlier = await storedAnswer<Answer>(db, claim);
  if (earlier) return earlier.answer;
  await refuseIfWithdrawalForbidden(db, userId);
  await refuseIfWalletFrozen(db, userId);
  if (!(await verifiedIdentity(db, userId))) {
    throw fail(ErrorCode.INSUFFICIENT_PERMISSIONS, { data: { reason: 'identityNotVerified' } });
  }
  const amountCents = toCents(input.amount);
  refuseBelowMinimum(amountCents, await getSetting(db, 'minWithdrawalCents'));
  const account = await findReceivingAccount(db, userId, input.accountId);
  if (!account) throw fail(ErrorCode.WITHDRAWAL_ACCOUNT_NOT_FOUND);
  await verifyPayPassword(db, userId, input.payPassword);

  return idempotentTransaction(ctx, claim, async (trx) => {
    // Again inside the money's transaction: an operator may have frozen the wallet or
    // forbidden withdrawals while the PIN was being checked.
    await refuseIfWithdrawalForbidden(trx, userId);
    await refuseIfWalletFrozen(trx, userId);
    return openWithdrawal(trx, { userId, account, amountCents, now: Date.now() });
  });
}

/**
 * The withdrawal row with its copy of the account, its amount frozen by a pending ledger
 * transaction (424 when short), and its event, in the caller's transaction (the demo seed's
 * too). The checks are the caller's.
 */
export async function openWithdrawal(
  trx: Trx,
  input: { userId: number; account: ReceivingAccount; amountCents: number; now: number },
): Promise<Answer> {
  const withdrawal = await insertWithdrawal(trx, input);
  const { transactionId } = await freezeForWithdrawal(trx, {
    userId: input.userId,
    withdrawalId: withdrawal.id,
    amountCents: input.amountCents,
    memo: withdrawalMemo(input.account),
    now: input.now,
  });
  await linkFrozenAmount(trx, withdrawal.id, transactionId);
  await recordEvent(
    trx,
    {
      type: 'withdrawal.requested',
      userId: input.userId,
      data: { withdrawalId: withdrawal.id, amountCents: input.amountCents },
    },
    input.now,
  );
  return withdrawal;
}
