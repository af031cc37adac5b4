import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { LoadError } from '../load-error.tsx';

export interface PagedListEndProps {
  list: {
    hasNextPage: boolean;
    isFetchNextPageError: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** Shown while the next page loads. */
  loadingText: string;
  /** Shown once there is nothing more. */
  endText: string;
}

/**
 * The end of a list fetched page by page: the next page asked for as it comes into view, the
 * list's own words while it loads and when there is no more, and a failed page offered again
 * in place (InfiniteScroll stops asking while it failed).
 */
export function PagedListEnd({ list, loadingText, endText }: PagedListEndProps) {
  return (
    <>
      <InfiniteScroll
        hasMore={list.hasNextPage && !list.isFetchNextPageError}
        loadMore={async () => {
          await list.fetchNextPage();
        }}
      >
        {list.isFetchingNextPage ? loadingText : list.hasNextPage ? '' : endText}
      </InfiniteScroll>
      {list.isFetchNextPageError && (
        <LoadError onRetry={() => void list.fetchNextPage()} retrying={list.isFetchingNextPage} />
      )}
    </>
  );
}
