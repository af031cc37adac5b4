import Tabs from 'antd-mobile/es/components/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import type { ShowcaseItem, ShowcaseStatus, useShowcase } from '../api/showcase.ts';
import styles from './showcase.module.css';

/** The tab on screen, kept in the address (?tab=unlisted) so Back and a reload return to it. */
export function useStatusTab(): [ShowcaseStatus, (status: ShowcaseStatus) => void] {
  const [params, setParams] = useSearchParams();
  const status: ShowcaseStatus = params.get('tab') === 'unlisted' ? 'unlisted' : 'listed';
  return [status, (next) => setParams(next === 'listed' ? {} : { tab: next }, { replace: true })];
}

/** Listed and unlisted, as two tabs. */
export function StatusTabs({
  active,
  onChange,
}: {
  active: ShowcaseStatus;
  onChange: (status: ShowcaseStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => onChange(key === 'unlisted' ? 'unlisted' : 'listed')}
      className={styles.tabs}
    >
      <Tabs.Tab key="listed" title={t('showcase.tabListed')} />
      <Tabs.Tab key="unlisted" title={t('showcase.tabUnlisted')} />
    </Tabs>
  );
}

/** "Listed 12 of 20": how much room the tier's goods limit leaves. */
export function ListedSummary({ list }: { list: ReturnType<typeof useShowcase> }) {
  const { t } = useTranslation();
  const first = list.data?.pages[0];
  if (!first) return <SkeletonBlock height={20} width="50%" />;
  const full = first.listedCount >= first.goodsLimit;
  return (
    <p className={styles.summary} data-full={full} data-testid="listed-summary">
      {t('showcase.listedOf', { listed: first.listedCount, limit: first.goodsLimit })}
    </p>
  );
}

/**
 * A showcase tab's items, page by page: the skeleton, a failure with its retry, the empty
 * state, the cards (each drawn by the screen), the end of the list; pulled down, read again.
 */
export function ShowcaseList({
  list,
  renderItem,
  empty,
}: {
  list: ReturnType<typeof useShowcase>;
  renderItem: (item: ShowcaseItem, index: number) => ReactNode;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={list}
      skeletonTestId="showcase-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={176} />
          <SkeletonBlock height={176} />
          <SkeletonBlock height={176} />
        </>
      }
      empty={empty}
      endTexts={{ loading: t('warehouse.loadingMore'), end: t('warehouse.noMore') }}
    >
      {(items, end) => (
        <>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={item.id}>{renderItem(item, index)}</li>
            ))}
          </ul>
          {end}
        </>
      )}
    </PagedList>
  );
}
