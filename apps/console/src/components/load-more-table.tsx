import type { KeysetList, KeysetPage } from '@shopkeeper/front-kit/keyset-list';
import { Button, Table, type TableColumnsType } from 'antd';

/** A list the server hands out a keyset page at a time (`useKeysetList`). */
export type PagedQuery<T> = KeysetList<KeysetPage<T>>;

/** "Load more" while the server has more; nothing once the last page is in. */
export function LoadMoreButton({ query, text }: { query: PagedQuery<unknown>; text: string }) {
  return query.hasMore ? (
    <Button onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
      {text}
    </Button>
  ) : null;
}

/**
 * A console list: the rows fetched so far and, while the server has more, a button that
 * follows its cursor (no page numbers: keyset paging only goes forward).
 */
export function LoadMoreTable<T extends { id: number }>({
  query,
  columns,
  emptyText,
  loadMoreText,
  size,
}: {
  query: PagedQuery<T>;
  columns: TableColumnsType<T>;
  emptyText: string;
  loadMoreText: string;
  size?: 'small';
}) {
  return (
    <>
      <Table<T>
        rowKey="id"
        size={size}
        dataSource={query.items}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText }}
        columns={columns}
      />
      <LoadMoreButton query={query} text={loadMoreText} />
    </>
  );
}
