import type { CallParsedInput, calls } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { requireMerchant } from '../modules/accounts/service.ts';
import { listReceivingAccounts } from '../modules/receiving-accounts/service.ts';
import { listFlow, readWallet } from '../modules/wallet/service.ts';

/*
 * The console's reads of one merchant's money (wallet, ledger, receiving accounts): an unknown
 * account, or an operator's (no wallet), is 404 rather than a wallet of zeros.
 */

export async function merchantWallet(db: Executor, userId: number) {
  await requireMerchant(db, userId);
  return readWallet(db, userId);
}

export async function merchantLedger(
  db: Executor,
  { userId, ...query }: CallParsedInput<typeof calls.consoleUsersLedger>,
) {
  await requireMerchant(db, userId);
  return listFlow(db, userId, query);
}

export async function merchantReceivingAccounts(db: Executor, userId: number) {
  await requireMerchant(db, userId);
  return { items: await listReceivingAccounts(db, userId) };
}
