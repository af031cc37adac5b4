import Button from 'antd-mobile/es/components/button';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useAccounts, useIdentity } from '../../../lib/wallet-queries.ts';
import { useAddAccount, useEditAccount } from '../api/accounts.ts';
import { AccountForm } from './account-form.tsx';
import styles from './accounts.module.css';

function FormSkeleton() {
  return (
    <div className={styles.stack} aria-busy="true" data-testid="account-form-skeleton">
      <SkeletonBlock height={72} />
      <SkeletonBlock height={240} />
    </div>
  );
}

/** The verified name, once known; null when not verified or when it could not be read. */
function useVerifiedName() {
  const identity = useIdentity();
  const name = identity.data?.status === 'verified' ? identity.data.realName : null;
  return { name, settled: !identity.isPending };
}

/** Why there is no form to fill (the maximum reached, the account gone), and the way back to the list. */
function NoFormHere({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage icon={<BankcardOutline />} tone="warning" title={title} description={description}>
      <Button block color="primary" size="large" onClick={() => navigate('/bankCards', { replace: true })}>
        {t('bankCards.backToList')}
      </Button>
    </StatusMessage>
  );
}

/** /bankCards/add: the form, unless the maximum is already reached (then why, and the way back). */
export function AddAccountScreen() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const verified = useVerifiedName();
  const add = useAddAccount();

  if (accounts.isPending || !verified.settled) return <FormSkeleton />;
  if (accounts.data && accounts.data.items.length >= accounts.data.max) {
    return (
      <NoFormHere
        title={t('bankCards.limitTitle')}
        description={t('bankCards.limitReached', { max: accounts.data.max })}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <AccountForm verifiedName={verified.name} save={(input) => add.mutateAsync(input)} />
    </div>
  );
}

/** /bankCards/:id/edit: the account's form, or "no longer exists" when it is gone. */
export function EditAccountScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const verified = useVerifiedName();
  const edit = useEditAccount();

  if (accounts.isPending || !verified.settled) return <FormSkeleton />;
  if (accounts.isError) {
    return (
      <div className={styles.stack}>
        <LoadError onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />
      </div>
    );
  }
  const account = accounts.data.items.find((item) => item.id === id);
  if (!account) {
    return <NoFormHere title={t('bankCards.goneTitle')} description={t('bankCards.goneText')} />;
  }
  return (
    <div className={styles.stack}>
      <AccountForm
        key={account.id}
        account={account}
        verifiedName={verified.name}
        save={(input) => edit.mutateAsync({ id: account.id, account: input })}
      />
    </div>
  );
}
