import Button from 'antd-mobile/es/components/button';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { type ShowcaseItem, type ShowcaseStatus, useShowcase } from '../api/showcase.ts';
import { EditPriceSheet } from './price-sheet.tsx';
import styles from './showcase.module.css';
import { useShowcaseActions } from './showcase-actions.ts';
import { ShowcaseCard } from './showcase-card.tsx';
import { ListedSummary, ShowcaseList, StatusTabs, useStatusTab } from './showcase-list.tsx';

/** A tab with nothing in it: the listed tab leads to the warehouse, the unlisted one explains itself. */
export function EmptyShowcase({ status }: { status: ShowcaseStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (status === 'unlisted') {
    return (
      <StatusMessage
        icon={<AppstoreOutline />}
        title={t('showcase.emptyUnlistedTitle')}
        description={t('showcase.emptyUnlistedText')}
      />
    );
  }
  return (
    <StatusMessage
      icon={<AppstoreOutline />}
      title={t('showcase.emptyTitle')}
      description={t('showcase.emptyText')}
    >
      <Button block color="primary" size="large" onClick={() => navigate('/goodsList/warehouse')}>
        {t('showcase.toWarehouse')}
      </Button>
    </StatusMessage>
  );
}

function ItemActions({
  item,
  onEditPrice,
}: {
  item: ShowcaseItem;
  onEditPrice: (item: ShowcaseItem) => void;
}) {
  const { t } = useTranslation();
  const { changeStatus, deleteItems, busy } = useShowcaseActions();
  const target = { ids: [item.id], name: item.name };
  const listed = item.status === 'listed';
  return (
    <>
      <Button
        size="small"
        className={styles.action}
        onClick={() => onEditPrice(item)}
        aria-label={t('showcase.editPriceNamed', { name: item.name })}
      >
        {t('showcase.editPrice')}
      </Button>
      <Button
        size="small"
        className={styles.action}
        disabled={busy}
        onClick={() => void changeStatus(target, listed ? 'unlisted' : 'listed')}
        aria-label={t(listed ? 'showcase.unlistNamed' : 'showcase.listNamed', { name: item.name })}
      >
        {listed ? t('showcase.unlist') : t('showcase.list')}
      </Button>
      <Button
        size="small"
        color="danger"
        fill="outline"
        className={styles.action}
        disabled={busy}
        onClick={() => void deleteItems(target)}
        aria-label={t('showcase.deleteNamed', { name: item.name })}
      >
        {t('showcase.delete')}
      </Button>
    </>
  );
}

/**
 * /goodsList: the merchant's showcase. Listed and unlisted goods in two tabs, how many are
 * listed against the tier's limit, and per item: the price, unlisting or listing again, and
 * deleting. The warehouse (to add goods) and the manage screen (several at once) are a tap away.
 */
export function ShowcaseScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useStatusTab();
  const list = useShowcase(status);
  const [editing, setEditing] = useState<ShowcaseItem | null>(null);

  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <div className={styles.headRow}>
          <ListedSummary list={list} />
          <div className={styles.links}>
            <Link to="/manageShowcase" className={styles.link}>
              {t('showcase.manage')}
            </Link>
            <Link to="/goodsList/warehouse" className={styles.linkPrimary}>
              {t('showcase.addGoods')}
            </Link>
          </div>
        </div>
        <StatusTabs active={status} onChange={setStatus} />
      </div>
      <ShowcaseList
        list={list}
        empty={<EmptyShowcase status={status} />}
        renderItem={(item, index) => (
          <ShowcaseCard
            item={item}
            index={index}
            actions={<ItemActions item={item} onEditPrice={setEditing} />}
            onRaisePrice={setEditing}
          />
        )}
      />
      <EditPriceSheet item={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
