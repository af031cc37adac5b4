import type { OutputOf } from '@shopkeeper/client';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';
import { storage } from '../../../lib/storage.ts';

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

/**
 * A private upload (a proof image) as an object URL: the file server answers only with the
 * owner's token in the Authorization header, which an <img src> cannot send.
 */
async function fetchPrivateFile(path: string, signal: AbortSignal): Promise<Blob> {
  const token = storage.getToken();
  const response = await fetch(`${storage.getFileHost() ?? '/files/'}${path}`, {
    headers: token ? { authorization: token } : {},
    signal,
  });
  if (!response.ok) throw new Error(`file ${response.status}`);
  return response.blob();
}

export function usePrivateImage(path: string | undefined) {
  const blob = useQuery({
    queryKey: ['privateFile', path],
    queryFn: ({ signal }) => fetchPrivateFile(path!, signal),
    enabled: path !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob.data) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  return { url, isError: blob.isError, isPending: blob.isPending && path !== undefined, retry: blob.refetch };
}
