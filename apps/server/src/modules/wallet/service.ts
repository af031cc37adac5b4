import type { Executor } from '../../db/index.ts';

/**
 * A merchant's own ledger accounts (DESIGN §5): what they can spend, what is frozen pending
 * a withdrawal review, and a security deposit held for a tier. Balances only change through
 * balanced ledger transactions (wallet issue); here they are opened at zero.
 */
export const MERCHANT_ACCOUNT_KINDS = ['available', 'frozen', 'deposit_held'] as const;

export async function openMerchantAccounts(db: Executor, userId: number, now = Date.now()) {
  await db
    .insertInto('ledger_accounts')
    .values(
      MERCHANT_ACCOUNT_KINDS.map((kind) => ({ user_id: userId, kind, balance_cents: 0, created_at: now })),
    )
    .execute();
}
