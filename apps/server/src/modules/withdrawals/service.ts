import { calls, fromCents, type schemas, toCents } from '@shopkeeper/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Executor, forUpdate, inTransaction, rowsChanged, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import type { HandlerArgs } from '../../plugins/contract-routes.ts';
import {
  refuseIfWalletFrozen,
  refuseIfWithdrawalForbidden,
  verifyPayPassword,
  withUsernames,
} from '../accounts/service.ts';
import { recordAudit } from '../audit/service.ts';
import { verifiedIdentity } from '../identity/service.ts';
import { findReceivingAccount, type ReceivingAccount } from '../receiving-accounts/service.ts';
import { getSetting } from '../settings/service.ts';
import {
  earlierAnswer,
  freezeForWithdrawal,
  idempotentCall,
  payOutWithdrawal,
  returnWithdrawal,
} from '../wallet/service.ts';

type Withdrawal = z.infer<typeof schemas.withdrawal>;
type ConsoleWithdrawal = z.infer<typeof schemas.consoleWithdrawal>;
type Status = Withdrawal['status'];

function withdrawalsQuery(db: Executor) {
  return db
    .selectFrom('withdrawals')
    .select([
      'id',
      'user_id',
      'amount_cents',
      'status',
      'account_id',
      'account_type',
      'account_name',
      'bank_name',
      'card_number',
      'branch_number',
      'wallet_address',
      'wallet_note',
      'account_created_at',
      'ledger_transaction_id',
      'reason',
      'payout_reference',
      'reviewer_id',
      'created_at',
      'reviewed_at',
    ]);
}
type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof withdrawalsQuery>['executeTakeFirstOrThrow']>>;

const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: fromCents(row.amount_cents),
  status: row.status,
  reason: row.reason,
  account: {
    id: row.account_id,
    type: row.account_type,
    accountName: row.account_name,
    bankName: row.bank_name,
    cardNumber: row.card_number,
    branchNumber: row.branch_number,
    walletAddress: row.wallet_address,
    walletNote: row.wallet_note,
    createdAt: iso(row.account_created_at),
  },
  createdAt: iso(row.created_at),
  reviewedAt: iso(row.reviewed_at),
});

/**
 * A withdrawal as its merchant reads it: the card number's last four digits only. The full
 * number is the operator's, to pay to; the merchant's own app never needs it again, and a
 * leaked session or a shoulder-surfed screen should not hand it over.
 */
function toOwnWithdrawal(row: WithdrawalRow): Withdrawal {
  const withdrawal = toWithdrawal(row);
  const { cardNumber } = withdrawal.account;
  if (cardNumber === null) return withdrawal;
  return { ...withdrawal, account: { ...withdrawal.account, cardNumber: `•••• ${cardNumber.slice(-4)}` } };
}

/** The console's rows: each withdrawal with whose it is. */
const toConsoleWithdrawals = (db: Executor, rows: WithdrawalRow[]): Promise<ConsoleWithdrawal[]> =>
  withUsernames(db, rows, (row, username) => ({
    ...toWithdrawal(row),
    userId: row.user_id,
    username,
    reviewerId: row.reviewer_id,
    payoutReference: row.payout_reference,
  }));

async function listPage(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: Status; userId?: number },
): Promise<{ rows: WithdrawalRow[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = afterCursor(query.cursor);
  let q = withdrawalsQuery(db)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query.userId !== undefined) q = q.where('user_id', '=', query.userId);
  if (query.status) q = q.where('status', '=', query.status);
  if (after !== undefined) q = q.where('id', '<', after);
  const { items, nextCursor } = keysetPage(await q.execute(), limit);
  return { rows: items, nextCursor };
}

/** The merchant's own withdrawals, newest first (never another merchant's). */
export async function listOwnWithdrawals(
  db: Executor,
  userId: number,
  query: { cursor?: string; limit?: number; status?: Status },
) {
  const { rows, nextCursor } = await listPage(db, { ...query, userId });
  return { items: rows.map(toOwnWithdrawal), nextCursor };
}

/** One of the merchant's withdrawals; anyone else's is 404, as if it did not exist. */
export async function ownWithdrawal(db: Executor, userId: number, id: number): Promise<Withdrawal> {
  const row = await withdrawalsQuery(db)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  return toOwnWithdrawal(row);
}

/** The console's list: every merchant's withdrawals, newest first, by status and merchant. */
export async function listWithdrawals(
  db: Executor,
  query: { cursor?: string; limit?: number; status?: Status; userId?: number },
) {
  const { rows, nextCursor } = await listPage(db, query);
  return { items: await toConsoleWithdrawals(db, rows), nextCursor };
}

/** A short, language-free memo for the flow list: where the money goes. */
function accountMemo(account: ReceivingAccount): string {
  if (account.type === 'bank_card') return `${account.bankName} ****${account.cardNumber!.slice(-4)}`;
  const address = account.walletAddress!;
  const network = account.type === 'trx_usdt' ? 'USDT (TRC-20)' : 'USDT (ERC-20)';
  return `${network} ${address.slice(0, 6)}…${address.slice(-4)}`;
}

/**
 * A merchant's withdrawal (/v1/user/withdraw/add). The refusals come in this order, each
 * before anything is written: the account's restrictions (411 is the auth layer's; 449
 * withdrawals forbidden, 450 wallet frozen, each with the operator's reason and date), a
 * verified identity (409: withdrawing needs it, DESIGN §5 — the same code a bank card without
 * one gets), the minimum amount (405 naming amount, with the minimum in `data.minimum`: 448
 * is the catalogue's "below minimum deposit", which would tell the merchant the wrong thing),
 * the receiving account (451 when it is gone or not theirs), then the PIN (445/446, outside
 * the money's transaction so a wrong try is counted). Then, in one transaction under the
 * Idempotency-Key: the withdrawal with a copy of the account, and the amount moved from
 * available to frozen (424 when short).
 */
export async function submitWithdrawal(
  args: HandlerArgs<typeof calls.withdrawAdd>,
): Promise<{ id: number; status: Status }> {
  const { ctx, user, input } = args;
  const { db } = ctx.database;
  // A repeat of a withdrawal that went through gets its answer without another PIN try.
  const earlier = await earlierAnswer<typeof calls.withdrawAdd, { id: number; status: Status }>(
    calls.withdrawAdd,
    args,
  );
  if (earlier) return earlier.answer;
  await refuseIfWithdrawalForbidden(db, user.id);
  await refuseIfWalletFrozen(db, user.id);
  if (!(await verifiedIdentity(db, user.id))) {
    throw fail(ErrorCode.INSUFFICIENT_PERMISSIONS, { data: { reason: 'identityNotVerified' } });
  }
  const amountCents = toCents(input.amount);
  const minimumCents = await getSetting(db, 'minWithdrawalCents');
  // Never nothing, even if an operator sets the minimum to 0: a ledger entry moves whole cents.
  if (amountCents < Math.max(minimumCents, 1)) {
    throw fail(ErrorCode.INVALID_PARAMETER, {
      field: 'amount',
      variant: 'invalid',
      data: { field: 'amount', variant: 'invalid', minimum: fromCents(minimumCents) },
    });
  }
  const account = await findReceivingAccount(db, user.id, input.accountId);
  if (!account) throw fail(ErrorCode.WITHDRAWAL_ACCOUNT_NOT_FOUND);
  await verifyPayPassword(db, user.id, input.payPassword);

  return idempotentCall(calls.withdrawAdd, args, async (trx) => {
    // Again inside the money's transaction: an operator may have frozen the wallet or
    // forbidden withdrawals while the PIN was being checked.
    await refuseIfWithdrawalForbidden(trx, user.id);
    await refuseIfWalletFrozen(trx, user.id);
    return createWithdrawal(trx, { userId: user.id, account, amountCents });
  });
}

/**
 * The withdrawal row with its copy of the account, and the amount frozen by a pending ledger
 * transaction (424 when short), in the caller's transaction. Checks are the caller's.
 */
export async function createWithdrawal(
  trx: Trx,
  input: { userId: number; account: ReceivingAccount; amountCents: number; now?: number },
): Promise<{ id: number; status: Status }> {
  const { account, amountCents } = input;
  const now = input.now ?? Date.now();
  const row = await trx
    .insertInto('withdrawals')
    .values({
      user_id: input.userId,
      amount_cents: amountCents,
      status: 'pending',
      account_id: account.id,
      account_type: account.type,
      account_name: account.accountName,
      bank_name: account.bankName,
      card_number: account.cardNumber,
      branch_number: account.branchNumber,
      wallet_address: account.walletAddress,
      wallet_note: account.walletNote,
      account_created_at: Date.parse(account.createdAt),
      ledger_transaction_id: null,
      reason: null,
      payout_reference: null,
      reviewer_id: null,
      created_at: now,
      reviewed_at: null,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
  const { transactionId } = await freezeForWithdrawal(trx, {
    userId: input.userId,
    withdrawalId: row.id,
    amountCents,
    memo: accountMemo(account),
    now,
  });
  await trx
    .updateTable('withdrawals')
    .set({ ledger_transaction_id: transactionId })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, status: row.status };
}

/**
 * Claims a pending withdrawal for an operator's decision: locked until the transaction ends,
 * 404 when unknown, 203 once decided; the status changes only while still pending
 * (rowsChanged), so of two operators deciding at once exactly one moves the money.
 *
 * The withdrawal row is locked before the ledger accounts, not after as decision 008's order
 * says: its user id is what names the accounts. No cycle can form, since only a review locks
 * an existing withdrawal row, and a review holds no ledger account while it waits for one.
 */
async function claimPending(
  trx: Trx,
  id: number,
  decision: {
    status: 'approved' | 'rejected';
    operatorId: number;
    now: number;
    reason?: string;
    payoutReference?: string;
  },
) {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('withdrawals')
      .select(['id', 'user_id', 'amount_cents', 'status', 'ledger_transaction_id'])
      .where('id', '=', id),
  ).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  if (row.status !== 'pending' || row.ledger_transaction_id === null) throw fail(ErrorCode.INVALID_OPERATION);
  const changed = await rowsChanged(
    trx
      .updateTable('withdrawals')
      .set({
        status: decision.status,
        reviewer_id: decision.operatorId,
        reviewed_at: decision.now,
        ...(decision.reason !== undefined ? { reason: decision.reason } : {}),
        ...(decision.payoutReference !== undefined ? { payout_reference: decision.payoutReference } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
  if (changed !== 1) throw fail(ErrorCode.INVALID_OPERATION);
  return { ...row, ledger_transaction_id: row.ledger_transaction_id };
}

async function consoleWithdrawalById(db: Executor, id: number): Promise<ConsoleWithdrawal> {
  const [item] = await toConsoleWithdrawals(db, [
    await withdrawalsQuery(db).where('id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return item!;
}

/**
 * Pays a pending withdrawal in the caller's transaction: claimed once, its frozen amount sent
 * to payouts clearing, the audit entry written. 404 unknown, 203 decided already.
 */
export async function payPendingWithdrawal(
  trx: Trx,
  operatorId: number,
  input: { id: number; payoutReference?: string | undefined; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  const payoutReference = input.payoutReference || undefined;
  const row = await claimPending(trx, input.id, { status: 'approved', operatorId, now, payoutReference });
  await payOutWithdrawal(trx, {
    userId: row.user_id,
    withdrawalId: row.id,
    transactionId: row.ledger_transaction_id,
    amountCents: row.amount_cents,
    memo: payoutReference ?? '',
    now,
  });
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'withdrawal.pay',
    target: { type: 'withdrawal', id: row.id },
    userId: row.user_id,
    detail: { amount: fromCents(row.amount_cents), ...(payoutReference ? { payoutReference } : {}) },
    now,
  });
}

/** Rejects a pending withdrawal in the caller's transaction: the amount returns, once, audited. */
export async function rejectPendingWithdrawal(
  trx: Trx,
  operatorId: number,
  input: { id: number; reason: string; now?: number },
): Promise<void> {
  const now = input.now ?? Date.now();
  const row = await claimPending(trx, input.id, {
    status: 'rejected',
    operatorId,
    now,
    reason: input.reason,
  });
  await returnWithdrawal(trx, {
    userId: row.user_id,
    withdrawalId: row.id,
    transactionId: row.ledger_transaction_id,
    amountCents: row.amount_cents,
    memo: input.reason,
    now,
  });
  await recordAudit(trx, {
    actorId: operatorId,
    action: 'withdrawal.reject',
    target: { type: 'withdrawal', id: row.id },
    userId: row.user_id,
    reason: input.reason,
    detail: { amount: fromCents(row.amount_cents) },
    now,
  });
}

/** The console's pay: of two operators at once, one pays and the other gets 203. */
export async function payWithdrawal(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; payoutReference?: string },
): Promise<ConsoleWithdrawal> {
  await inTransaction(ctx.database, (trx) => payPendingWithdrawal(trx, operatorId, input));
  return consoleWithdrawalById(ctx.database.db, input.id);
}

/** The console's reject with the merchant's reason: the amount returns to the balance, once. */
export async function rejectWithdrawal(
  ctx: AppContext,
  operatorId: number,
  input: { id: number; reason: string },
): Promise<ConsoleWithdrawal> {
  await inTransaction(ctx.database, (trx) => rejectPendingWithdrawal(trx, operatorId, input));
  return consoleWithdrawalById(ctx.database.db, input.id);
}
