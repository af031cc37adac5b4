import type { CallInput, calls as contract } from '@shopkeeper/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';
import { accountsQuery } from '../../../lib/wallet-queries.ts';

export type AccountInput = CallInput<typeof contract.bankAdd>;

function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey });
}

/** POST /v1/user/bank/add; a refusal (444, a holder name that is not the verified one) is the form's. */
export function useAddAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (account: AccountInput) => api.send(calls.bankAdd, account, { quiet: true }),
    onSuccess: refresh,
  });
}

/** POST /v1/user/bank/edit; a refusal (451 gone, a field) is the form's. */
export function useEditAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (change: { id: number; account: AccountInput }) =>
      api.send(calls.bankEdit, change, { quiet: true }),
    onSuccess: refresh,
  });
}

/** POST /v1/user/bank/del; a failure is toasted (no form to show it on). */
export function useDeleteAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (id: number) => api.send(calls.bankDel, { id }),
    onSettled: refresh,
  });
}
