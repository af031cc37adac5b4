import { Drawer, Tabs } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { useUserDetail } from '../api/user-money.ts';
import { AccountsTab, IdentityTab, LedgerTab, WalletTab, WithdrawalsTab } from './user-money-tabs.tsx';

/**
 * One merchant's money and papers: wallet, flow records, withdrawal accounts, identity
 * submissions and withdrawals, each tab fetched when first opened.
 */
export function UserDetailDrawer({
  userId,
  username,
  onClose,
}: {
  userId: number;
  /** Known when opened from the list; looked up when opened by id alone (a link). */
  username?: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const detail = useUserDetail(userId);
  const name = username ?? detail.data?.username ?? `#${userId}`;
  useReturnFocus();
  return (
    <Drawer open size={820} title={t('userMoney.title', { name })} onClose={onClose} destroyOnHidden>
      <Tabs
        items={[
          { key: 'wallet', label: t('userMoney.tabs.wallet'), children: <WalletTab userId={userId} /> },
          { key: 'ledger', label: t('userMoney.tabs.ledger'), children: <LedgerTab userId={userId} /> },
          { key: 'accounts', label: t('userMoney.tabs.accounts'), children: <AccountsTab userId={userId} /> },
          { key: 'identity', label: t('userMoney.tabs.identity'), children: <IdentityTab userId={userId} /> },
          {
            key: 'withdrawals',
            label: t('userMoney.tabs.withdrawals'),
            children: <WithdrawalsTab userId={userId} />,
          },
        ]}
      />
    </Drawer>
  );
}
