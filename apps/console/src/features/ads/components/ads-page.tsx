import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, message, Segmented, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadMoreTable } from '../../../components/load-more-table.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import {
  type AdPackage,
  type Boost,
  type BoostState,
  packageName,
  useAdPackages,
  useBoosts,
} from '../api/ads.ts';
import { AdPackageDialog } from './ad-package-dialog.tsx';

/** The packages on sale and off: name in the language on screen, price, hours, boosts bought; add or edit. */
function PackagesSection() {
  const { t, lang } = useT();
  const packages = useAdPackages();
  const [editing, setEditing] = useState<AdPackage | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  return (
    <Flex vertical gap={16}>
      {toastHolder}
      <div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('ads.packages.add')}
        </Button>
      </div>
      <Table<AdPackage>
        rowKey="id"
        dataSource={packages.data?.items ?? []}
        loading={packages.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('ads.packages.empty') }}
        columns={[
          {
            key: 'name',
            title: t('ads.packages.name'),
            render: (_, item) => <Typography.Text strong>{packageName(item, lang)}</Typography.Text>,
          },
          {
            key: 'price',
            title: t('ads.packages.price'),
            align: 'right',
            render: (_, item) => formatMoney(item.price, lang),
          },
          { key: 'hours', title: t('ads.packages.hours'), align: 'right', render: (_, item) => item.hours },
          {
            key: 'active',
            title: t('ads.packages.state'),
            render: (_, item) =>
              item.active ? (
                <Tag color="green">{t('ads.packages.onSale')}</Tag>
              ) : (
                <Tag>{t('ads.packages.offSale')}</Tag>
              ),
          },
          { key: 'order', title: t('ads.packages.sortOrder'), render: (_, item) => item.sortOrder },
          {
            key: 'count',
            title: t('ads.packages.boostCount'),
            align: 'right',
            render: (_, item) => item.boostCount,
          },
          {
            key: 'actions',
            title: t('ads.actions'),
            render: (_, item) => (
              <Button size="small" onClick={() => setEditing(item)}>
                {t('ads.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <AdPackageDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(t('ads.packages.saved'));
          }}
        />
      ) : null}
    </Flex>
  );
}

/** Every boost bought: shop, package, price, start, end and whether it still runs. */
function PromotionsSection() {
  const { t, lang } = useT();
  const [state, setState] = useState<BoostState | 'all'>('all');
  const boosts = useBoosts(state === 'all' ? undefined : state);
  return (
    <Flex vertical gap={16}>
      <Segmented<BoostState | 'all'>
        aria-label={t('ads.boosts.filter')}
        value={state}
        onChange={setState}
        options={[
          { value: 'all', label: t('ads.boosts.all') },
          { value: 'active', label: t('ads.boosts.active') },
          { value: 'ended', label: t('ads.boosts.ended') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <LoadMoreTable<Boost>
        query={boosts}
        emptyText={t('ads.boosts.empty')}
        loadMoreText={t('ads.loadMore')}
        columns={[
          {
            key: 'shop',
            title: t('ads.boosts.shop'),
            render: (_, row) => (
              <Flex vertical>
                <Typography.Text strong>{row.shopName}</Typography.Text>
                <Typography.Text type="secondary">{row.username}</Typography.Text>
              </Flex>
            ),
          },
          { key: 'package', title: t('ads.boosts.package'), render: (_, row) => row.packageName },
          {
            key: 'price',
            title: t('ads.packages.price'),
            align: 'right',
            render: (_, row) => formatMoney(row.price, lang),
          },
          { key: 'start', title: t('ads.boosts.start'), render: (_, row) => formatTime(row.startsAt, lang) },
          { key: 'end', title: t('ads.boosts.end'), render: (_, row) => formatTime(row.endsAt, lang) },
          {
            key: 'state',
            title: t('ads.packages.state'),
            render: (_, row) =>
              row.state === 'active' ? (
                <Tag color="blue">{t('ads.boosts.active')}</Tag>
              ) : (
                <Tag>{t('ads.boosts.ended')}</Tag>
              ),
          },
        ]}
      />
    </Flex>
  );
}

/** `/console/ads`: the ad packages merchants buy, and every promotion bought with them. */
export default function AdsPage() {
  const { t } = useT();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('sections.ads.description')}</Typography.Paragraph>
      <Tabs
        items={[
          { key: 'packages', label: t('ads.tabs.packages'), children: <PackagesSection /> },
          { key: 'promotions', label: t('ads.tabs.promotions'), children: <PromotionsSection /> },
        ]}
      />
    </>
  );
}
