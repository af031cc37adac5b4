import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/auth.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatDate } from './format-time.ts';
import styles from './restriction-banner.module.css';

const RESTRICTIONS = ['disabled', 'walletFrozen', 'withdrawalForbidden'] as const;

/**
 * What an operator has stopped on this account (a disabled account, a frozen wallet, no
 * withdrawals), with their reason and since when (/v1/me): the person sees why a button will
 * be refused before pressing it.
 */
export function RestrictionBanner() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const lang = currentLanguage();
  const shown = RESTRICTIONS.flatMap((kind) => {
    const restriction = me[kind];
    return restriction ? [{ kind, ...restriction }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <div className={styles.stack}>
      {shown.map(({ kind, reason, since }) => (
        <section key={kind} className={styles.banner} role="alert" data-testid={`restriction-${kind}`}>
          <ExclamationCircleOutline className={styles.icon} aria-hidden="true" />
          <div className={styles.text}>
            <h2 className={styles.title}>{t(`wallet.restrictions.${kind}`)}</h2>
            {reason && <p className={styles.line}>{t('wallet.restrictions.reason', { reason })}</p>}
            <p className={styles.line}>{t('wallet.restrictions.since', { date: formatDate(since, lang) })}</p>
          </div>
        </section>
      ))}
    </div>
  );
}
