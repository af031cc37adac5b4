import type { KeysetList, KeysetPage } from '@shopkeeper/front-kit/keyset-list';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { ListShell } from './list-shell.tsx';
import { PagedListEnd } from './paged-list-end.tsx';

export interface PagedListProps<P extends KeysetPage> {
  list: KeysetList<P>;
  /** Grey rows in the list's shape while the first page loads. */
  skeleton: ReactNode;
  skeletonTestId?: string;
  /** Shown when the list has no row at all. */
  empty: ReactNode;
  /**
   * The list's own words while the next page loads and once there is no more, a failed page
   * offered again in place; without them, antd-mobile's own words and retry.
   */
  endTexts?: { loading: string; end: string };
  /** Below the rows or the empty state, whichever shows (a form that adds to the list). */
  footer?: ReactNode;
  /** False for a list inside a screen that is pulled as a whole. */
  refreshOnPull?: boolean;
  /** The rows fetched so far; `end` (the next page, asked for as it comes into view) goes where the list wants it. */
  children: (items: P['items'][number][], end: ReactNode) => ReactNode;
}

/**
 * A screen's list fetched page by page: the skeleton, a failure in place with a retry (pages
 * already shown stay when a refresh fails), the empty state, then the rows with the next page
 * fetched as the end comes into view; pulled down, every loaded page is read again.
 */
export function PagedList<P extends KeysetPage>({
  list,
  skeleton,
  skeletonTestId,
  empty,
  endTexts,
  footer,
  refreshOnPull,
  children,
}: PagedListProps<P>) {
  const end = endTexts ? (
    <PagedListEnd list={list} loadingText={endTexts.loading} endText={endTexts.end} />
  ) : (
    <InfiniteScroll
      hasMore={list.hasMore}
      loadMore={async () => {
        // A rejection makes InfiniteScroll offer a retry instead of asking again and again.
        const next = await list.fetchNextPage();
        if (next.isError) throw next.error;
      }}
    />
  );
  return (
    <ListShell
      query={{
        data: list.data,
        isPending: list.isPending,
        isError: list.isError,
        isFetching: list.isFetching,
        refetch: list.refresh,
      }}
      keepDataOnError
      refreshOnPull={refreshOnPull}
      skeleton={skeleton}
      skeletonTestId={skeletonTestId}
    >
      {() => (
        <>
          {list.items.length === 0 ? empty : children(list.items, end)}
          {footer}
        </>
      )}
    </ListShell>
  );
}
