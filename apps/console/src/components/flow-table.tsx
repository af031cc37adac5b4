import type { CallOutput, calls } from '@shopkeeper/contract';
import { Table, Tag, Typography } from 'antd';
import { formatMoney, formatTime } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';

export type Flow = CallOutput<typeof calls.consoleUsersLedger>['items'][number];

const STATUS_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** A merchant's flow records (ledger entries): when, what, the signed amount, its state, the remark. */
export function FlowTable({ flows, loading }: { flows: Flow[]; loading: boolean }) {
  const { t, lang } = useT();
  return (
    <Table<Flow>
      rowKey="id"
      size="small"
      dataSource={flows}
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: t('userMoney.noFlows') }}
      columns={[
        {
          key: 'time',
          title: t('userMoney.flowColumns.time'),
          render: (_, flow) => formatTime(flow.time, lang),
        },
        {
          key: 'type',
          title: t('userMoney.flowColumns.type'),
          render: (_, flow) => t(`userMoney.flowTypes.${flow.type}`),
        },
        {
          key: 'amount',
          title: t('userMoney.flowColumns.amount'),
          align: 'right',
          render: (_, flow) => (
            <Typography.Text type={flow.amount.startsWith('-') ? 'danger' : 'success'}>
              {formatMoney(flow.amount, lang)}
            </Typography.Text>
          ),
        },
        {
          key: 'status',
          title: t('userMoney.flowColumns.status'),
          render: (_, flow) => (
            <Tag color={STATUS_COLOURS[flow.status]}>{t(`userMoney.flowStatus.${flow.status}`)}</Tag>
          ),
        },
        { key: 'remark', title: t('userMoney.flowColumns.remark'), render: (_, flow) => flow.remark },
      ]}
    />
  );
}
