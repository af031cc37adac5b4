import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { ReviewStatusTag } from '../../../components/status-tags.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { REVIEW_FILTERS, type ReviewFilter } from '../api/review-queue.ts';
import { useTopUps } from '../api/top-ups.ts';
import { ReviewQueue } from './review-queue.tsx';
import { TopUpDrawer } from './top-up-drawer.tsx';

/** `/console/reviews/top-ups`: the queue of declared deposits, checked against hash and proof. */
export default function TopUpsPage() {
  const { t, lang } = useT();
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const topUps = useTopUps(filter);

  return (
    <ReviewQueue
      queue="topUps"
      filters={REVIEW_FILTERS}
      filter={filter}
      filterLabel={(value) => t(`topUps.filters.${value}`)}
      onFilter={setFilter}
      items={topUps}
      isPending={(row) => row.status === 'pending'}
      columns={[
        { key: 'channel', title: t('topUps.columns.channel'), render: (_, row) => row.channelName },
        {
          key: 'amount',
          title: t('topUps.columns.amount'),
          align: 'right',
          // What was credited once approved; the declared amount beside it when they differ.
          render: (_, row) =>
            row.creditedAmount && row.creditedAmount !== row.amount ? (
              <Flex vertical>
                <span>{formatMoney(row.creditedAmount, lang)}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('topUps.declaredWas', { amount: formatMoney(row.amount, lang) })}
                </Typography.Text>
              </Flex>
            ) : (
              formatMoney(row.creditedAmount ?? row.amount, lang)
            ),
        },
        {
          key: 'hash',
          title: t('topUps.columns.hash'),
          render: (_, row) => (
            <Typography.Text code copyable={{ text: row.txHash }} ellipsis style={{ maxWidth: 220 }}>
              {row.txHash}
            </Typography.Text>
          ),
        },
        {
          key: 'time',
          title: t('topUps.columns.submitted'),
          render: (_, row) => formatTime(row.createdAt, lang),
        },
        {
          key: 'status',
          title: t('topUps.columns.status'),
          render: (_, row) => <ReviewStatusTag status={row.status} queue="topUps" />,
        },
      ]}
      drawer={(topUp, props) => <TopUpDrawer topUp={topUp} {...props} />}
    />
  );
}
