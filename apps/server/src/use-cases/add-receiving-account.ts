import type { CallParsedInput, calls } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { verifiedIdentity } from '../modules/identity/service.ts';
import { addReceivingAccount as addAccount } from '../modules/receiving-accounts/service.ts';

export type AccountInput = CallParsedInput<typeof calls.bankAdd>;

/** A bank card's holder is checked against the merchant's verified name; a wallet needs none. */
export const identityFor = (ctx: AppContext, userId: number, input: AccountInput) =>
  input.type === 'bank_card' ? verifiedIdentity(ctx.database.db, userId) : Promise.resolve(null);

/**
 * A merchant adds a receiving account (/v1/bank/add), at most five: a bank card only in
 * their verified name (409 before verifying, 405 naming accountName for another name).
 */
export async function addReceivingAccount(ctx: AppContext, userId: number, input: AccountInput) {
  return addAccount(ctx, userId, input, await identityFor(ctx, userId, input));
}
