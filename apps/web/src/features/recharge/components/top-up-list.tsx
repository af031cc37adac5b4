import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import listCard from '../../../components/list/list-card.module.css';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { ReviewFilterNotice, useReviewFilter } from '../../../components/list/review-filter.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type TopUp, useTopUps } from '../api/top-ups.ts';
import styles from './recharge.module.css';

const when = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function TopUpRow({ topUp }: { topUp: TopUp }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <li>
      <Link to={`/wallet/topups/${topUp.id}`} className={styles.row} data-testid="top-up-row">
        <span className={styles.rowMain}>
          <span className={styles.rowTitle}>{topUp.channelName}</span>
          <span className={styles.rowMeta}>{when(topUp.createdAt, lang)}</span>
          {topUp.status === 'rejected' && topUp.reason && (
            <span className={styles.rowReason}>{t('topUps.reasonLine', { reason: topUp.reason })}</span>
          )}
        </span>
        <span className={styles.rowSide}>
          <span className={styles.rowAmount}>{formatMoney(topUp.creditedAmount ?? topUp.amount, lang)}</span>
          <span className={styles.statusTag} data-status={topUp.status}>
            {t(`topUps.status.${topUp.status}`)}
          </span>
        </span>
        <RightOutline className={listCard.arrow} aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The merchant's top-ups, newest first (?status=pending: those in review), with their state; each opens its detail. */
export function TopUpList() {
  const { t } = useTranslation();
  const list = useTopUps(useReviewFilter());
  return (
    <PagedList
      list={list}
      skeleton={[0, 1, 2].map((n) => <SkeletonBlock key={n} height={64} />)}
      empty={
        <StatusMessage icon={<PayCircleOutline />} title={t('topUps.empty')}>
          <Link to="/recharge" className={styles.linkRow}>
            {t('topUps.topUpNow')}
          </Link>
        </StatusMessage>
      }
    >
      {(items, end) => (
        <>
          <ReviewFilterNotice />
          <section className={listCard.card}>
            <ul className={listCard.list}>
              {items.map((topUp) => (
                <TopUpRow key={topUp.id} topUp={topUp} />
              ))}
            </ul>
            {end}
          </section>
        </>
      )}
    </PagedList>
  );
}
