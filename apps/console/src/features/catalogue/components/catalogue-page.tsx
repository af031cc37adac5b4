import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Input, message, Select, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LabelledField } from '../../../components/labelled-field.tsx';
import { LoadMoreTable } from '../../../components/load-more-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../lib/use-me.ts';
import {
  type GoodsFilters,
  type GoodsRow,
  type GoodsType,
  typeName,
  useGoodsList,
  useGoodsTypes,
} from '../api/catalogue.ts';
import { GoodsDrawer } from './goods-drawer.tsx';
import { GoodsTypeDialog } from './goods-type-dialog.tsx';

/** The goods of the warehouse: filters, the list a page at a time, the form to add or edit. */
function GoodsSection() {
  const { t, lang } = useT();
  const fileHost = useMe().data?.fileHost ?? '';
  const types = useGoodsTypes();
  const [filters, setFilters] = useState<GoodsFilters>({});
  const goods = useGoodsList(filters);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  return (
    <Flex vertical gap={16}>
      {toastHolder}
      <Flex gap={12} wrap align="end" role="search" aria-label={t('catalogue.goods.filters')}>
        <LabelledField id="goods-type" label={t('catalogue.goods.type')}>
          <Select<number>
            id="goods-type"
            allowClear
            style={{ width: 220 }}
            placeholder={t('catalogue.goods.anyType')}
            value={filters.typeId}
            loading={types.isLoading}
            onChange={(typeId) =>
              setFilters(({ typeId: _, ...rest }) => (typeId ? { ...rest, typeId } : rest))
            }
            options={(types.data?.items ?? []).map((type) => ({
              value: type.id,
              label: typeName(type, lang),
            }))}
          />
        </LabelledField>
        <LabelledField id="goods-keyword" label={t('catalogue.goods.search')}>
          <Input.Search
            id="goods-keyword"
            allowClear
            style={{ width: 280 }}
            placeholder={t('catalogue.goods.searchPlaceholder')}
            maxLength={64}
            onSearch={(text) =>
              setFilters(({ keyword: _, ...rest }) =>
                text.trim() ? { ...rest, keyword: text.trim() } : rest,
              )
            }
          />
        </LabelledField>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          style={{ marginLeft: 'auto' }}
        >
          {t('catalogue.goods.add')}
        </Button>
      </Flex>

      <LoadMoreTable<GoodsRow>
        query={goods}
        emptyText={
          filters.typeId || filters.keyword ? t('catalogue.goods.noMatch') : t('catalogue.goods.empty')
        }
        loadMoreText={t('catalogue.loadMore')}
        columns={[
          {
            key: 'image',
            title: t('catalogue.goods.image'),
            width: 72,
            render: (_, row) =>
              row.image ? (
                <Image
                  src={`${fileHost}${row.image}`}
                  alt={row.name}
                  width={48}
                  height={48}
                  style={{ objectFit: 'cover' }}
                />
              ) : null,
          },
          {
            key: 'productNo',
            title: t('catalogue.goods.productNo'),
            render: (_, row) => <Typography.Text code>{row.productNo}</Typography.Text>,
          },
          { key: 'name', title: t('catalogue.goods.name'), render: (_, row) => row.name },
          { key: 'type', title: t('catalogue.goods.type'), render: (_, row) => row.typeName },
          {
            key: 'cost',
            title: t('catalogue.goods.cost'),
            align: 'right',
            render: (_, row) => formatMoney(row.cost, lang),
          },
          {
            key: 'price',
            title: t('catalogue.goods.suggestedPrice'),
            align: 'right',
            render: (_, row) => formatMoney(row.suggestedPrice, lang),
          },
          {
            key: 'stock',
            title: t('catalogue.goods.stock'),
            render: (_, row) =>
              row.stockStatus === 'in_stock' ? (
                <Tag color="green">{t('catalogue.goods.inStock')}</Tag>
              ) : (
                <Tag>{t('catalogue.goods.outOfStock')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('catalogue.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => setEditing(row.id)}>
                {t('catalogue.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing !== null ? (
        <GoodsDrawer
          goodsId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            const below = saved.belowCostItems ?? 0;
            // A raised cost that leaves merchants' prices under it: said, so the operator knows.
            if (below > 0) void toast.warning(t('catalogue.goods.savedBelowCost', { n: below }), 8);
            else void toast.success(t('catalogue.goods.saved'));
          }}
        />
      ) : null}
    </Flex>
  );
}

/** The goods types: their names in the language on screen, order and goods count; add or edit. */
function TypesSection() {
  const { t, lang } = useT();
  const types = useGoodsTypes();
  const [editing, setEditing] = useState<GoodsType | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  return (
    <Flex vertical gap={16}>
      {toastHolder}
      <div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('catalogue.types.add')}
        </Button>
      </div>
      <Table<GoodsType>
        rowKey="id"
        dataSource={types.data?.items ?? []}
        loading={types.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('catalogue.types.empty') }}
        columns={[
          {
            key: 'name',
            title: t('catalogue.types.name'),
            render: (_, type) => <Typography.Text strong>{typeName(type, lang)}</Typography.Text>,
          },
          { key: 'order', title: t('catalogue.types.sortOrder'), render: (_, type) => type.sortOrder },
          { key: 'icon', title: t('catalogue.types.icon'), render: (_, type) => type.icon ?? '' },
          {
            key: 'count',
            title: t('catalogue.types.goodsCount'),
            align: 'right',
            render: (_, type) => type.goodsCount,
          },
          {
            key: 'actions',
            title: t('catalogue.actions'),
            render: (_, type) => (
              <Button size="small" onClick={() => setEditing(type)}>
                {t('catalogue.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <GoodsTypeDialog
          type={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(t('catalogue.types.saved'));
          }}
        />
      ) : null}
    </Flex>
  );
}

/** `/console/catalogue`: the platform warehouse — goods types and goods in every language. */
export default function CataloguePage() {
  const { t } = useT();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('sections.catalogue.description')}</Typography.Paragraph>
      <Tabs
        items={[
          { key: 'goods', label: t('catalogue.tabs.goods'), children: <GoodsSection /> },
          { key: 'types', label: t('catalogue.tabs.types'), children: <TypesSection /> },
        ]}
      />
    </>
  );
}
