import type { AppContext } from '../context.ts';
import { editReceivingAccount } from '../modules/receiving-accounts/service.ts';
import { type AccountInput, identityFor } from './add-receiving-account.ts';

/** A merchant replaces an account's details (/v1/bank/edit), checked as when it was added. */
export async function changeReceivingAccount(
  ctx: AppContext,
  userId: number,
  input: { id: number; account: AccountInput },
) {
  return editReceivingAccount(ctx, userId, input, await identityFor(ctx, userId, input.account));
}
