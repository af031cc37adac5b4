import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { NavList } from '../../../components/nav-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { useMe } from '../../../lib/auth.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import styles from './wallet-overview.module.css';

function Balance() {
  const { t } = useTranslation();
  const { data: me, isPending, isError, refetch, isFetching } = useMe();
  if (isError && !me) return <LoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (isPending && !me) return <SkeletonBlock height={40} width="55%" />;
  const balance = me?.balance;
  return (
    <>
      {balance ? (
        <strong className={styles.amount} data-testid="wallet-balance">
          {formatMoney(balance, currentLanguage())}
        </strong>
      ) : (
        <span className={styles.empty}>{t('wallet.noBalance')}</span>
      )}
      {/* The saved balance stays on screen; the failed refresh is said once, here. */}
      {isError && <LoadError onRetry={() => void refetch()} retrying={isFetching} />}
    </>
  );
}

/** The account tab for now: the balance from the profile and the way to every wallet screen. */
export function WalletOverview() {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.card} aria-label={t('wallet.balance')}>
        <span className={styles.caption}>{t('wallet.balance')}</span>
        <Balance />
        <div className={styles.actions}>
          <Link to="/recharge" className={styles.primaryAction}>
            {t('wallet.recharge')}
          </Link>
          <Link to="/withdraw" className={styles.secondaryAction}>
            {t('wallet.withdraw')}
          </Link>
        </div>
      </section>
      <NavList
        header={t('wallet.manage')}
        items={[
          {
            key: 'transactions',
            icon: <BillOutline />,
            label: t('wallet.transactions'),
            to: '/transactions',
          },
          { key: 'bank', icon: <BankcardOutline />, label: t('wallet.bankAccounts'), to: '/bank' },
          { key: 'pin', icon: <LockOutline />, label: t('wallet.payPassword'), to: '/payPassword' },
        ]}
      />
      <NavList
        header={t('wallet.settings')}
        items={[
          {
            key: 'account',
            icon: <UserOutline />,
            label: t('wallet.accountCell'),
            to: '/account',
            testId: 'account-cell',
          },
        ]}
      />
    </>
  );
}
