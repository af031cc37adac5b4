import type { SelectQueryBuilder, StringReference } from 'kysely';
import { forUpdate, type Trx } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

/** For other modules' money-moving calls (a top-up's submission). */
export { idempotentCall } from './idempotency.ts';

import { merchantAccountIds, platformAccountId, postTransaction } from './ledger.ts';

/**
 * A merchant's own ledger accounts (DESIGN §5): what they can spend, what is frozen pending
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
  const rows = await forUpdate(
    trx,
    trx
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .orderBy('id'),
  ).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

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
 * Credits an approved top-up (issue 7): one ledger transaction moving the credited amount
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
  const { id } = await postTransaction(trx, {
    kind: 'top_up',
    cause: { type: 'topup', id: input.topUpId },
    memo: input.memo,
    entries: [
      { accountId: clearing, amountCents: -input.amountCents },
      { accountId: available, amountCents: input.amountCents },
    ],
    now: input.now,
  });
  return { transactionId: id };
}
