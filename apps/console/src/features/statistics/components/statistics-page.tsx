import { ApiError } from '@shopkeeper/client';
import { fromCents } from '@shopkeeper/contract/cents';
import { Alert, Button, Flex, Input, message, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LabelledField } from '../../../components/labelled-field.tsx';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { RefusalAlert } from '../../../lib/form-refusal.tsx';
import { formatCurrency, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import {
  type StatisticsCheck,
  type StatisticsDifference,
  useRecheckDay,
  useStatisticsChecks,
} from '../api/statistics.ts';

/** Figures kept in cents: shown as money; the order count as a number. */
const isMoney = (figure: string) => figure.endsWith('Cents');

/**
 * `/console/statistics`: each night's check of the merchants' statistics against the orders
 * and the ledger (docs/decisions/025-statistics.md): what differed, set right, for whom; and
 * a day checked again on request.
 */
export default function StatisticsPage() {
  const { t, lang } = useT();
  const checks = useStatisticsChecks();
  const recheck = useRecheckDay();
  const [day, setDay] = useState('');
  const [toast, toastHolder] = message.useMessage();
  const currency = checks.data?.currency ?? 'USD';
  const value = (figure: string, n: number) =>
    isMoney(figure) ? formatCurrency(fromCents(n), currency, lang) : String(n);

  const differences = (check: StatisticsCheck) => (
    <Table<StatisticsDifference>
      size="small"
      rowKey={(d) => `${d.userId}-${d.figure}`}
      dataSource={check.details}
      pagination={false}
      columns={[
        {
          key: 'merchant',
          title: t('statistics.columns.merchant'),
          render: (_, d) => <MerchantLink userId={d.userId} username={d.username} />,
        },
        {
          key: 'figure',
          title: t('statistics.columns.figure'),
          render: (_, d) => t(`statistics.figures.${d.figure}` as 'statistics.figures.orders'),
        },
        {
          key: 'kept',
          title: t('statistics.columns.kept'),
          align: 'right',
          render: (_, d) => value(d.figure, d.kept),
        },
        {
          key: 'recomputed',
          title: t('statistics.columns.recomputed'),
          align: 'right',
          render: (_, d) => value(d.figure, d.recomputed),
        },
      ]}
    />
  );

  return (
    <Flex vertical gap={16}>
      {toastHolder}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('statistics.intro')}
      </Typography.Paragraph>
      <Flex gap={12} wrap align="end">
        <LabelledField id="statistics-day" label={t('statistics.day')}>
          <Input id="statistics-day" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </LabelledField>
        <Button
          type="primary"
          loading={recheck.isPending}
          onClick={() =>
            recheck.mutate(day || undefined, {
              onSuccess: (check) =>
                void toast.success(t('statistics.checked', { day: check.day, n: check.differences })),
            })
          }
        >
          {t('statistics.checkAgain')}
        </Button>
      </Flex>
      <RefusalAlert error={recheck.error instanceof ApiError ? recheck.error : null} />
      {checks.isError ? <Alert type="error" showIcon message={t('statistics.loadFailed')} /> : null}
      <Table<StatisticsCheck>
        rowKey="day"
        dataSource={checks.data?.items ?? []}
        loading={checks.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('statistics.empty') }}
        expandable={{ expandedRowRender: differences, rowExpandable: (check) => check.details.length > 0 }}
        columns={[
          { key: 'day', title: t('statistics.columns.day'), render: (_, check) => check.day },
          {
            key: 'result',
            title: t('statistics.columns.result'),
            render: (_, check) =>
              check.error ? (
                <Tag color="error">{t('statistics.failed')}</Tag>
              ) : check.finishedAt === null ? (
                <Tag>{t('statistics.running')}</Tag>
              ) : check.differences === 0 ? (
                <Tag color="success">{t('statistics.agreed')}</Tag>
              ) : (
                <Tag color="warning">{t('statistics.fixed', { n: check.differences })}</Tag>
              ),
          },
          {
            key: 'shops',
            title: t('statistics.columns.shops'),
            align: 'right',
            render: (_, check) => check.shops,
          },
          {
            key: 'finished',
            title: t('statistics.columns.finished'),
            render: (_, check) => (check.finishedAt ? formatTime(check.finishedAt, lang) : ''),
          },
          {
            key: 'error',
            title: t('statistics.columns.error'),
            render: (_, check) =>
              check.error ? <Typography.Text type="danger">{check.error}</Typography.Text> : null,
          },
        ]}
      />
    </Flex>
  );
}
