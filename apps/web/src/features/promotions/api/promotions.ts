import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meQuery } from '../../../lib/auth.ts';
import { calls } from '../../../lib/calls.ts';
import { walletQuery } from '../../../lib/wallet-queries.ts';

export type AdList = CallOutput<typeof contract.adList>;
export type AdPackage = AdList['items'][number];
export type AdBoost = AdList['boosts'][number];

/** POST /v1/ad/list: the packages on sale, this shop's boosts with their effect, the balance. */
export const adsQuery = queryOptions({
  queryKey: ['ads'],
  queryFn: () => api.send(calls.adList, {}, { quiet: true }),
});

export const useAds = () => useQuery(adsQuery);

export interface BuyAdRequest {
  packageId: number;
  /** The price the merchant confirmed: another price now is refused, nothing paid. */
  price: string;
  payPassword: string;
  /** One per attempt: a retry after a lost answer pays nothing twice. */
  idempotencyKey: string;
}

/**
 * POST /v1/ad/pay; every refusal is the screen's to show (the PIN's in its sheet). Success
 * moves money, so the balance, the profile and the promotions are fetched again; a refusal
 * may mean the list is stale (a package taken off sale, a boost bought elsewhere), so the
 * promotions are read again then too.
 */
export function useBuyAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: BuyAdRequest) =>
      api.send(calls.adPay, input, { idempotencyKey, quiet: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: walletQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]),
    onError: () => queryClient.invalidateQueries({ queryKey: adsQuery.queryKey }),
  });
}
