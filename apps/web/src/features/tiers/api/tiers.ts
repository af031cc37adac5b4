import type { CallOutput, calls as contract, ShopTier } from '@shopkeeper/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meQuery } from '../../../lib/auth.ts';
import { calls } from '../../../lib/calls.ts';
import { walletQuery } from '../../../lib/wallet-queries.ts';

export type Tiers = CallOutput<typeof contract.shopType>;
export type Tier = Tiers['items'][number];
export type TierUpgrade = CallOutput<typeof contract.shopUpgrade>;

/** GET /v1/shop/type: the four tiers, the merchant's own, the held deposit and the latest request. */
export const tiersQuery = queryOptions({
  queryKey: ['tiers'],
  queryFn: () => api.send(calls.shopType, {}, { quiet: true }),
});

export const useTiers = () => useQuery(tiersQuery);

export interface UpgradeRequest {
  code: ShopTier;
  /** What the merchant confirmed would be held: another amount now is refused, nothing held. */
  hold: string;
  payPassword: string;
  /** One per attempt: a repeated request (a retry after a lost answer) holds nothing again. */
  idempotencyKey: string;
}

/**
 * POST /v1/shop/upgrade; every refusal is the screen's to show (the PIN's in its sheet).
 * Success moves the deposit from the balance to held, so the tiers, the wallet and the
 * profile are fetched again.
 */
export function useUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: UpgradeRequest) =>
      api.send(calls.shopUpgrade, input, { idempotencyKey, quiet: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tiersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: walletQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]),
  });
}
