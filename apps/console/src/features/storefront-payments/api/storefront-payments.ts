import { type CallOutput, calls, type StorefrontChargeState } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type StorefrontCharge = CallOutput<typeof calls.consoleStorefrontChargeList>['items'][number];

const CHARGES_KEY = ['console-storefront-charges'] as const;
const PAGE_SIZE = 20;

/** Buyers' storefront payments newest first: those needing attention unless a state is chosen. */
export function useStorefrontCharges(state: StorefrontChargeState | undefined) {
  return useKeysetList(
    keysetQuery([...CHARGES_KEY, state ?? 'attention'], (page) =>
      api.send(calls.consoleStorefrontChargeList, { limit: PAGE_SIZE, ...(state ? { state } : {}), ...page }),
    ),
  );
}

/**
 * Tries a failed refund again. The list is read again either way: on success the charge's
 * state changed, and a refusal (203) means another operator or the jobs moved it first.
 * Sent quiet: the confirmation shows the refusal, where the operator is looking.
 */
export function useRetryChargeRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api.send(calls.consoleStorefrontChargeRefundRetry, { reference }, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHARGES_KEY }),
  });
}
