import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type IntakeKeyList = CallOutput<typeof contract.shopIntakeKeyList>;
export type IntakeKey = IntakeKeyList['items'][number];
export type CreatedIntakeKey = CallOutput<typeof contract.shopIntakeKeyCreate>;

/** POST /v1/shop/intake_key/list: the live keys (never the keys themselves) and how many may be. */
async function fetchIntakeKeys(): Promise<IntakeKeyList> {
  return api.send(calls.shopIntakeKeyList, {}, { quiet: true });
}

export const intakeKeysQuery = queryOptions({ queryKey: ['intakeKeys'], queryFn: fetchIntakeKeys });

export function useIntakeKeys() {
  return useQuery(intakeKeysQuery);
}

function useRefreshKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: intakeKeysQuery.queryKey });
}

/** POST /v1/shop/intake_key/create: the whole key, once; a refusal (203 tooManyKeys) is the form's. */
export function useCreateIntakeKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (label: string) => api.send(calls.shopIntakeKeyCreate, { label }, { quiet: true }),
    onSuccess: refresh,
  });
}

/** POST /v1/shop/intake_key/revoke; a failure is toasted (no form to show it on). */
export function useRevokeIntakeKey() {
  const refresh = useRefreshKeys();
  return useMutation({
    mutationFn: (id: number) => api.send(calls.shopIntakeKeyRevoke, { id }),
    onSettled: refresh,
  });
}
