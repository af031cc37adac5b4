import { useState } from 'react';
import { ReviewStatusTag } from '../../../components/status-tags.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { REVIEW_FILTERS, type ReviewFilter } from '../api/review-queue.ts';
import { useTierUpgrades } from '../api/tier-upgrades.ts';
import { ReviewQueue } from './review-queue.tsx';
import { TierUpgradeDrawer } from './tier-upgrade-drawer.tsx';

/**
 * `/console/reviews/tier-upgrades`: merchants asking for a higher tier, their deposit already
 * held. Approve (the shop moves up, the deposit stays held) or reject with a reason (it returns).
 */
export default function TierUpgradesPage() {
  const { t, lang } = useT();
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const upgrades = useTierUpgrades(filter);

  return (
    <ReviewQueue
      queue="tierUpgrades"
      filters={REVIEW_FILTERS}
      filter={filter}
      filterLabel={(value) => t(`tierUpgrades.filters.${value}`)}
      onFilter={setFilter}
      items={upgrades}
      isPending={(row) => row.status === 'pending'}
      columns={[
        {
          key: 'move',
          title: t('tierUpgrades.columns.move'),
          render: (_, row) =>
            t('tierUpgrades.move', {
              from: t(`tierUpgrades.tiers.${row.fromCode}`),
              to: t(`tierUpgrades.tiers.${row.code}`),
            }),
        },
        {
          key: 'held',
          title: t('tierUpgrades.columns.held'),
          align: 'right',
          render: (_, row) => formatMoney(row.held, lang),
        },
        {
          key: 'time',
          title: t('tierUpgrades.columns.requested'),
          render: (_, row) => formatTime(row.createdAt, lang),
        },
        {
          key: 'status',
          title: t('tierUpgrades.columns.status'),
          render: (_, row) => <ReviewStatusTag status={row.status} queue="tierUpgrades" />,
        },
      ]}
      drawer={(upgrade, props) => <TierUpgradeDrawer upgrade={upgrade} {...props} />}
    />
  );
}
