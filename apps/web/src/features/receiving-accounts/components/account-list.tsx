import '../../../lib/antd-react19.ts';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import AddOutline from 'antd-mobile-icons/es/AddOutline';
import BankcardOutline from 'antd-mobile-icons/es/BankcardOutline';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListShell } from '../../../components/list/list-shell.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { maskedAccountNumber } from '../../../lib/mask.ts';
import { showToast } from '../../../lib/toast.ts';
import { type ReceivingAccount, useAccounts } from '../../../lib/wallet-queries.ts';
import { useDeleteAccount } from '../api/accounts.ts';
import { AccountTitle, AccountTypeIcon } from './account-display.tsx';
import styles from './accounts.module.css';

function AccountRow({ account }: { account: ReceivingAccount }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const title = account.type === 'bank_card' ? account.bankName : t(`bankCards.types.${account.type}`);
  const number = maskedAccountNumber(account);

  const confirmDelete = async () => {
    const confirmed = await Dialog.confirm({
      title: t('bankCards.deleteTitle'),
      'aria-label': t('bankCards.deleteTitle'),
      content: t('bankCards.deleteText', { name: title, number }),
      confirmText: t('bankCards.deleteConfirm'),
      cancelText: t('bankCards.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(account.id);
      void showToast({ icon: 'success', content: t('bankCards.deleted') });
    } catch {
      // The client already said why.
    }
  };

  return (
    <li className={styles.row} data-testid={`account-${account.id}`}>
      <AccountTypeIcon type={account.type} />
      <div className={styles.text}>
        <span className={styles.title}>
          <AccountTitle account={account} />
        </span>
        <span className={styles.sub}>
          {number}
          {account.type === 'bank_card' && account.accountName ? ` · ${account.accountName}` : ''}
        </span>
      </div>
      <Link
        to={`/bankCards/${account.id}/edit`}
        className={styles.iconButton}
        aria-label={t('bankCards.editLabel', { name: title, number })}
      >
        <EditSOutline aria-hidden="true" />
      </Link>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => void confirmDelete()}
        disabled={remove.isPending}
        aria-label={t('bankCards.deleteLabel', { name: title, number })}
      >
        <DeleteOutline aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The merchant's receiving accounts: each with its type's icon and a masked number, edit and
 * delete (after a confirmation), and "add" while fewer than the maximum exist; at the
 * maximum the button stays, disabled, with the reason under it.
 */
export function AccountList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = useAccounts();

  return (
    <ListShell
      query={accounts}
      skeletonTestId="accounts-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={64} />
          <SkeletonBlock height={64} />
          <SkeletonBlock height={48} />
        </>
      }
    >
      {({ items, max }) => {
        const full = items.length >= max;
        return (
          <>
            {items.length === 0 ? (
              <StatusMessage
                icon={<BankcardOutline />}
                title={t('bankCards.emptyTitle')}
                description={t('bankCards.emptyText')}
              />
            ) : (
              <>
                <p className={styles.count}>{t('bankCards.count', { used: items.length, max })}</p>
                <section className={styles.card}>
                  <ul className={styles.list}>
                    {items.map((account) => (
                      <AccountRow key={account.id} account={account} />
                    ))}
                  </ul>
                </section>
              </>
            )}
            <div>
              <Button
                block
                color="primary"
                size="large"
                disabled={full}
                onClick={() => navigate('/bankCards/add')}
                aria-describedby={full ? 'accounts-limit' : undefined}
              >
                <AddOutline aria-hidden="true" /> {t('bankCards.add')}
              </Button>
              {full && (
                <p className={styles.limit} id="accounts-limit" data-testid="accounts-limit">
                  {t('bankCards.limitReached', { max })}
                </p>
              )}
            </div>
          </>
        );
      }}
    </ListShell>
  );
}
