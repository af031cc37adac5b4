import { useState } from 'react';
import { useWithdrawalColumns } from '../../../components/review-columns.tsx';
import { useT } from '../../../lib/i18n.ts';
import { REVIEW_FILTERS, type ReviewFilter } from '../api/review-queue.ts';
import { useWithdrawals } from '../api/withdrawals.ts';
import { ReviewQueue } from './review-queue.tsx';
import { WithdrawalDrawer } from './withdrawal-drawer.tsx';

/** `/console/reviews/withdrawals`: pay merchants out to the account they chose, or refuse with a reason. */
export default function WithdrawalsPage() {
  const { t } = useT();
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const withdrawals = useWithdrawals(filter);
  const column = useWithdrawalColumns();

  return (
    <ReviewQueue
      queue="withdrawals"
      filters={REVIEW_FILTERS}
      filter={filter}
      filterLabel={(value) => t(`withdrawals.filters.${value}`)}
      onFilter={setFilter}
      items={withdrawals}
      isPending={(row) => row.status === 'pending'}
      columns={[column.amount, column.account, column.requested, column.status]}
      drawer={(withdrawal, props) => <WithdrawalDrawer withdrawal={withdrawal} {...props} />}
    />
  );
}
