import type { Trx } from '../../db/index.ts';
import { merchantAccountIds, platformAccountId, postTransaction } from './ledger.ts';

/**
 * An ad boost paid (docs/money.md#movements): the package's price from the merchant's
 * available balance to the platform's ad revenue, its cause the boost. 424 when short. In
 * the caller's transaction, so the boost and its payment commit together.
 */
export async function chargeAdPurchase(
  trx: Trx,
  input: { userId: number; boostId: number; amountCents: number; memo: string; now?: number },
): Promise<{ transactionId: number }> {
  const [accounts, revenue] = await Promise.all([
    merchantAccountIds(trx, input.userId),
    platformAccountId(trx, 'ad_revenue'),
  ]);
  const available = accounts.available;
  if (available === undefined) throw new Error(`user ${input.userId} has no wallet`);
  const { id } = await postTransaction(trx, {
    kind: 'ad_purchase',
    cause: { type: 'ad_boost', id: input.boostId },
    memo: input.memo,
    entries: [
      { accountId: available, amountCents: -input.amountCents },
      { accountId: revenue, amountCents: input.amountCents },
    ],
    now: input.now,
  });
  return { transactionId: id };
}
