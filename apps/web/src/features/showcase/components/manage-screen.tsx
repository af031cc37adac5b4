import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowcase } from '../api/showcase.ts';
import styles from './showcase.module.css';
import { useShowcaseActions } from './showcase-actions.ts';
import { ShowcaseCard } from './showcase-card.tsx';
import { ShowcaseList, StatusTabs, useStatusTab } from './showcase-list.tsx';
import { EmptyShowcase } from './showcase-screen.tsx';

/** The server takes at most this many items per call (the contract's `ids` bound). */
export const MAX_SELECTED = 50;

/**
 * /manageShowcase: the showcase with a checkbox on every item, to unlist, list again or delete
 * several at once (each after a confirmation). A selection holds up to 50, what one call takes.
 */
export function ManageShowcaseScreen() {
  const { t } = useTranslation();
  const [status, setStatusTab] = useStatusTab();
  const list = useShowcase(status);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { changeStatus, deleteItems, busy } = useShowcaseActions();

  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  // Only what is on screen in this tab counts (a refresh may have removed some).
  const ids = loaded.filter((item) => selected.has(item.id)).map((item) => item.id);
  const full = ids.length >= MAX_SELECTED;
  const selectable = loaded.slice(0, MAX_SELECTED);
  const allSelected = selectable.length > 0 && selectable.every((item) => selected.has(item.id));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const switchTab = (next: typeof status) => {
    setSelected(new Set());
    setStatusTab(next);
  };
  const clearOn = (done: Promise<boolean>) =>
    void done.then((ok) => {
      if (ok) setSelected(new Set());
    });
  const listed = status === 'listed';

  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <StatusTabs active={status} onChange={switchTab} />
      </div>
      <ShowcaseList
        list={list}
        empty={<EmptyShowcase status={status} />}
        renderItem={(item, index) => (
          <ShowcaseCard
            item={item}
            index={index}
            select={{
              checked: selected.has(item.id),
              disabled: full && !selected.has(item.id),
              onChange: (on) => toggle(item.id, on),
            }}
          />
        )}
      />
      <div className={styles.bulkBar} role="toolbar" aria-label={t('showcase.bulkActions')}>
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            className={styles.check}
            checked={allSelected}
            disabled={selectable.length === 0}
            onChange={(event) =>
              setSelected(new Set(event.target.checked ? selectable.map((item) => item.id) : []))
            }
          />
          <span>{t('showcase.selectAll')}</span>
        </label>
        <span className={styles.selectedCount} aria-live="polite" data-testid="selected-count">
          {full ? t('showcase.selectedMax', { n: ids.length }) : t('showcase.selected', { n: ids.length })}
        </span>
        <div className={styles.bulkButtons}>
          <Button
            size="small"
            className={styles.action}
            disabled={ids.length === 0 || busy}
            onClick={() => clearOn(changeStatus({ ids }, listed ? 'unlisted' : 'listed'))}
          >
            {listed ? t('showcase.unlist') : t('showcase.list')}
          </Button>
          <Button
            size="small"
            color="danger"
            className={styles.action}
            disabled={ids.length === 0 || busy}
            onClick={() => clearOn(deleteItems({ ids }))}
          >
            {t('showcase.delete')}
          </Button>
        </div>
      </div>
    </div>
  );
}
