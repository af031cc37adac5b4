import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import styles from './review-filter.module.css';

/**
 * A review list's filter kept in the address (?status=pending), as the store centre's "needs
 * you" counts open it: only the requests still in review. Anything else shows them all.
 */
export function useReviewFilter(): 'pending' | undefined {
  const [params] = useSearchParams();
  return params.get('status') === 'pending' ? 'pending' : undefined;
}

/** Above a filtered list: what it shows, and the way back to every request. */
export function ReviewFilterNotice() {
  const { t } = useTranslation();
  const filter = useReviewFilter();
  const { pathname } = useLocation();
  if (!filter) return null;
  return (
    <p className={styles.notice} data-testid="review-filter">
      <span>{t('shopCenter.listFilter.inReview')}</span>
      <Link to={pathname} replace className={styles.all}>
        {t('shopCenter.listFilter.showAll')}
      </Link>
    </p>
  );
}
