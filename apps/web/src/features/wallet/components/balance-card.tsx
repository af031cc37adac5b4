import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BreakableMoney } from '../../../components/breakable-money.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useWallet } from '../../../lib/wallet-queries.ts';
import styles from './balance-card.module.css';

/** The wallet's four figures (/v1/user/wallet) and the two ways money moves. */
export function BalanceCard() {
  const { t } = useTranslation();
  const { data: wallet, isPending, isError, refetch, isFetching } = useWallet();
  const lang = currentLanguage();
  const money = (amount: string) => formatMoney(amount, lang);
  const figures = wallet
    ? [
        { key: 'frozen', label: t('wallet.frozen'), value: money(wallet.frozen) },
        { key: 'depositHeld', label: t('wallet.depositHeld'), value: money(wallet.depositHeld) },
        { key: 'totalAssets', label: t('wallet.totalAssets'), value: money(wallet.totalAssets) },
      ]
    : [];
  return (
    <section className={styles.card} aria-label={t('wallet.balance')}>
      <span className={styles.caption}>{t('wallet.balance')}</span>
      {wallet ? (
        <strong className={styles.amount} data-testid="wallet-balance">
          {money(wallet.balance)}
        </strong>
      ) : isPending ? (
        <SkeletonBlock height={40} width="55%" />
      ) : null}
      {wallet ? (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.key} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd data-testid={`wallet-${figure.key}`}>
                <BreakableMoney text={figure.value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        isPending && <SkeletonBlock height={36} />
      )}
      {/* Where the held deposit comes from; always shown, so the card keeps its height while it loads. */}
      <Link to="/shop/tiers" className={styles.tiersLink}>
        {t('tierUpgrade.walletLink')}
      </Link>
      {isError && (
        <div className={styles.error}>
          <LoadError onRetry={() => void refetch()} retrying={isFetching} />
        </div>
      )}
      <div className={styles.actions}>
        <Link to="/recharge" className={styles.primaryAction}>
          {t('wallet.recharge')}
        </Link>
        <Link to="/withdraw" className={styles.secondaryAction}>
          {t('wallet.withdraw')}
        </Link>
      </div>
    </section>
  );
}
