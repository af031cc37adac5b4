import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/** One page of a console list and the cursor of the next (null: the last page). */
export type KeysetPage<T> = { items: T[]; nextCursor: string | null };

/**
 * A list the server hands out a page at a time after a keyset cursor. `fetchPage` spreads the
 * page's `{ cursor }` (empty for the first) into its call's input.
 */
export function useKeysetList<T>(
  queryKey: QueryKey,
  fetchPage: (page: { cursor?: string }) => Promise<KeysetPage<T>>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
