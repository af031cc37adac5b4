import type { OutputOf } from '@shopkeeper/client';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export { usePrivateImage } from '../../../lib/private-image.ts';

export type TopUp = OutputOf<typeof calls.topUpDetail>;

const PAGE_SIZE = 20;

/** Every top-up, or only those with `status` (the store centre opens those in review). */
export const topUpsQuery = (status?: TopUp['status']) =>
  keysetQuery(['topUps', 'list', status ?? 'all'], (page) =>
    api.send(calls.topUpList, { limit: PAGE_SIZE, ...page, ...(status ? { status } : {}) }, { quiet: true }),
  );

/** POST /v1/order/channel/list: the merchant's top-ups, newest first. */
export function useTopUps(status?: TopUp['status']) {
  return useKeysetList(topUpsQuery(status));
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
