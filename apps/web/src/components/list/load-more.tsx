import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';

export interface LoadMoreProps {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/** The next page of a list, fetched as the list's end comes into view. */
export function LoadMore({ hasNextPage, fetchNextPage }: LoadMoreProps) {
  return (
    <InfiniteScroll
      hasMore={hasNextPage}
      loadMore={async () => {
        // A rejection makes InfiniteScroll offer a retry instead of asking again and again.
        const next = await fetchNextPage();
        if (next.isError) throw next.error;
      }}
    />
  );
}
