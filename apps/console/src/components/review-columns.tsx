import type { CallOutput, calls } from '@shopkeeper/contract';
import type { TableColumnType } from 'antd';
import { formatMoney, formatTime } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { accountSummary } from './receiving-account.tsx';
import { IdentityStatusTag, ReviewStatusTag } from './status-tags.tsx';

type Withdrawal = CallOutput<typeof calls.consoleWithdrawList>['items'][number];
type IdentitySubmission = CallOutput<typeof calls.consoleIdentityList>['items'][number];

/** A withdrawal's columns wherever withdrawals are listed (the queue, a merchant's tab); each picks its own. */
export function useWithdrawalColumns(): Record<
  'requested' | 'amount' | 'account' | 'status' | 'reason',
  TableColumnType<Withdrawal>
> {
  const { t, lang } = useT();
  return {
    requested: {
      key: 'time',
      title: t('withdrawals.columns.requested'),
      render: (_, row) => formatTime(row.createdAt, lang),
    },
    amount: {
      key: 'amount',
      title: t('withdrawals.columns.amount'),
      align: 'right',
      render: (_, row) => formatMoney(row.amount, lang),
    },
    account: {
      key: 'account',
      title: t('withdrawals.columns.account'),
      render: (_, row) =>
        `${t(`withdrawals.account.types.${row.account.type}`)} · ${accountSummary(row.account)}`,
    },
    status: {
      key: 'status',
      title: t('withdrawals.columns.status'),
      render: (_, row) => <ReviewStatusTag status={row.status} queue="withdrawals" />,
    },
    // What came of it: why it was refused, or the payout's reference.
    reason: {
      key: 'reason',
      title: t('withdrawals.reason'),
      render: (_, row) => row.reason ?? row.payoutReference,
    },
  };
}

/** An identity submission's columns, likewise. */
export function useIdentityColumns(): Record<
  'submitted' | 'name' | 'idNo' | 'status' | 'reason',
  TableColumnType<IdentitySubmission>
> {
  const { t, lang } = useT();
  return {
    submitted: {
      key: 'time',
      title: t('identity.columns.submitted'),
      render: (_, row) => formatTime(row.createdAt, lang),
    },
    name: { key: 'name', title: t('identity.realName'), render: (_, row) => row.realName },
    idNo: { key: 'idNo', title: t('identity.idNo'), render: (_, row) => row.idNo },
    status: {
      key: 'status',
      title: t('identity.columns.status'),
      render: (_, row) => <IdentityStatusTag status={row.status} />,
    },
    reason: { key: 'reason', title: t('identity.reason'), render: (_, row) => row.rejectReason },
  };
}
