import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import { useTranslation } from 'react-i18next';
import type { AccountType, ReceivingAccount } from '../../../lib/wallet-queries.ts';
import styles from './accounts.module.css';

/** The account type's icon: a card for banks, the network's initial for crypto wallets. */
export function AccountTypeIcon({ type }: { type: AccountType }) {
  return (
    <span className={styles.typeIcon} data-type={type} aria-hidden="true">
      {type === 'bank_card' ? <BankcardOutline /> : type === 'trx_usdt' ? 'T' : 'E'}
    </span>
  );
}

/** The account's name in a list: the bank's name, or the crypto network. */
export function AccountTitle({ account }: { account: ReceivingAccount }) {
  const { t } = useTranslation();
  return <>{account.type === 'bank_card' ? account.bankName : t(`bankCards.types.${account.type}`)}</>;
}
