import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export type StoreCentre = CallOutput<typeof contract.storeInfo>;
export type Banner = CallOutput<typeof contract.swipeAdList>['items'][number];

/**
 * POST /v1/store/info: the shop's figures, what needs the merchant and the first steps. Quiet:
 * the screen says a failure in place, with a retry.
 */
export const storeCentreQuery = queryOptions({
  queryKey: ['storeCentre'],
  queryFn: () => api.send(calls.storeInfo, {}, { quiet: true }),
});

export const useStoreCentre = () => useQuery(storeCentreQuery);

/**
 * POST /v1/swipeAd/list: the banners live now for the reader's language (a key per language,
 * so switching language fetches its own). Quiet: without an answer no banner is shown.
 */
export const bannersQuery = (lang: string) =>
  queryOptions({
    queryKey: ['storeCentre', 'banners', lang],
    queryFn: () => api.send(calls.swipeAdList, {}, { quiet: true }),
  });

export const useBanners = () => useQuery(bannersQuery(currentLanguage()));
