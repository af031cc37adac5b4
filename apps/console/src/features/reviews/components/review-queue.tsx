import { Alert, Button, Flex, message, Segmented, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { LoadMoreTable, type PagedQuery } from '../../../components/load-more-table.tsx';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { ReviewOutcome } from '../api/review-queue.ts';

/** The review queues; each names its texts after itself (`topUps.filter`, `identity.empty`…). */
export type Queue = 'topUps' | 'withdrawals' | 'identity' | 'tierUpgrades';

/** What a drawer gets from its queue: how to close, and where to tell the outcome. */
export type ReviewDrawerProps = ReviewOutcome & { onClose: () => void };

/**
 * A review queue: a state filter, the merchants' requests with "load more", and the drawer
 * of the one being reviewed. A decision is toasted; one another operator made first is told
 * above the list (the queue is then fetched again).
 */
export function ReviewQueue<T extends { id: number; userId: number; username: string }, F extends string>({
  queue,
  filters,
  filter,
  filterLabel,
  onFilter,
  items,
  columns,
  isPending,
  drawer,
}: {
  queue: Queue;
  filters: readonly F[];
  filter: F;
  filterLabel: (filter: F) => string;
  onFilter: (filter: F) => void;
  items: PagedQuery<T>;
  /** The queue's own columns, between the merchant and the review button. */
  columns: TableColumnsType<T>;
  /** Still waiting for a decision: its button says "Review" rather than "View". */
  isPending: (row: T) => boolean;
  drawer: (row: T, props: ReviewDrawerProps) => ReactNode;
}) {
  const { t } = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  const [takenByOther, setTakenByOther] = useState(false);
  const [toast, toastHolder] = message.useMessage();
  const open = items.items.find((row) => row.id === openId) ?? null;

  return (
    <>
      {toastHolder}
      <Typography.Paragraph type="secondary">{t(`sections.${queue}.description`)}</Typography.Paragraph>
      <Flex vertical gap={16}>
        {takenByOther ? (
          <Alert
            type="warning"
            showIcon
            closable={{ onClose: () => setTakenByOther(false) }}
            title={t(`${queue}.alreadyReviewed`)}
          />
        ) : null}
        <Segmented<F>
          aria-label={t(`${queue}.filter`)}
          value={filter}
          onChange={onFilter}
          options={filters.map((value) => ({ value, label: filterLabel(value) }))}
        />
        <LoadMoreTable<T>
          query={items}
          emptyText={t(`${queue}.empty`)}
          loadMoreText={t(`${queue}.loadMore`)}
          columns={[
            {
              key: 'merchant',
              title: t(`${queue}.columns.merchant`),
              render: (_, row) => <MerchantLink userId={row.userId} username={row.username} />,
            },
            ...columns,
            {
              key: 'open',
              title: t(`${queue}.columns.actions`),
              render: (_, row) => (
                <Button
                  size="small"
                  type={isPending(row) ? 'primary' : 'default'}
                  onClick={() => setOpenId(row.id)}
                >
                  {isPending(row) ? t(`${queue}.review`) : t(`${queue}.view`)}
                </Button>
              ),
            },
          ]}
        />
      </Flex>
      {open
        ? drawer(open, {
            onClose: () => setOpenId(null),
            onDecided: (text) => {
              setOpenId(null);
              void toast.success(text);
            },
            onAlreadyReviewed: () => {
              setOpenId(null);
              setTakenByOther(true);
            },
          })
        : null}
    </>
  );
}
