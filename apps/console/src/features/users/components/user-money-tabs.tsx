import { schemas } from '@shopkeeper/contract';
import { Descriptions, Empty, Flex, Select, Skeleton, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { FlowTable } from '../../../components/flow-table.tsx';
import { LabelledField } from '../../../components/labelled-field.tsx';
import { LoadMoreButton, LoadMoreTable, type PagedQuery } from '../../../components/load-more-table.tsx';
import { ReceivingAccountDetails } from '../../../components/receiving-account.tsx';
import { useIdentityColumns, useWithdrawalColumns } from '../../../components/review-columns.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import {
  type FlowType,
  useUserAccounts,
  useUserIdentities,
  useUserLedger,
  useUserWallet,
  useUserWithdrawals,
} from '../api/user-money.ts';

/** Balance, frozen amount, held deposit and total assets. */
export function WalletTab({ userId }: { userId: number }) {
  const { t, lang } = useT();
  const wallet = useUserWallet(userId);
  if (wallet.isPending) return <Skeleton active />;
  if (!wallet.data) return <Empty description={t('userMoney.unavailable')} />;
  const rows = [
    ['balance', wallet.data.balance],
    ['frozen', wallet.data.frozen],
    ['depositHeld', wallet.data.depositHeld],
    ['totalAssets', wallet.data.totalAssets],
  ] as const;
  return (
    <Descriptions column={1} bordered size="small">
      {rows.map(([key, amount]) => (
        <Descriptions.Item key={key} label={t(`userMoney.wallet.${key}`)}>
          <Typography.Text strong={key === 'balance'}>{formatMoney(amount, lang)}</Typography.Text>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** Every flow record, newest first, narrowed by type if asked. */
export function LedgerTab({ userId }: { userId: number }) {
  const { t } = useT();
  const [type, setType] = useState<FlowType | undefined>(undefined);
  const ledger = useUserLedger(userId, type);
  return (
    <Flex vertical gap={12}>
      <LabelledField
        id={`ledger-type-${userId}`}
        label={t('userMoney.flowColumns.type')}
        style={{ maxWidth: 280 }}
      >
        <Select<FlowType>
          id={`ledger-type-${userId}`}
          allowClear
          placeholder={t('userMoney.anyType')}
          value={type}
          onChange={setType}
          options={schemas.FLOW_TYPES.map((value) => ({ value, label: t(`userMoney.flowTypes.${value}`) }))}
        />
      </LabelledField>
      <FlowTable flows={ledger.items} loading={ledger.isLoading} />
      <LoadMoreButton query={ledger} text={t('userMoney.loadMore')} />
    </Flex>
  );
}

/** The bank cards and USDT wallets the merchant may withdraw to. */
export function AccountsTab({ userId }: { userId: number }) {
  const { t } = useT();
  const accounts = useUserAccounts(userId);
  if (accounts.isPending) return <Skeleton active />;
  const items = accounts.data?.items ?? [];
  if (items.length === 0) return <Empty description={t('userMoney.noAccounts')} />;
  return (
    <Flex vertical gap={16}>
      {items.map((account) => (
        <ReceivingAccountDetails key={account.id} account={account} />
      ))}
    </Flex>
  );
}

/** One kind of the merchant's history, a page at a time. */
function HistoryTable<T extends { id: number }>(props: {
  query: PagedQuery<T>;
  emptyText: string;
  columns: TableColumnsType<T>;
}) {
  const { t } = useT();
  return (
    <Flex vertical gap={12}>
      <LoadMoreTable size="small" loadMoreText={t('userMoney.loadMore')} {...props} />
    </Flex>
  );
}

/** Every identity submission, with its outcome. */
export function IdentityTab({ userId }: { userId: number }) {
  const { t } = useT();
  const identities = useUserIdentities(userId);
  const column = useIdentityColumns();
  return (
    <HistoryTable
      query={identities}
      emptyText={t('userMoney.noIdentity')}
      columns={[column.submitted, column.name, column.idNo, column.status, column.reason]}
    />
  );
}

/** Every withdrawal, with the account paid to and its outcome. */
export function WithdrawalsTab({ userId }: { userId: number }) {
  const { t } = useT();
  const withdrawals = useUserWithdrawals(userId);
  const column = useWithdrawalColumns();
  return (
    <HistoryTable
      query={withdrawals}
      emptyText={t('userMoney.noWithdrawals')}
      columns={[column.requested, column.amount, column.account, column.status, column.reason]}
    />
  );
}
