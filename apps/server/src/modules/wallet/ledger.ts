import type { schemas } from '@shopkeeper/contract';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/index.ts';
import { PLATFORM_ACCOUNT_KINDS } from '../../db/migrations/0003_ledger.ts';
import { preparedBySize, preparedStatement } from '../../db/prepared.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import { lockLedgerAccounts } from './service.ts';

export { PLATFORM_ACCOUNT_KINDS };
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

/** The platform's accounts belong to user 0 (decision 013). */
export const PLATFORM_USER_ID = 0;

export interface LedgerEntryInput {
  accountId: number;
  /** Signed integer cents: positive raises the account's balance, negative lowers it. */
  amountCents: number;
}

export interface LedgerTransactionInput {
  kind: (typeof schemas.FLOW_TYPES)[number];
  /** Pending while the cause awaits review (a withdrawal); approved by default. */
  status?: 'pending' | 'approved' | 'rejected';
  cause: { type: string; id: number } | null;
  memo: string;
  entries: readonly LedgerEntryInput[];
  now?: number;
}

/** A ledger transaction that does not balance is a bug in the caller, never a user's error. */
export class UnbalancedTransaction extends Error {}

// The write's statements, compiled once (db/prepared.ts): building and compiling them anew
// was a fifth of a withdrawal's CPU on SQLite (docs/decisions/034-group-commit.md, Measured).
const insertTransaction = preparedStatement(
  (
    trx: Trx,
    kind: LedgerTransactionInput['kind'],
    status: NonNullable<LedgerTransactionInput['status']>,
    causeType: string | null,
    causeId: number | null,
    memo: string,
    createdAt: number,
  ) =>
    trx
      .insertInto('ledger_transactions')
      .values({ kind, status, cause_type: causeType, cause_id: causeId, memo, created_at: createdAt })
      .returning('id'),
);

/** A transaction's `size` entries; the arguments after its id and time are account, amount pairs. */
const insertEntries = preparedBySize(
  (size) =>
    (trx: Trx, transactionId: number, createdAt: number, ...accountAmountPairs: number[]) =>
      trx.insertInto('ledger_entries').values(
        Array.from({ length: size }, (_, i) => ({
          transaction_id: transactionId,
          account_id: accountAmountPairs[2 * i]!,
          amount_cents: accountAmountPairs[2 * i + 1]!,
          created_at: createdAt,
        })),
      ),
);

/**
 * Adds each account's change to its balance in one statement, for `size` accounts; the
 * arguments are account, change pairs. The cast types the change for PostgreSQL, which
 * would otherwise take a CASE of bare parameters for text.
 */
const addToBalances = preparedBySize((size) => (trx: Trx, ...accountChangePairs: number[]) => {
  const accounts = Array.from({ length: size }, (_, i) => accountChangePairs[2 * i]!);
  const changes = accounts.map(
    (account, i) => sql`when ${account} then cast(${accountChangePairs[2 * i + 1]!} as bigint)`,
  );
  return trx
    .updateTable('ledger_accounts')
    .set({ balance_cents: sql<number>`balance_cents + case id ${sql.join(changes, sql` `)} end` })
    .where('id', 'in', accounts);
});

/**
 * The only code that writes ledger rows (decision 013). In the caller's transaction: checks
 * the entries are whole cents that sum to zero, locks their accounts in ascending id, refuses
 * with 424 if a merchant's account would go below zero, then writes the transaction, its
 * entries and the new balances. A refusal writes nothing (the caller's transaction rolls back).
 */
export async function postTransaction(trx: Trx, input: LedgerTransactionInput): Promise<{ id: number }> {
  const { entries } = input;
  if (entries.length < 2) throw new UnbalancedTransaction('a ledger transaction needs two entries or more');
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new UnbalancedTransaction(`not a non-zero whole number of cents: ${entry.amountCents}`);
    }
    sum += entry.amountCents;
  }
  if (sum !== 0) throw new UnbalancedTransaction(`entries sum to ${sum} cents, not 0`);

  const accounts = await lockLedgerAccounts(
    trx,
    entries.map((e) => e.accountId),
  );
  const change = new Map<number, number>();
  for (const entry of entries) {
    if (!accounts.has(entry.accountId))
      throw new UnbalancedTransaction(`no ledger account ${entry.accountId}`);
    change.set(entry.accountId, (change.get(entry.accountId) ?? 0) + entry.amountCents);
  }
  // Under the lock the balances read are the ones the update changes: check before writing.
  for (const [accountId, delta] of change) {
    const account = accounts.get(accountId)!;
    if (account.user_id !== PLATFORM_USER_ID && account.balance_cents + delta < 0) {
      throw fail(ErrorCode.INSUFFICIENT_BALANCE);
    }
  }

  const now = input.now ?? Date.now();
  const [inserted] = await insertTransaction(
    trx,
    input.kind,
    input.status ?? 'approved',
    input.cause?.type ?? null,
    input.cause?.id ?? null,
    input.memo,
    now,
  );
  const { id } = inserted!;
  await insertEntries(entries.length)(trx, id, now, ...entries.flatMap((e) => [e.accountId, e.amountCents]));
  await addToBalances(change.size)(trx, ...[...change].flat());
  return { id };
}

/** A platform account's id; they are opened by migration 0003. */
export async function platformAccountId(db: Executor, kind: PlatformAccountKind): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', PLATFORM_USER_ID)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A merchant's account ids by kind (available, frozen, deposit_held). */
export async function merchantAccountIds(db: Executor, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, row.id]));
}

/**
 * Settles a pending transaction (a withdrawal awaiting review): pending → approved when paid
 * out, pending → rejected when returned. Its entries stay as they are; the movement that
 * settles it is a transaction of its own. Anything but a pending transaction is a bug in the
 * caller, who claims the review first.
 */
export async function setTransactionStatus(
  trx: Trx,
  transactionId: number,
  status: 'approved' | 'rejected',
): Promise<void> {
  const result = await trx
    .updateTable('ledger_transactions')
    .set({ status })
    .where('id', '=', transactionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new Error(`ledger transaction ${transactionId} is not pending: cannot mark it ${status}`);
  }
}
