import BillOutline from 'antd-mobile-icons/es/BillOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { ReviewFilterNotice, useReviewFilter } from '../../../components/list/review-filter.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { maskedAccountNumber } from '../../../lib/mask.ts';
import { useWithdrawals } from '../api/withdrawal.ts';
import { formatTime } from './format.ts';
import { StatusTag } from './status-tag.tsx';
import styles from './withdrawal.module.css';

/** /withdrawals: the merchant's withdrawals, newest first (?status=pending: those in review); each opens its detail. */
export function WithdrawalList() {
  const { t } = useTranslation();
  const list = useWithdrawals(useReviewFilter());
  const lang = currentLanguage();

  return (
    <PagedList
      list={list}
      skeletonTestId="withdrawals-skeleton"
      skeleton={
        <>
          <SkeletonBlock height={64} />
          <SkeletonBlock height={64} />
          <SkeletonBlock height={64} />
        </>
      }
      empty={
        <StatusMessage
          icon={<BillOutline />}
          title={t('withdrawal.emptyTitle')}
          description={t('withdrawal.emptyText')}
        />
      }
      endTexts={{ loading: t('withdrawal.loadingMore'), end: t('withdrawal.noMore') }}
    >
      {(items, end) => (
        <>
          <ReviewFilterNotice />
          <section className={styles.card}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/withdrawals/${item.id}`}
                    className={styles.row}
                    data-testid={`withdrawal-${item.id}`}
                  >
                    <span className={styles.rowText}>
                      <span className={styles.rowAmount}>{formatMoney(item.amount, lang)}</span>
                      <span className={styles.rowSub}>
                        {formatTime(item.createdAt)} · {maskedAccountNumber(item.account)}
                      </span>
                    </span>
                    <StatusTag status={item.status} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {end}
        </>
      )}
    </PagedList>
  );
}
