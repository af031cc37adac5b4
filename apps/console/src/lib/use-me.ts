import { calls } from '@shopkeeper/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in operator (`GET /api/v1/me`); sign-in primes it so the header needs no wait. */
export function useMe() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => api.send(calls.getMe, {}),
    staleTime: 5 * 60_000,
  });
}
