import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../load-error.tsx';
import styles from './list-shell.module.css';

export interface ListShellProps<TData> {
  query: {
    data: TData | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  /** Grey rows in the list's shape while the first answer loads. */
  skeleton: ReactNode;
  skeletonTestId?: string;
  /**
   * Pages already shown stay when a refresh fails (true); a single answer that could not be
   * refreshed gives way to the failure and its retry (false).
   */
  keepDataOnError?: boolean;
  /** False for a list inside a screen that is pulled as a whole (the wallet's recent records). */
  refreshOnPull?: boolean;
  /** The list, its empty state and its actions, stacked; pulled down, the query is fetched again. */
  children: (data: TData) => ReactNode;
}

/** A screen that is a list: loading, a failure in place with a retry, then the list to pull and refresh. */
export function ListShell<TData>({
  query,
  skeleton,
  skeletonTestId,
  keepDataOnError = false,
  refreshOnPull = true,
  children,
}: ListShellProps<TData>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className={styles.stack} aria-busy="true" data-testid={skeletonTestId}>
        {skeleton}
      </div>
    );
  }
  if (query.data === undefined || (query.isError && !keepDataOnError)) {
    return (
      <div className={styles.stack}>
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  const list = <div className={styles.stack}>{children(query.data)}</div>;
  if (!refreshOnPull) return list;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t('common.pullToRefresh')}
      canReleaseText={t('common.releaseToRefresh')}
      refreshingText={t('common.refreshing')}
      completeText={t('common.refreshed')}
    >
      {list}
    </PullToRefresh>
  );
}
