import type { Trx } from '../db/index.ts';
import { insertUser, type NewUser } from '../modules/accounts/service.ts';
import { createShop } from '../modules/shops/service.ts';
import { openMerchantAccounts } from '../modules/wallet/service.ts';

/**
 * A merchant's account, shop and wallet (its ledger accounts at zero), in the caller's
 * transaction: what sign-up makes, and the demo seed. Username taken → 417.
 */
export async function openMerchant(trx: Trx, user: Omit<NewUser, 'role'>, now = Date.now()): Promise<number> {
  const id = await insertUser(trx, { ...user, role: 'merchant' }, now);
  await createShop(trx, id, user.username.trim(), now);
  await openMerchantAccounts(trx, id, now);
  return id;
}
