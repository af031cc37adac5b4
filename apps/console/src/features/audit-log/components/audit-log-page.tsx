import { type AuditAction, type AuditEntry, schemas } from '@shopkeeper/contract';
import { DatePicker, Flex, Select, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LabelledField } from '../../../components/labelled-field.tsx';
import { LoadMoreTable } from '../../../components/load-more-table.tsx';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type AuditFilters, useAuditLog, usePeople } from '../api/audit-log.ts';
import { actionLabel, detailLabel, targetLabel } from './audit-labels.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A chosen day range as the call takes it: from the first day's start to the day after the last. */
export function dayRange(range: [Dayjs | null, Dayjs | null] | null): Pick<AuditFilters, 'from' | 'to'> {
  const [start, end] = range ?? [null, null];
  return {
    ...(start ? { from: start.startOf('day').valueOf() } : {}),
    ...(end ? { to: end.startOf('day').valueOf() + DAY_MS } : {}),
  };
}

/** The people a filter offers, named by username. */
const peopleOptions = (people: { items: { id: number; username: string }[] } | undefined) =>
  (people?.items ?? []).map((user) => ({ value: user.id, label: user.username }));

/** `/console/audit-log`: who did what to whom, when and why — every operator action. */
export default function AuditLogPage() {
  const { t, lang } = useT();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [merchantSearch, setMerchantSearch] = useState('');
  const log = useAuditLog(filters);
  const operators = usePeople('operator', '');
  const merchants = usePeople('merchant', merchantSearch);

  const set = (change: AuditFilters) =>
    setFilters((current) => {
      const next = { ...current, ...change };
      // An emptied filter is left out of the request rather than sent as undefined.
      return Object.fromEntries(
        Object.entries(next).filter(([, value]) => value !== undefined),
      ) as AuditFilters;
    });

  return (
    <>
      <Typography.Paragraph type="secondary">{t('sections.auditLog.description')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="end" role="search" aria-label={t('auditLog.filters')}>
          <LabelledField id="audit-action" label={t('auditLog.action')}>
            <Select<AuditAction>
              id="audit-action"
              allowClear
              // Twenty actions: all in the page, so each can be found (and typed to) at once.
              virtual={false}
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 260 }}
              placeholder={t('auditLog.anyAction')}
              value={filters.action}
              onChange={(action) => set({ action })}
              options={schemas.AUDIT_ACTIONS.map((action) => ({
                value: action,
                label: actionLabel(t, action),
              }))}
            />
          </LabelledField>
          <LabelledField id="audit-operator" label={t('auditLog.operator')}>
            <Select<number>
              id="audit-operator"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 200 }}
              placeholder={t('auditLog.anyOperator')}
              value={filters.actorId}
              onChange={(actorId) => set({ actorId })}
              loading={operators.isLoading}
              options={peopleOptions(operators.data)}
            />
          </LabelledField>
          <LabelledField id="audit-merchant" label={t('auditLog.merchant')}>
            <Select<number>
              id="audit-merchant"
              allowClear
              showSearch={{ filterOption: false, onSearch: (text) => setMerchantSearch(text.trim()) }}
              style={{ width: 200 }}
              placeholder={t('auditLog.anyMerchant')}
              value={filters.userId}
              onChange={(userId) => {
                set({ userId });
                if (userId === undefined) setMerchantSearch('');
              }}
              loading={merchants.isFetching}
              notFoundContent={t('auditLog.noMerchant')}
              options={peopleOptions(merchants.data)}
            />
          </LabelledField>
          <LabelledField id="audit-dates" label={t('auditLog.dates')}>
            <DatePicker.RangePicker
              id={{ start: 'audit-dates' }}
              allowEmpty={[true, true]}
              onChange={(range) => set({ from: undefined, to: undefined, ...dayRange(range) })}
            />
          </LabelledField>
        </Flex>

        <LoadMoreTable<AuditEntry>
          query={log}
          emptyText={t('auditLog.empty')}
          loadMoreText={t('auditLog.loadMore')}
          columns={[
            {
              key: 'at',
              title: t('auditLog.columns.when'),
              render: (_, entry) => formatTime(entry.at, lang),
            },
            { key: 'actor', title: t('auditLog.columns.who'), render: (_, entry) => entry.actor.username },
            {
              key: 'action',
              title: t('auditLog.columns.action'),
              render: (_, entry) => <Tag>{actionLabel(t, entry.action)}</Tag>,
            },
            {
              key: 'user',
              title: t('auditLog.columns.onWhom'),
              render: (_, entry) =>
                entry.user ? <MerchantLink userId={entry.user.id} username={entry.user.username} /> : null,
            },
            {
              key: 'target',
              title: t('auditLog.columns.target'),
              render: (_, entry) => (entry.target ? targetLabel(t, entry.target) : null),
            },
            { key: 'reason', title: t('auditLog.columns.why'), render: (_, entry) => entry.reason },
            {
              key: 'detail',
              title: t('auditLog.columns.detail'),
              render: (_, entry) => (
                <Flex vertical gap={2}>
                  {Object.entries(entry.detail).map(([name, value]) => (
                    <Typography.Text key={name}>
                      <Typography.Text type="secondary">{detailLabel(t, name, entry.action)}</Typography.Text>{' '}
                      {value}
                    </Typography.Text>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
    </>
  );
}
