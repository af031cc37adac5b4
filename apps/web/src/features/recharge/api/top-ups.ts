import type { OutputOf } from '@shopkeeper/client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export { usePrivateImage } from '../../../lib/private-image.ts';

export type TopUp = OutputOf<typeof calls.topUpDetail>;

const PAGE_SIZE = 20;

export const topUpsQuery = infiniteQueryOptions({
  queryKey: ['topUps', 'list'],
  queryFn: ({ pageParam }) =>
    api.send(
      calls.topUpList,
      { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      { quiet: true },
    ),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/** POST /v1/order/channel/list: the merchant's top-ups, newest first. */
export function useTopUps() {
  return useInfiniteQuery(topUpsQuery);
}

export const topUpQuery = (id: number) =>
  queryOptions({
    queryKey: ['topUps', 'detail', id],
    queryFn: () => api.send(calls.topUpDetail, { id }, { quiet: true }),
  });

/** POST /v1/order/channel/detail: one top-up (404 when it is not this merchant's). */
export function useTopUp(id: number) {
  return useQuery({ ...topUpQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
