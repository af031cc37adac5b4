import { fromCents, type schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { iso } from '../../lib/iso.ts';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetPage } from '../../lib/keyset.ts';
import { moveAllowed, moveStatus } from '../../lib/status-machine.ts';
import { WITHDRAWAL_MACHINE } from './status.ts';

export { WITHDRAWAL_MACHINE } from './status.ts';

/** Where a withdrawal is paid: a copy of the merchant's receiving account as it was when asked. */
type ReceivingAccount = Withdrawal['account'];

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

/** A console row of a withdrawal: whose it is, who decided it and the payout's reference. */
export const toConsoleWithdrawal = (row: WithdrawalRow, username: string): ConsoleWithdrawal => ({
  ...toWithdrawal(row),
  userId: row.user_id,
  username,
  reviewerId: row.reviewer_id,
  payoutReference: row.payout_reference,
});

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

/** The console's list: every merchant's withdrawals, newest first, by status and merchant (rows). */
export const listWithdrawalRows = listPage;

/** One withdrawal's row, for the console's answer to a decision. */
export const withdrawalRow = (db: Executor, id: number): Promise<WithdrawalRow> =>
  withdrawalsQuery(db).where('id', '=', id).executeTakeFirstOrThrow();

/** A short, language-free memo for the flow list: where the money goes. */
export function withdrawalMemo(account: ReceivingAccount): string {
  if (account.type === 'bank_card') return `${account.bankName} ****${account.cardNumber!.slice(-4)}`;
  const address = account.walletAddress!;
  const network = account.type === 'trx_usdt' ? 'USDT (TRC-20)' : 'USDT (ERC-20)';
  return `${network} ${address.slice(0, 6)}…${address.slice(-4)}`;
}

/**
 * 405 naming amount, with the minimum in `data.minimum`, below the minimum withdrawal (448 is
 * the catalogue's "below minimum deposit", which would tell the merchant the wrong thing).
 * Never nothing, even if an operator sets the minimum to 0: a ledger entry moves whole cents.
 */
export function refuseBelowMinimum(amountCents: number, minimumCents: number): void {
  if (amountCents < Math.max(minimumCents, 1)) {
    throw fail(ErrorCode.INVALID_PARAMETER, {
      field: 'amount',
      variant: 'invalid',
      data: { field: 'amount', variant: 'invalid', minimum: fromCents(minimumCents) },
    });
  }
}

/**
 * A pending withdrawal with its copy of the account, in the caller's transaction; the
 * caller freezes its amount and links the ledger transaction (linkFrozenAmount).
 */
export async function insertWithdrawal(
  trx: Trx,
  input: { userId: number; account: ReceivingAccount; amountCents: number; now: number },
): Promise<{ id: number; status: Status }> {
  const { account } = input;
  return trx
    .insertInto('withdrawals')
    .values({
      user_id: input.userId,
      amount_cents: input.amountCents,
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
      created_at: input.now,
      reviewed_at: null,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}

/** Remembers the pending ledger transaction that froze the withdrawal's amount. */
export async function linkFrozenAmount(trx: Trx, id: number, transactionId: number): Promise<void> {
  await trx
    .updateTable('withdrawals')
    .set({ ledger_transaction_id: transactionId })
    .where('id', '=', id)
    .execute();
}

/**
 * Decides a pending withdrawal in the caller's transaction: 404 when unknown, 203 once
 * decided (or never frozen); the move is one conditional update from pending, so of two
 * operators deciding at once exactly one moves the money, which the caller then does.
 *
 * The withdrawal row is locked before the ledger accounts, not after as decision 008's order
 * says: its user id is what names the accounts. No cycle can form, since only a review locks
 * an existing withdrawal row, and a review holds no ledger account while it waits for one.
 */
export async function decideWithdrawal(
  trx: Trx,
  operatorId: number,
  id: number,
  decision: { move: 'pay'; payoutReference?: string | undefined } | { move: 'reject'; reason: string },
  now: number,
) {
  const row = await forUpdate(
    trx,
    trx
      .selectFrom('withdrawals')
      .select(['id', 'user_id', 'amount_cents', 'status', 'ledger_transaction_id'])
      .where('id', '=', id),
  ).executeTakeFirst();
  if (!row) throw fail(ErrorCode.NOT_FOUND);
  if (
    !moveAllowed(WITHDRAWAL_MACHINE, decision.move, row.status, 'operator') ||
    row.ledger_transaction_id === null
  )
    throw fail(ErrorCode.INVALID_OPERATION);
  await moveStatus(trx, WITHDRAWAL_MACHINE, { key: row.id, status: row.status }, decision.move, 'operator', {
    reviewer_id: operatorId,
    reviewed_at: now,
    ...(decision.move === 'reject' ? { reason: decision.reason } : {}),
    ...(decision.move === 'pay' && decision.payoutReference !== undefined
      ? { payout_reference: decision.payoutReference }
      : {}),
  });
  return {
    userId: row.user_id,
    withdrawalId: row.id,
    transactionId: row.ledger_transaction_id,
    amountCents: row.amount_cents,
  };
}

/** Withdrawals awaiting review: one merchant's (the store centre), or everyone's (the console's queue). */
export async function withdrawalsInReview(db: Executor, userId?: number): Promise<number> {
  let q = db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending');
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
