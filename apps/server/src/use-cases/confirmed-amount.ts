import { fromCents, toCents } from '@shopkeeper/contract';
import { ErrorCode, fail } from '../lib/app-error.ts';

/**
 * A merchant confirms an amount before paying it (an ad's price, a tier's deposit). If an
 * operator changed it while the confirmation was open, the request is refused with 203
 * `amountChanged` and the amount now, and nothing moves (docs/money.md#confirmed-amounts).
 * A request that names no amount (an older client) is taken at the amount now.
 */
export function refuseIfAmountChanged(confirmed: string | undefined, actualCents: number): void {
  if (confirmed !== undefined && toCents(confirmed) !== actualCents)
    throw fail(ErrorCode.INVALID_OPERATION, {
      data: { reason: 'amountChanged', amount: fromCents(actualCents) },
    });
}
