import { fromCents, schemas } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { listReceivingAccounts } from '../modules/receiving-accounts/service.ts';
import { getSetting } from '../modules/settings/service.ts';

/** The merchant's receiving accounts (/v1/bank/list), with how many they may have and the minimum withdrawal. */
export async function listOwnReceivingAccounts(db: Executor, userId: number) {
  const [items, minWithdrawalCents] = await Promise.all([
    listReceivingAccounts(db, userId),
    getSetting(db, 'minWithdrawalCents'),
  ]);
  return { items, max: schemas.MAX_RECEIVING_ACCOUNTS, minWithdrawal: fromCents(minWithdrawalCents) };
}
