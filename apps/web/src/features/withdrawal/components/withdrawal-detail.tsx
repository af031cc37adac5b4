import Button from 'antd-mobile/es/components/button';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import notice from '../../../components/notice.module.css';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { maskLastFour } from '../../../lib/mask.ts';
import { useWithdrawal } from '../api/withdrawal.ts';
import { formatTime } from './format.ts';
import { StatusTag } from './status-tag.tsx';
import styles from './withdrawal.module.css';

/**
 * /withdrawals/:id: the amount, its state, the account as it was when asked (the operator
 * pays to that, even if it was edited since; a card by its last four digits), a rejection's reason,
 * and the times.
 */
export function WithdrawalDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withdrawal = useWithdrawal(id);
  const lang = currentLanguage();

  if (withdrawal.isPending) {
    return (
      <div className={styles.stack} aria-busy="true" data-testid="withdrawal-skeleton">
        <SkeletonBlock height={120} />
        <SkeletonBlock height={160} />
      </div>
    );
  }
  if (withdrawal.isError) {
    if (withdrawal.error instanceof ApiError && withdrawal.error.code === 404) {
      return (
        <StatusMessage
          icon={<QuestionCircleOutline />}
          title={t('withdrawal.notFoundTitle')}
          description={t('withdrawal.notFoundText')}
        >
          <Button
            block
            color="primary"
            size="large"
            onClick={() => navigate('/withdrawals', { replace: true })}
          >
            {t('withdrawal.history')}
          </Button>
        </StatusMessage>
      );
    }
    return (
      <div className={styles.stack}>
        <LoadError onRetry={() => void withdrawal.refetch()} retrying={withdrawal.isFetching} />
      </div>
    );
  }

  const { amount, status, reason, account, createdAt, reviewedAt } = withdrawal.data;
  const row = (label: string, value: string | null | undefined, testId?: string) =>
    value ? (
      <>
        <dt>{label}</dt>
        <dd data-testid={testId}>{value}</dd>
      </>
    ) : null;
  return (
    <div className={styles.stack}>
      <section className={styles.summary}>
        <span className={styles.label}>{t('withdrawal.amount')}</span>
        <strong className={styles.balanceAmount}>{formatMoney(amount, lang)}</strong>
        <StatusTag status={status} />
        <p className={styles.statusText}>{t(`withdrawal.statusText.${status}`)}</p>
        {status === 'rejected' && reason && (
          <p className={`${notice.danger} ${styles.reason}`} data-testid="withdrawal-reason">
            {t('withdrawal.reason', { reason })}
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="withdrawal-account">
        <h2 className={styles.cardTitle} id="withdrawal-account">
          {t('withdrawal.accountSnapshot')}
        </h2>
        <dl className={styles.details}>
          {row(t('withdrawal.accountType'), t(`withdrawal.types.${account.type}`))}
          {row(t('withdrawal.fields.accountName'), account.accountName)}
          {row(t('withdrawal.fields.bankName'), account.bankName)}
          {row(t('withdrawal.fields.cardNumber'), account.cardNumber && maskLastFour(account.cardNumber))}
          {row(t('withdrawal.fields.branchNumber'), account.branchNumber)}
          {row(t('withdrawal.fields.walletAddress'), account.walletAddress)}
          {row(t('withdrawal.fields.walletNote'), account.walletNote)}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="withdrawal-times">
        <h2 className={styles.cardTitle} id="withdrawal-times">
          {t('withdrawal.times')}
        </h2>
        <dl className={styles.details}>
          {row(t('withdrawal.createdAt'), formatTime(createdAt))}
          {row(t('withdrawal.reviewedAt'), reviewedAt ? formatTime(reviewedAt) : null)}
        </dl>
      </section>
    </div>
  );
}
