import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';

/** One page of a list and the cursor of the next (null or absent: the last page). */
export type KeysetPage<T = unknown> = { items: T[]; nextCursor?: string | null };

/** What a page's call is given: the cursor after the last row shown (none for the first page). */
export type PageRequest = { cursor?: string };

/**
 * The query of a list the server hands out a page at a time after a keyset cursor.
 * `fetchPage` spreads `{ cursor }` (empty for the first page) into its call's input. Extra
 * fields of a page (counts, limits) stay on `data.pages`.
 */
export const keysetQuery = <P extends KeysetPage, K extends QueryKey = QueryKey>(
  queryKey: K,
  fetchPage: (page: PageRequest) => Promise<P>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last: P) => last.nextCursor ?? undefined,
  });

type KeysetQueryOptions<P extends KeysetPage, K extends QueryKey> = ReturnType<typeof keysetQuery<P, K>>;

/**
 * A keyset list as a screen reads it: the query, every row fetched so far (`items`, pages in
 * order), whether the server has more (`hasMore`: the last page named a next cursor) and
 * `refresh` (every loaded page read again, as a pull or a retry asks).
 */
export function useKeysetList<P extends KeysetPage, K extends QueryKey>(options: KeysetQueryOptions<P, K>) {
  const query = useInfiniteQuery(options);
  const { data, refetch } = query;
  const items = useMemo(
    () => (data?.pages.flatMap((page) => page.items) ?? []) as P['items'][number][],
    [data],
  );
  return Object.assign(query, {
    items,
    hasMore: query.hasNextPage,
    refresh: () => refetch().then(() => undefined),
  });
}

export type KeysetList<P extends KeysetPage = KeysetPage> = ReturnType<typeof useKeysetList<P, QueryKey>>;

/**
 * Puts `change(row)` in place of every cached row under `queryKey` (a row the server answered
 * for, a flag a mutation set), so each loaded page shows it without fetching the list again.
 */
export function replaceRows<T>(queryClient: QueryClient, queryKey: QueryKey, change: (row: T) => T): void {
  queryClient.setQueriesData<InfiniteData<KeysetPage<T>>>({ queryKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) } : data,
  );
}
