import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { type Goods, useGoods, useGoodsTypes } from '../api/warehouse.ts';
import { GoodsCard } from './goods-card.tsx';
import { AddSheet } from './price-sheet.tsx';
import { useDebounced } from './use-debounced.ts';
import styles from './warehouse.module.css';

const ALL = 'all';

/** The type tabs, "All" first; while the types load or fail, "All" alone (the list still works). */
function TypeTabs({ active, onChange }: { active: string; onChange: (key: string) => void }) {
  const { t } = useTranslation();
  const types = useGoodsTypes();
  return (
    <Tabs activeKey={active} onChange={onChange} className={styles.tabs} stretch={false}>
      <Tabs.Tab key={ALL} title={t('warehouse.allTypes')} />
      {(types.data?.items ?? []).map((type) => (
        <Tabs.Tab key={String(type.id)} title={type.name} />
      ))}
    </Tabs>
  );
}

/** /goodsList/warehouse: the platform's goods by type or search; each can be added to the showcase. */
export function WarehouseScreen() {
  const { t } = useTranslation();
  const [typeKey, setTypeKey] = useState(ALL);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const [adding, setAdding] = useState<Goods | null>(null);
  const list = useGoods({ typeId: typeKey === ALL ? undefined : Number(typeKey), keyword });

  return (
    <div className={styles.screen}>
      <div className={styles.filters}>
        <SearchBar
          value={typed}
          onChange={setTyped}
          onSearch={setTyped}
          placeholder={t('warehouse.searchPlaceholder')}
          maxLength={64}
          aria-label={t('warehouse.search')}
          className={styles.search}
        />
        <TypeTabs active={typeKey} onChange={setTypeKey} />
      </div>
      <PagedList
        list={list}
        skeletonTestId="warehouse-skeleton"
        skeleton={
          <>
            <SkeletonBlock height={132} />
            <SkeletonBlock height={132} />
            <SkeletonBlock height={132} />
          </>
        }
        empty={
          <StatusMessage
            icon={<SearchOutline />}
            title={t('warehouse.emptyTitle')}
            description={t('warehouse.emptyText')}
          />
        }
        endTexts={{ loading: t('warehouse.loadingMore'), end: t('warehouse.noMore') }}
      >
        {(items, end) => (
          <>
            <ul className={styles.list}>
              {items.map((goods, index) => (
                <li key={goods.id}>
                  <GoodsCard goods={goods} onAdd={setAdding} index={index} />
                </li>
              ))}
            </ul>
            {end}
          </>
        )}
      </PagedList>
      <AddSheet goods={adding} onClose={() => setAdding(null)} />
    </div>
  );
}
