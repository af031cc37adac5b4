import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import notice from '../../../components/notice.module.css';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusPill, type StatusTone } from '../../../components/status-pill.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { maskLastFour } from '../../../lib/mask.ts';
import { type Identity, useIdentity } from '../../../lib/wallet-queries.ts';
import styles from './identity.module.css';
import { IdentityForm } from './identity-form.tsx';

const TONES = {
  unverified: 'neutral',
  in_review: 'pending',
  verified: 'done',
  rejected: 'refused',
} satisfies Record<Identity['status'], StatusTone>;

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }) : '';

function IdentityStatusCard({ identity, onSubmitAgain }: { identity: Identity; onSubmitAgain?: () => void }) {
  const { t } = useTranslation();
  const { status } = identity;
  const date = formatDate(identity.updatedAt);
  return (
    <section className={styles.status} aria-labelledby="identity-status-title" data-testid="identity-status">
      <StatusPill tone={TONES[status]} status={status}>
        {t(`identity.status.${status}`)}
      </StatusPill>
      <h2 className={styles.statusTitle} id="identity-status-title">
        {t(`identity.statusTitle.${status}`)}
      </h2>
      <p className={styles.statusText}>
        {t(`identity.statusText.${status}`, { date, name: identity.realName ?? '' })}
      </p>
      {status === 'rejected' && identity.rejectReason && (
        <p className={`${notice.danger} ${styles.reason}`} data-testid="identity-reject-reason">
          {t('identity.reason', { reason: identity.rejectReason })}
        </p>
      )}
      {(status === 'in_review' || status === 'verified') && (
        <dl className={styles.details}>
          <dt>{t('identity.realName')}</dt>
          <dd>{identity.realName}</dd>
          {identity.idNo && (
            <>
              <dt>{t('identity.idNo')}</dt>
              <dd>{maskLastFour(identity.idNo)}</dd>
            </>
          )}
        </dl>
      )}
      {onSubmitAgain && (
        <Button block color="primary" size="large" className={styles.again} onClick={onSubmitAgain}>
          {t('identity.submitAgain')}
        </Button>
      )}
    </section>
  );
}

/**
 * Real-name verification: where it stands (not verified, in review, verified, or rejected
 * with the operator's reason), and the form while there is something to send.
 */
export function IdentityScreen() {
  const identity = useIdentity();
  const [resubmitting, setResubmitting] = useState(false);

  if (identity.isPending) {
    return (
      <div className={styles.stack} aria-busy="true" data-testid="identity-skeleton">
        <SkeletonBlock height={120} />
        <SkeletonBlock height={240} />
      </div>
    );
  }
  if (identity.isError) {
    return (
      <div className={styles.stack}>
        <LoadError onRetry={() => void identity.refetch()} retrying={identity.isFetching} />
      </div>
    );
  }

  const data = identity.data;
  const showForm = data.status === 'unverified' || (data.status === 'rejected' && resubmitting);
  return (
    <div className={styles.stack}>
      <IdentityStatusCard
        identity={data}
        onSubmitAgain={data.status === 'rejected' && !resubmitting ? () => setResubmitting(true) : undefined}
      />
      {showForm && <IdentityForm defaults={data.status === 'rejected' ? data : undefined} />}
    </div>
  );
}
