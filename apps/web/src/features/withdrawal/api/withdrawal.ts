import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meQuery } from '../../../lib/auth.ts';
import { calls } from '../../../lib/calls.ts';
import { walletQuery } from '../../../lib/wallet-queries.ts';

export type Withdrawal = CallOutput<typeof contract.withdrawDetail>;

const WITHDRAWALS_KEY = ['withdrawals'] as const;

export interface WithdrawalRequest {
  amount: string;
  accountId: number;
  payPassword: string;
  /** One per attempt: a repeated request (a retry after a lost answer) moves nothing again. */
  idempotencyKey: string;
}

/**
 * POST /v1/user/withdraw/add; every refusal is the screen's to show (the PIN's in its sheet,
 * the amount's and the account's on their fields). Success moves the amount to frozen, so
 * the balance, the profile and the list are fetched again.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: WithdrawalRequest) =>
      api.send(calls.withdrawAdd, input, { idempotencyKey, quiet: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      ]),
  });
}

const PAGE_SIZE = 20;

/** POST /v1/user/withdraw/list, a page at a time (newest first). */
/** Every withdrawal, or only those in `status` (the store centre opens those in review). */
export const withdrawalsQuery = (status?: 'pending' | 'approved' | 'rejected') =>
  keysetQuery([...WITHDRAWALS_KEY, 'list', status ?? 'all'], (page) =>
    api.send(
      calls.withdrawList,
      { ...page, limit: PAGE_SIZE, ...(status ? { status } : {}) },
      { quiet: true },
    ),
  );

export const useWithdrawals = (status?: 'pending' | 'approved' | 'rejected') =>
  useKeysetList(withdrawalsQuery(status));

/** POST /v1/user/withdraw/detail (404 for anyone else's). */
export const withdrawalQuery = (id: number) =>
  queryOptions({
    queryKey: [...WITHDRAWALS_KEY, 'detail', id],
    queryFn: () => api.send(calls.withdrawDetail, { id }, { quiet: true }),
  });

export const useWithdrawal = (id: number) => useQuery(withdrawalQuery(id));
