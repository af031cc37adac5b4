import { ORDER_STATUSES, type OrderStatus } from '@shopkeeper/contract';
import { Button, Flex, Input, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LabelledField } from '../../../components/labelled-field.tsx';
import { LoadMoreTable } from '../../../components/load-more-table.tsx';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type OrderFilters, type OrderRow, useOrders } from '../api/fulfilment.ts';
import { LogisticsSection } from './logistics-section.tsx';
import { OrderDrawer } from './order-drawer.tsx';
import { OrderStatusTag } from './order-status-tag.tsx';

/** Every merchant's orders by state and search, a page at a time; a row opens the order. */
function OrdersSection() {
  const { t, lang } = useT();
  // Paid orders waiting for the warehouse are what an operator comes here for first; a link
  // naming a merchant (`?search=mia`, from a customer-service chat) shows all of theirs.
  const linked = useSearchParams()[0].get('search')?.trim();
  const [filters, setFilters] = useState<OrderFilters>(
    linked ? { search: linked } : { status: 'pending_shipment' },
  );
  const orders = useOrders(filters);
  const [open, setOpen] = useState<number | null>(null);

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="end" role="search" aria-label={t('fulfilment.filters')}>
        <LabelledField id="orders-state" label={t('fulfilment.columns.state')}>
          <Select<OrderStatus | 'all'>
            id="orders-state"
            style={{ width: 240 }}
            value={filters.status ?? 'all'}
            onChange={(status) =>
              setFilters(({ status: _, ...rest }) => (status === 'all' ? rest : { ...rest, status }))
            }
            options={[
              { value: 'all', label: t('fulfilment.allStates') },
              ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`fulfilment.status.${status}`) })),
            ]}
          />
        </LabelledField>
        <LabelledField id="orders-search" label={t('fulfilment.search')}>
          <Input.Search
            id="orders-search"
            allowClear
            defaultValue={linked}
            style={{ width: 300 }}
            placeholder={t('fulfilment.searchPlaceholder')}
            maxLength={64}
            onSearch={(text) =>
              setFilters(({ search: _, ...rest }) => (text.trim() ? { ...rest, search: text.trim() } : rest))
            }
          />
        </LabelledField>
      </Flex>

      <LoadMoreTable<OrderRow>
        query={orders}
        emptyText={filters.search ? t('fulfilment.noMatch') : t('fulfilment.empty')}
        loadMoreText={t('fulfilment.loadMore')}
        columns={[
          {
            key: 'orderNo',
            title: t('fulfilment.columns.orderNo'),
            render: (_, row) => <Typography.Text code>{row.orderNo}</Typography.Text>,
          },
          {
            key: 'merchant',
            title: t('fulfilment.columns.merchant'),
            render: (_, row) => <MerchantLink userId={row.user.id} username={row.user.username} />,
          },
          { key: 'goods', title: t('fulfilment.columns.goods'), render: (_, row) => row.goodsName },
          {
            key: 'quantity',
            title: t('fulfilment.columns.quantity'),
            align: 'right',
            render: (_, row) => row.quantity,
          },
          {
            key: 'amount',
            title: t('fulfilment.columns.amount'),
            align: 'right',
            render: (_, row) => formatMoney(row.amount, lang),
          },
          {
            key: 'cost',
            title: t('fulfilment.columns.cost'),
            align: 'right',
            render: (_, row) => formatMoney(row.purchaseCost, lang),
          },
          { key: 'buyer', title: t('fulfilment.columns.buyer'), render: (_, row) => row.buyerName },
          {
            key: 'state',
            title: t('fulfilment.columns.state'),
            render: (_, row) => <OrderStatusTag status={row.status} />,
          },
          {
            key: 'created',
            title: t('fulfilment.columns.created'),
            render: (_, row) => formatTime(row.createdAt, lang),
          },
          {
            key: 'actions',
            title: t('fulfilment.columns.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => setOpen(row.id)}>
                {t('fulfilment.open')}
              </Button>
            ),
          },
        ]}
      />
      {open !== null ? <OrderDrawer orderId={open} onClose={() => setOpen(null)} /> : null}
    </Flex>
  );
}

/** `/console/fulfilment`: orders by state with the operator's moves, and the logistics steps. */
export default function FulfilmentPage() {
  const { t } = useT();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('sections.fulfilment.description')}</Typography.Paragraph>
      <Tabs
        items={[
          { key: 'orders', label: t('fulfilment.tabs.orders'), children: <OrdersSection /> },
          { key: 'logistics', label: t('fulfilment.tabs.logistics'), children: <LogisticsSection /> },
        ]}
      />
    </>
  );
}
