import type { SelectQueryBuilder, StringReference } from 'kysely';
import { type Executor, forUpdate, type Trx } from '../../db/index.ts';
import { preparedBySize } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

/** An ad boost's payment (the ads use case). */
export { chargeAdPurchase } from './ad-purchase.ts';
/** The wallet's reads: balances and the flow of entries (the merchant's own, and the console's). */
export { listFlow, readStatement, readWallet } from './flow.ts';
/** For the use cases that move money under an Idempotency-Key, and the clean-up job. */
export {
  checkIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  earlierAnswer,
  hashRequest,
  IDEMPOTENCY_HEADER,
  type IdempotencyClaim,
  idempotencyKeyFrom,
  idempotentCall,
  idempotentTransaction,
  storedAnswer,
} from './idempotency.ts';
/** The nightly statistics check's order money per day. */
export { orderMoneyBetween } from './order-money.ts';

import {
  type LedgerTransactionInput,
  merchantAccountIds,
  platformAccountId,
  postTransaction,
  setTransactionStatus,
} from './ledger.ts';

/**
 * A merchant's own ledger accounts (docs/money.md#ledger): what they can spend, what is frozen pending
 * a withdrawal review, and a security deposit held for a tier. Balances only change through
 * balanced ledger transactions (wallet issue); here they are opened at zero.
 */
export const MERCHANT_ACCOUNT_KINDS = ['available', 'frozen', 'deposit_held'] as const;

export async function openMerchantAccounts(trx: Trx, userId: number, now = Date.now()) {
  await trx
    .insertInto('ledger_accounts')
    .values(
      MERCHANT_ACCOUNT_KINDS.map((kind) => ({ user_id: userId, kind, balance_cents: 0, created_at: now })),
    )
    .execute();
}

/**
 * Locks ledger accounts for a money write and returns them by id. Always in ascending id
 * order, the one order every money write takes them in, so two transfers between the same
 * accounts in opposite directions queue instead of deadlocking (decision 008).
 */
export async function lockLedgerAccounts(trx: Trx, ids: readonly number[]) {
  const distinct = [...new Set(ids)];
  const rows = await lockAccountRows(distinct.length)(trx, ...distinct);
  return new Map(rows.map((row) => [row.id, row]));
}

// Compiled once per number of accounts (db/prepared.ts): a money write's hot statement.
const lockAccountRows = preparedBySize(
  () =>
    (trx: Trx, ...ids: number[]) =>
      forUpdate(trx, trx.selectFrom('ledger_accounts').selectAll().where('id', 'in', ids).orderBy('id')),
);

/**
 * Joins the owner's available balance (cents, null without a wallet) onto another module's
 * query, for a read that must stay one query (GET /v1/me, decision 006). `ownerId` is the
 * caller's user-id column; the ledger tables stay this module's.
 */
export function withAvailableBalance<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ownerId: StringReference<DB, TB>,
): SelectQueryBuilder<DB, TB, O & { available_cents: number | null }> {
  return (query as unknown as SelectQueryBuilder<Database, keyof Database, O>)
    .leftJoin('ledger_accounts as available_account', (join) =>
      join
        .onRef('available_account.user_id', '=', ownerId as never)
        .on('available_account.kind', '=', 'available'),
    )
    .select('available_account.balance_cents as available_cents') as unknown as SelectQueryBuilder<
    DB,
    TB,
    O & { available_cents: number | null }
  >;
}

/**
 * A merchant's available balance in cents (0 without a wallet): for another module's money
 * call that must show or check it (paying orders). Read in the caller's transaction.
 */
export async function availableBalanceCents(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .where('kind', '=', 'available')
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}

/**
 * One ledger transaction moving `amountCents` from one account to another: the shape every
 * top-up and withdrawal movement takes. In the caller's transaction.
 */
async function transfer(
  trx: Trx,
  move: Omit<LedgerTransactionInput, 'entries'> & { from: number; to: number; amountCents: number },
): Promise<number> {
  const { from, to, amountCents, ...transaction } = move;
  const { id } = await postTransaction(trx, {
    ...transaction,
    entries: [
      { accountId: from, amountCents: -amountCents },
      { accountId: to, amountCents },
    ],
  });
  return id;
}

/**
 * Credits an approved top-up (docs/money.md#movements): one ledger transaction moving the credited amount
 * from the platform's deposits clearing into the merchant's available balance, its cause
 * the top-up. In the caller's transaction, so the review and the money commit together.
 */
export async function creditTopUp(
  trx: Trx,
  input: { userId: number; topUpId: number; amountCents: number; memo: string; now?: number },
): Promise<{ transactionId: number }> {
  const [clearing, merchant] = await Promise.all([
    platformAccountId(trx, 'deposits_clearing'),
    merchantAccountIds(trx, input.userId),
  ]);
  const available = merchant.available;
  if (available === undefined) throw new Error(`creditTopUp: user ${input.userId} has no wallet`);
  const transactionId = await transfer(trx, {
    kind: 'top_up',
    cause: { type: 'topup', id: input.topUpId },
    memo: input.memo,
    from: clearing,
    to: available,
    amountCents: input.amountCents,
    now: input.now,
  });
  return { transactionId };
}

/** The merchant's three accounts' ids; a merchant without them is a bug in the caller. */
async function walletOf(trx: Trx, userId: number) {
  const accounts = await merchantAccountIds(trx, userId);
  const { available, frozen, deposit_held: held } = accounts;
  if (available === undefined || frozen === undefined || held === undefined) {
    throw new Error(`user ${userId} has no wallet`);
  }
  return { available, frozen, held };
}

/**
 * A withdrawal asked for (docs/money.md#movements): one pending ledger transaction moving the amount from the
 * merchant's available balance to frozen, its cause the withdrawal. 424 when the available
 * balance is short (the ledger refuses to go below zero). In the caller's transaction.
 */
export async function freezeForWithdrawal(
  trx: Trx,
  input: { userId: number; withdrawalId: number; amountCents: number; memo: string; now?: number },
): Promise<{ transactionId: number }> {
  const wallet = await walletOf(trx, input.userId);
  const transactionId = await transfer(trx, {
    kind: 'withdrawal',
    status: 'pending',
    cause: { type: 'withdrawal', id: input.withdrawalId },
    memo: input.memo,
    from: wallet.available,
    to: wallet.frozen,
    amountCents: input.amountCents,
    now: input.now,
  });
  return { transactionId };
}

/** A reviewed withdrawal: its frozen amount, and the pending transaction that froze it. */
interface DecidedWithdrawal {
  userId: number;
  withdrawalId: number;
  transactionId: number;
  amountCents: number;
  memo: string;
  now?: number;
}

/**
 * Moves a decided withdrawal's frozen amount on to `to` and closes the pending transaction
 * that froze it with the decision. The caller has claimed the review, so this runs once.
 */
async function releaseFrozen(
  trx: Trx,
  input: DecidedWithdrawal,
  frozen: number,
  decision: { kind: LedgerTransactionInput['kind']; to: number; status: 'approved' | 'rejected' },
): Promise<void> {
  await transfer(trx, {
    kind: decision.kind,
    cause: { type: 'withdrawal', id: input.withdrawalId },
    memo: input.memo,
    from: frozen,
    to: decision.to,
    amountCents: input.amountCents,
    now: input.now,
  });
  await setTransactionStatus(trx, input.transactionId, decision.status);
}

/**
 * A withdrawal paid out: the frozen amount leaves for the platform's payouts clearing, and the
 * pending transaction that froze it becomes approved. In the caller's transaction, after it
 * has claimed the withdrawal's review, so this runs once per withdrawal.
 */
export async function payOutWithdrawal(trx: Trx, input: DecidedWithdrawal): Promise<void> {
  const [wallet, clearing] = await Promise.all([
    walletOf(trx, input.userId),
    platformAccountId(trx, 'payouts_clearing'),
  ]);
  await releaseFrozen(trx, input, wallet.frozen, { kind: 'withdrawal', to: clearing, status: 'approved' });
}

/**
 * A withdrawal rejected: the frozen amount returns to the available balance (a
 * `withdrawal_returned` flow the merchant sees) and the pending transaction becomes rejected.
 */
export async function returnWithdrawal(trx: Trx, input: DecidedWithdrawal): Promise<void> {
  const wallet = await walletOf(trx, input.userId);
  await releaseFrozen(trx, input, wallet.frozen, {
    kind: 'withdrawal_returned',
    to: wallet.available,
    status: 'rejected',
  });
}

type OrderMoney = { userId: number; orderId: number; amountCents: number; memo: string; now?: number };

/**
 * One order's money between the merchant's available balance and a platform account, its
 * cause the order: `out` leaves the merchant (424 when short), `in` reaches them.
 */
async function orderTransfer(
  trx: Trx,
  kind: 'order_payment' | 'order_refund' | 'settlement',
  platform: 'warehouse' | 'buyer_payments',
  direction: 'out' | 'in',
  input: OrderMoney,
): Promise<{ transactionId: number }> {
  const [wallet, platformAccount] = await Promise.all([
    walletOf(trx, input.userId),
    platformAccountId(trx, platform),
  ]);
  const [from, to] =
    direction === 'out' ? [wallet.available, platformAccount] : [platformAccount, wallet.available];
  const transactionId = await transfer(trx, {
    kind,
    cause: { type: 'order', id: input.orderId },
    memo: input.memo,
    from,
    to,
    amountCents: input.amountCents,
    now: input.now,
  });
  return { transactionId };
}

/** An order's wholesale cost paid (docs/money.md#movements): available balance → the warehouse (424 when short). */
export const chargeOrderCost = (trx: Trx, input: OrderMoney) =>
  orderTransfer(trx, 'order_payment', 'warehouse', 'out', input);

/** A paid order cancelled: its cost back from the warehouse to the available balance. */
export const refundOrderCost = (trx: Trx, input: OrderMoney) =>
  orderTransfer(trx, 'order_refund', 'warehouse', 'in', input);

/**
 * An order settled after its hold: the buyer's payment, which the platform received through
 * the payment provider (buyer payments), credited to the merchant's available balance.
 */
export const settleOrderPayment = (trx: Trx, input: OrderMoney) =>
  orderTransfer(trx, 'settlement', 'buyer_payments', 'in', input);

/**
 * Held deposits in cents by merchant (0 for one without), for another module's console list
 * (one query a page), and inside a money transaction for what an upgrade still has to hold.
 */
export async function depositHeldByUserIds(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'balance_cents'])
    .where('user_id', 'in', unique)
    .where('kind', '=', 'deposit_held')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.balance_cents]));
}

/** What a tier upgrade's money names: the request, and the merchant whose deposit it is. */
interface TierDeposit {
  userId: number;
  upgradeId: number;
  amountCents: number;
  memo: string;
  now?: number;
}

/**
 * A tier upgrade asked for (docs/money.md#movements): one pending `deposit_hold` transaction
 * moving the amount from the merchant's available balance to their held deposit, its cause
 * the request. 424 when the balance is short. In the caller's transaction.
 */
export async function holdTierDeposit(trx: Trx, input: TierDeposit): Promise<{ transactionId: number }> {
  const accounts = await walletOf(trx, input.userId);
  const transactionId = await transfer(trx, {
    kind: 'deposit_hold',
    status: 'pending',
    cause: { type: 'tier_upgrade', id: input.upgradeId },
    memo: input.memo,
    from: accounts.available,
    to: accounts.held,
    amountCents: input.amountCents,
    now: input.now,
  });
  return { transactionId };
}

/**
 * A tier upgrade approved: the deposit stays held while the tier lasts; the pending hold
 * becomes approved. The caller has claimed the review, so this runs once.
 */
export async function keepTierDeposit(trx: Trx, transactionId: number): Promise<void> {
  await setTransactionStatus(trx, transactionId, 'approved');
}

/**
 * A tier upgrade rejected: what it held returns from the held deposit to the available
 * balance (a `deposit_return` flow the merchant sees), and the pending hold becomes rejected.
 */
export async function returnTierDeposit(
  trx: Trx,
  input: TierDeposit & { transactionId: number },
): Promise<void> {
  const accounts = await walletOf(trx, input.userId);
  await transfer(trx, {
    kind: 'deposit_return',
    cause: { type: 'tier_upgrade', id: input.upgradeId },
    memo: input.memo,
    from: accounts.held,
    to: accounts.available,
    amountCents: input.amountCents,
    now: input.now,
  });
  await setTransactionStatus(trx, input.transactionId, 'rejected');
}
