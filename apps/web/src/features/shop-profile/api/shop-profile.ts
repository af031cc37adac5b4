import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sendWithProgress } from '../../../lib/api-client.ts';
import { meQuery } from '../../../lib/auth.ts';
import { calls } from '../../../lib/calls.ts';

export type ShopProfile = CallOutput<typeof contract.shopInfo>;
export type CreditPage = CallOutput<typeof contract.shopCredit>;
export type CreditMove = CreditPage['items'][number];

// Every screen here shows its failures in place or on the form's fields: the calls are quiet.

/** GET /v1/shop/info: the shop as its profile shows it. */
export const shopQuery = queryOptions({
  queryKey: ['shop', 'profile'],
  queryFn: () => api.send(calls.shopInfo, {}, { quiet: true }),
});

export const useShop = () => useQuery(shopQuery);

const PAGE_SIZE = 20;

/** GET /v1/shop/credit: the score and its moves, newest first, a page at a time. */
export const creditQuery = keysetQuery(['shop', 'credit'], (page) =>
  api.send(calls.shopCredit, { ...page, limit: PAGE_SIZE }, { quiet: true }),
);

export const useCreditHistory = () => useKeysetList(creditQuery);

export interface ShopChange {
  name: string;
  address: string;
  phoneNo: string;
  /** A new logo to upload first (POST /v1/upload/logo, re-encoded by the server). */
  logo?: File;
}

/**
 * Saves the shop's details: a new logo is uploaded first (its progress told to `onProgress`),
 * then POST /v1/shop/update keeps its path with the other fields. The answer is the profile,
 * kept as the query's data; the profile in /v1/me (the store centre's header) is read again.
 */
export function useUpdateShop(onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ logo, ...fields }: ShopChange) => {
      const uploaded = logo
        ? await sendWithProgress(
            calls.upload,
            { kind: 'logo' },
            { files: { file: logo }, onProgress, quiet: true },
          )
        : undefined;
      return api.send(
        calls.shopUpdate,
        { ...fields, ...(uploaded ? { logo: uploaded.path } : {}) },
        { quiet: true },
      );
    },
    onSuccess: (shop) => {
      queryClient.setQueryData(shopQuery.queryKey, shop);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}
