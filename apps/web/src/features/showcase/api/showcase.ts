import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type ShowcasePage = CallOutput<typeof contract.showcaseList>;
export type ShowcaseItem = ShowcasePage['items'][number];
export type ShowcaseStatus = ShowcaseItem['status'];

/** Every showcase list; the warehouse's add invalidates the same prefix. */
const SHOWCASE_KEY = ['showcase'] as const;
/** The warehouse's goods read "in showcase" from the server: deleting changes that. */
const WAREHOUSE_GOODS_KEY = ['warehouse', 'goods'] as const;
const PAGE_SIZE = 20;

// The screens show every failure themselves (in place, in the sheet, or in a dialog naming
// the limit): the calls are quiet.

/** POST /v1/showcase/list for one status, a page at a time, with the listed count and the limit. */
export const showcaseQuery = (status: ShowcaseStatus) =>
  keysetQuery([...SHOWCASE_KEY, status], (page) =>
    api.send(calls.showcaseList, { ...page, limit: PAGE_SIZE, status }, { quiet: true }),
  );

export const useShowcase = (status: ShowcaseStatus) => useKeysetList(showcaseQuery(status));

/** After any change: both tabs (and the count) are read again; the warehouse too when asked. */
function useRefreshShowcase() {
  const queryClient = useQueryClient();
  return (warehouse = false) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SHOWCASE_KEY }),
      warehouse ? queryClient.invalidateQueries({ queryKey: WAREHOUSE_GOODS_KEY }) : undefined,
    ]);
}

/** POST /v1/showcase/price: one item's selling price ("12.50"). */
export function useShowcasePrice() {
  const refresh = useRefreshShowcase();
  return useMutation({
    mutationFn: (input: { id: number; price: string }) =>
      api.send(calls.showcasePrice, input, { quiet: true }),
    onSuccess: () => refresh(),
  });
}

/** POST /v1/showcase/status: list or unlist up to 50 items at once (listing may be 452). */
export function useShowcaseStatus() {
  const refresh = useRefreshShowcase();
  return useMutation({
    mutationFn: (input: { ids: number[]; status: ShowcaseStatus }) =>
      api.send(calls.showcaseStatus, input, { quiet: true }),
    onSuccess: () => refresh(),
  });
}

/** POST /v1/showcase/del: delete up to 50 items at once (447 past the day's limit). */
export function useShowcaseDelete() {
  const refresh = useRefreshShowcase();
  return useMutation({
    mutationFn: (ids: number[]) => api.send(calls.showcaseDel, { ids }, { quiet: true }),
    onSuccess: () => refresh(true),
  });
}
