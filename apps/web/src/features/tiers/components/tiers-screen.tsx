import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListShell } from '../../../components/list/list-shell.tsx';
import notice from '../../../components/notice.module.css';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type Tiers, useTiers } from '../api/tiers.ts';
import styles from './tiers.module.css';
import { TiersTable } from './tiers-table.tsx';
import { useUpgradeFlow } from './upgrade-flow.tsx';

/**
 * /shop/tiers: the merchant's tier and held deposit, their latest request (waiting, or
 * rejected with the operator's reason), the four tiers compared, and the way up: a
 * confirmation that says what is held and what becomes of it, then the PIN.
 */
export function TiersScreen() {
  const tiers = useTiers();
  const upgrade = useUpgradeFlow();
  return (
    <>
      <ListShell
        query={tiers}
        skeletonTestId="tiers-skeleton"
        skeleton={
          <>
            <SkeletonBlock height={112} />
            <SkeletonBlock height={360} />
          </>
        }
      >
        {(data) => (
          <>
            <Standing tiers={data} />
            <TiersTable tiers={data} onUpgrade={(tier) => void upgrade.start(tier)} />
          </>
        )}
      </ListShell>
      {upgrade.sheet}
    </>
  );
}

/** Where the shop stands: its tier, what is held, and the latest request if it says something. */
function Standing({ tiers }: { tiers: Tiers }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const latest = tiers.latestUpgrade;
  return (
    <section className={styles.card} aria-labelledby="tiers-current">
      <span className={styles.label} id="tiers-current">
        {t('tierUpgrade.yourTier')}
      </span>
      <strong className={styles.tier} data-testid="tiers-current">
        {t(`tiers.${tiers.current}`)}
      </strong>
      <span className={styles.label}>
        {t('tierUpgrade.depositHeld')}{' '}
        <strong data-testid="tiers-deposit-held">{formatMoney(tiers.depositHeld, lang)}</strong>
      </span>
      {latest?.status === 'pending' && (
        <p className={`${notice.warning} ${styles.notice}`} role="status" data-testid="tiers-pending">
          {t('tierUpgrade.pending', {
            target: t(`tiers.${latest.code}`),
            amount: formatMoney(latest.held, lang),
          })}
        </p>
      )}
      {latest?.status === 'rejected' && (
        <div className={`${notice.danger} ${styles.notice}`} data-testid="tiers-rejected">
          <p>{t('tierUpgrade.rejected', { target: t(`tiers.${latest.code}`) })}</p>
          {latest.reason && <p>{t('tierUpgrade.reason', { reason: latest.reason })}</p>}
        </div>
      )}
      {tiers.current === 'agent' && <p className={styles.note}>{t('tierUpgrade.top')}</p>}
      <Link to="/wallet" className={styles.link}>
        {t('tierUpgrade.toWallet')}
      </Link>
    </section>
  );
}
