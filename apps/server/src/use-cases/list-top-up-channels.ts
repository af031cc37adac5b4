import { fromCents } from '@shopkeeper/contract';
import type { Executor } from '../db/index.ts';
import { getSetting } from '../modules/settings/service.ts';
import { offeredChannels } from '../modules/topups/service.ts';

/** The channels a merchant may top up through, with the minimum deposit (GET /v1/pay/channel). */
export async function listTopUpChannels(db: Executor) {
  const [items, minDepositCents] = await Promise.all([
    offeredChannels(db),
    getSetting(db, 'minDepositCents'),
  ]);
  return { minDeposit: fromCents(minDepositCents), items };
}
