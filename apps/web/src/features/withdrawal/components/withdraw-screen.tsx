import { AMOUNT } from '@shopkeeper/contract';
import Button from 'antd-mobile/es/components/button';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import UserContactOutline from 'antd-mobile-icons/es/UserContactOutline';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useMe } from '../../../lib/auth.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAccounts, useIdentity, useWallet } from '../../../lib/wallet-queries.ts';
import { PinNotSetNotice, RestrictionNotice, WithdrawForm } from './withdraw-form.tsx';
import styles from './withdrawal.module.css';

/**
 * /withdraw: the available balance, then the form — or, first, what stands in the way: an
 * identity not yet verified (with the way to verify), no account to receive the money (with
 * the way to add one), a ban or a frozen wallet (with the operator's reason and date).
 */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const identity = useIdentity();
  const accounts = useAccounts();
  const wallet = useWallet();

  if (identity.isPending || accounts.isPending || wallet.isPending) {
    return (
      <div className={styles.stack} aria-busy="true" data-testid="withdraw-skeleton">
        <SkeletonBlock height={96} />
        <SkeletonBlock height={200} />
      </div>
    );
  }
  const failed = [identity, accounts, wallet].filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <div className={styles.stack}>
        <LoadError
          onRetry={() => failed.forEach((query) => void query.refetch())}
          retrying={failed.some((query) => query.isFetching)}
        />
      </div>
    );
  }
  if (identity.data?.status !== 'verified') {
    const inReview = identity.data?.status === 'in_review';
    return (
      <StatusMessage
        icon={<UserContactOutline />}
        tone="warning"
        title={t(inReview ? 'withdrawal.identityInReviewTitle' : 'withdrawal.identityTitle')}
        description={t(inReview ? 'withdrawal.identityInReviewText' : 'withdrawal.identityText')}
      >
        <Button block color="primary" size="large" onClick={() => navigate('/identity')}>
          {t(inReview ? 'withdrawal.identityOpen' : 'withdrawal.identityVerify')}
        </Button>
      </StatusMessage>
    );
  }
  const items = accounts.data?.items ?? [];
  if (items.length === 0) {
    return (
      <StatusMessage
        icon={<BankcardOutline />}
        title={t('withdrawal.noAccountTitle')}
        description={t('withdrawal.noAccountText')}
      >
        <Button block color="primary" size="large" onClick={() => navigate('/bankCards/add')}>
          {t('withdrawal.addAccount')}
        </Button>
      </StatusMessage>
    );
  }

  const balance = wallet.data?.balance ?? '0.00';
  const restricted = me?.withdrawalForbidden ?? me?.walletFrozen ?? null;
  return (
    <div className={styles.stack}>
      <section className={styles.balance} aria-labelledby="withdraw-balance">
        <span className={styles.label} id="withdraw-balance">
          {t('withdrawal.available')}
        </span>
        <strong className={styles.balanceAmount} data-testid="withdraw-available">
          {formatMoney(balance, currentLanguage())}
        </strong>
        <Link to="/withdrawals" className={styles.historyLink}>
          {t('withdrawal.history')}
        </Link>
      </section>
      {me?.withdrawalForbidden && <RestrictionNotice kind="forbidden" restriction={me.withdrawalForbidden} />}
      {me?.walletFrozen && <RestrictionNotice kind="walletFrozen" restriction={me.walletFrozen} />}
      {me && !me.payPasswordSet && <PinNotSetNotice />}
      {!restricted && (
        <WithdrawForm
          accounts={items}
          balance={balance}
          minimum={accounts.data?.minWithdrawal ?? AMOUNT.minWithdrawalDefault}
          onAccountGone={() => void accounts.refetch()}
          onIdentityNeeded={() => void identity.refetch()}
        />
      )}
    </div>
  );
}
