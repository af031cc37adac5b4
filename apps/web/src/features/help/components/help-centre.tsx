import { QA_CATEGORIES } from '@shopkeeper/contract';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { type QaCategory, useHelpArticles } from '../api/help.ts';
import styles from './help.module.css';

const ROW_HEIGHT = 68;

/**
 * The help centre (docs/product.md#help-centre): search, category chips, then the articles,
 * each opening /qaDetail. No page layout of its own: it is the Help tab of /service.
 */
const SEARCH_PAUSE_MS = 350;

export function HelpCentre() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<QaCategory>();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const list = useHelpArticles({ category, q });

  // Results follow the typing once it pauses; the keyboard's search key asks at once.
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <div className={styles.stack}>
      <form className={styles.search} onSubmit={search}>
        <input
          type="search"
          className={styles.searchInput}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // Emptied: every article again, without asking for a search of nothing.
            if (event.target.value.trim() === '') setQ('');
          }}
          placeholder={t('help.searchPlaceholder')}
          aria-label={t('help.searchLabel')}
          enterKeyHint="search"
          maxLength={100}
        />
      </form>
      <fieldset className={styles.chips}>
        <legend className={styles.visuallyHidden}>{t('help.categories')}</legend>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={category === undefined}
          onClick={() => setCategory(undefined)}
        >
          {t('help.all')}
        </button>
        {QA_CATEGORIES.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.chip}
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
          >
            {t(`help.category.${name}`)}
          </button>
        ))}
      </fieldset>
      <PagedList
        list={list}
        skeletonTestId="help-skeleton"
        skeleton={
          <>
            <SkeletonBlock height={ROW_HEIGHT} />
            <SkeletonBlock height={ROW_HEIGHT} />
            <SkeletonBlock height={ROW_HEIGHT} />
          </>
        }
        empty={
          <StatusMessage
            icon={<QuestionCircleOutline />}
            title={q ? t('help.noMatchTitle') : t('help.emptyTitle')}
            description={q ? t('help.noMatchText', { q }) : t('help.emptyText')}
          />
        }
        endTexts={{ loading: t('help.loadingMore'), end: t('help.noMore') }}
      >
        {(items, end) => (
          <>
            <ul className={styles.list} aria-label={t('help.listTitle')}>
              {items.map((article) => (
                <li key={article.id}>
                  <Link
                    to={`/qaDetail?id=${article.id}`}
                    className={styles.row}
                    data-testid={`qa-${article.id}`}
                  >
                    <span className={styles.rowTitle}>{article.title}</span>
                    <span className={styles.rowSummary}>{article.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {end}
          </>
        )}
      </PagedList>
    </div>
  );
}
