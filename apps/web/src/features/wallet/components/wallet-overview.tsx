import { useQueryClient } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import BillOutline from 'antd-mobile-icons/es/BillOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavList } from '../../../components/nav-list.tsx';
import { meQuery } from '../../../lib/auth.ts';
import { walletQuery } from '../../../lib/wallet-queries.ts';
import { BalanceCard } from './balance-card.tsx';
import { FlowList } from './flow-list.tsx';
import { RestrictionBanner } from './restriction-banner.tsx';
import styles from './wallet-overview.module.css';

/**
 * The wallet tab: what the operator has restricted, the balances, the latest flow records
 * (pull down to refresh all of it, scroll on for more) and the way to every wallet screen.
 */
export function WalletOverview() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: meQuery.queryKey }),
      // The balances and the flow list alike: every query under ['wallet'].
      queryClient.refetchQueries({ queryKey: walletQuery.queryKey }),
    ]).then(() => undefined);
  return (
    <PullToRefresh onRefresh={refresh}>
      <div className={styles.stack}>
        <RestrictionBanner />
        <BalanceCard />
        <NavList
          header={t('wallet.manage')}
          items={[
            {
              key: 'history',
              icon: <BillOutline />,
              label: t('wallet.transactions'),
              to: '/wallet/history',
              testId: 'history-cell',
            },
            { key: 'topUps', icon: <PayCircleOutline />, label: t('wallet.topUps'), to: '/wallet/topups' },
            {
              key: 'withdrawals',
              icon: <PayCircleOutline />,
              label: t('wallet.withdrawals'),
              to: '/withdrawals',
            },
            { key: 'bank', icon: <BankcardOutline />, label: t('wallet.bankAccounts'), to: '/bankCards' },
            { key: 'pin', icon: <LockOutline />, label: t('wallet.payPassword'), to: '/payPassword' },
            {
              key: 'account',
              icon: <UserOutline />,
              label: t('wallet.accountCell'),
              to: '/account',
              testId: 'account-cell',
            },
          ]}
        />
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{t('wallet.recent')}</h2>
          <Link to="/wallet/history" className={styles.more}>
            {t('wallet.seeAll')}
          </Link>
        </div>
        <FlowList />
      </div>
    </PullToRefresh>
  );
}
