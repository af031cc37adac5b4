import BillOutline from 'antd-mobile-icons/es/BillOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import listCard from '../../../components/list/list-card.module.css';
import { PagedList } from '../../../components/list/paged-list.tsx';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type Flow, type FlowFilter, useFlow } from '../api/wallet.ts';
import styles from './flow-list.module.css';
import { formatDateTime } from './format-time.ts';

/**
 * Where a record's cause is read: a top-up's detail, a withdrawal's (H5's screen), an ad's
 * boost among "My promotions"; else nowhere.
 */
export function causePath(flow: Flow): string | null {
  if (flow.causeId === null) return null;
  if (flow.causeType === 'topup') return `/wallet/topups/${flow.causeId}`;
  if (flow.causeType === 'withdrawal') return `/withdrawals/${flow.causeId}`;
  if (flow.causeType === 'ad_boost') return '/promotion';
  return null;
}

function FlowRow({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const incoming = !flow.amount.startsWith('-');
  const to = causePath(flow);
  const body = (
    <>
      <span className={styles.main}>
        <span className={styles.type}>{t(`wallet.types.${flow.type}`)}</span>
        <span className={styles.meta}>
          {formatDateTime(flow.time, lang)}
          {flow.remark && ` · ${flow.remark}`}
        </span>
      </span>
      <span className={styles.side}>
        <span className={styles.amount} data-incoming={incoming} data-testid="flow-amount">
          {incoming ? '+' : ''}
          {formatMoney(flow.amount, lang)}
        </span>
        {flow.status !== 'approved' && (
          <span className={styles.status} data-status={flow.status}>
            {t(`wallet.status.${flow.status}`)}
          </span>
        )}
      </span>
      {to && <RightOutline className={listCard.arrow} aria-hidden="true" />}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={styles.row} data-testid="flow-row">
          {body}
        </Link>
      ) : (
        <div className={styles.row} data-testid="flow-row">
          {body}
        </div>
      )}
    </li>
  );
}

/**
 * The flow records, newest first, loading the next page as the end comes into view. The
 * first load shows grey rows; a failure says so in place with a retry; nothing yet says so.
 */
export function FlowList({ filter = {}, emptyTitle }: { filter?: FlowFilter; emptyTitle?: string }) {
  const { t } = useTranslation();
  const list = useFlow(filter);
  return (
    <PagedList
      list={list}
      // The wallet screen around it is pulled as a whole.
      refreshOnPull={false}
      skeleton={
        <div className={styles.skeleton}>
          {[0, 1, 2, 3].map((n) => (
            <SkeletonBlock key={n} height={44} />
          ))}
        </div>
      }
      empty={
        <StatusMessage
          icon={<BillOutline />}
          title={emptyTitle ?? t('wallet.flowEmpty')}
          description={t('wallet.flowEmptyHint')}
        />
      }
    >
      {(items, end) => (
        <section className={listCard.card}>
          <ul className={listCard.list} data-testid="flow-list">
            {items.map((flow) => (
              <FlowRow key={flow.id} flow={flow} />
            ))}
          </ul>
          {end}
        </section>
      )}
    </PagedList>
  );
}
