import { forUpdate, type Trx } from '../../db/index.ts';

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
