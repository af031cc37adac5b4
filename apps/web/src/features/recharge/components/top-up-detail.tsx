import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePrivateImage, useTopUp } from '../api/top-ups.ts';
import styles from './recharge.module.css';

function ProofImage({ path }: { path: string }) {
  const { t } = useTranslation();
  const image = usePrivateImage(path);
  if (image.url) return <img className={styles.proofImage} src={image.url} alt={t('topUps.proof')} />;
  if (image.isError) return <LoadError onRetry={() => void image.retry()} />;
  return <SkeletonBlock height={200} />;
}

/** One top-up: what was declared, what was credited, and why an operator refused it. */
export function TopUpDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { data: topUp, isPending, isError, error, refetch, isFetching } = useTopUp(id);
  if (isPending) {
    return (
      <div className={styles.stack} aria-busy="true">
        <SkeletonBlock height={80} />
        <SkeletonBlock height={220} />
      </div>
    );
  }
  if (isError) {
    if (error instanceof ApiError && error.code === 404) {
      return (
        <StatusMessage icon={<PayCircleOutline />} title={t('topUps.notFound')}>
          <Link to="/wallet/topups" className={styles.linkRow}>
            {t('topUps.backToList')}
          </Link>
        </StatusMessage>
      );
    }
    return <LoadError onRetry={() => void refetch()} retrying={isFetching} />;
  }
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const rows = [
    { key: 'amount', label: t('topUps.amount'), value: formatMoney(topUp.amount, lang) },
    {
      key: 'credited',
      label: t('topUps.credited'),
      value:
        topUp.creditedAmount === null ? t('topUps.notCredited') : formatMoney(topUp.creditedAmount, lang),
    },
    { key: 'channel', label: t('topUps.channel'), value: topUp.channelName },
    { key: 'txHash', label: t('topUps.txHash'), value: topUp.txHash },
    { key: 'submitted', label: t('topUps.submittedAt'), value: when(topUp.createdAt) },
    ...(topUp.reviewedAt
      ? [{ key: 'reviewed', label: t('topUps.reviewedAt'), value: when(topUp.reviewedAt) }]
      : []),
  ];
  return (
    <div className={styles.stack}>
      <section className={styles.card}>
        <span className={styles.statusTag} data-status={topUp.status} data-testid="top-up-status">
          {t(`topUps.status.${topUp.status}`)}
        </span>
        {topUp.status === 'rejected' && (
          <div className={styles.reason} role="note" data-testid="top-up-reason">
            <strong>{t('topUps.reason')}</strong>
            <p>{topUp.reason ?? t('topUps.noReason')}</p>
          </div>
        )}
        <dl className={styles.details}>
          {rows.map((row) => (
            <div key={row.key} className={styles.detailRow}>
              <dt>{row.label}</dt>
              <dd data-testid={`top-up-${row.key}`}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="proof-title">
        <h2 className={styles.cardTitle} id="proof-title">
          {t('topUps.proof')}
        </h2>
        <ProofImage path={topUp.proof} />
      </section>
    </div>
  );
}
