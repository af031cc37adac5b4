import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { useMe } from '../../../lib/auth.ts';
import styles from './profile-card.module.css';

/** Who is signed in: avatar initial, username, shop. */
export function ProfileCard() {
  const { t } = useTranslation();
  const { data: me, isPending, isError, refetch, isFetching } = useMe();

  if (isError && !me) return <LoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (isPending && !me) {
    return (
      <section className={styles.card} aria-busy="true" data-testid="profile-skeleton">
        <SkeletonBlock height={52} width={52} round />
        <div className={styles.text}>
          <SkeletonBlock height={14} width="40%" />
          <SkeletonBlock height={20} width="70%" />
        </div>
      </section>
    );
  }

  const name = me?.username ?? '';
  return (
    <>
      {/* The saved profile stays on screen; the failed refresh is said once, here. */}
      {isError && <LoadError onRetry={() => void refetch()} retrying={isFetching} />}
      <section className={styles.card}>
        <div className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase() || '?'}
        </div>
        <div className={styles.text}>
          <span className={styles.caption}>{t('account.signedInAs')}</span>
          <strong className={styles.name} data-testid="signed-in-username">
            {name}
          </strong>
          <span className={styles.shop}>{me?.shop ? me.shop.name : t('account.noShop')}</span>
        </div>
      </section>
    </>
  );
}
