import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import CheckCircleOutline from 'antd-mobile-icons/es/CheckCircleOutline';
import ExclamationCircleFill from 'antd-mobile-icons/es/ExclamationCircleFill';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { StoreCentre } from '../api/store-centre.ts';
import styles from './store-centre.module.css';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

interface Task {
  key: string;
  to: string;
  title: string;
  detail?: string;
  count?: number;
}

/** What waits for the merchant, as the server counted it; each row opens its list, filtered to it. */
function tasksOf(needs: StoreCentre['needsYou'], t: TFunction): Task[] {
  const tasks: Task[] = [];
  const { ordersToPay } = needs;
  if (ordersToPay.count > 0) {
    const details: string[] = [];
    if (ordersToPay.pastWarning > 0)
      details.push(t('shopCenter.needs.pastWarning', { n: ordersToPay.pastWarning }));
    if (ordersToPay.pastClosing > 0)
      details.push(t('shopCenter.needs.pastClosing', { n: ordersToPay.pastClosing }));
    if (ordersToPay.firstCancelAt)
      details.push(t('shopCenter.needs.firstCancel', { time: formatTime(ordersToPay.firstCancelAt) }));
    tasks.push({
      key: 'ordersToPay',
      to: '/orderList?status=pending_payment',
      title: t('shopCenter.needs.ordersToPay'),
      detail: details.join(' · ') || undefined,
      count: ordersToPay.count,
    });
  }
  if (needs.topUpsInReview > 0)
    tasks.push({
      key: 'topUps',
      to: '/wallet/topups?status=pending',
      title: t('shopCenter.needs.topUps'),
      detail: t('shopCenter.needs.inReviewDetail'),
      count: needs.topUpsInReview,
    });
  if (needs.withdrawalsInReview > 0)
    tasks.push({
      key: 'withdrawals',
      to: '/withdrawals?status=pending',
      title: t('shopCenter.needs.withdrawals'),
      detail: t('shopCenter.needs.inReviewDetail'),
      count: needs.withdrawalsInReview,
    });
  if (needs.identityRejected)
    tasks.push({
      key: 'identity',
      to: '/identity',
      title: t('shopCenter.needs.identityRejected'),
      detail: needs.identityRejected.reason
        ? t('shopCenter.needs.reason', { reason: needs.identityRejected.reason })
        : t('shopCenter.needs.identityAgain'),
    });
  return tasks;
}

interface RowProps {
  /** An in-app path, or "#id" for a place on this screen. */
  to: string;
  icon: ReactNode;
  title: string;
  detail?: string;
  end?: ReactNode;
  testId: string;
  done?: boolean;
}

function Row({ to, icon, title, detail, end, testId, done }: RowProps) {
  const content = (
    <>
      <span className={styles.rowIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{title}</span>
        {detail && <span className={styles.rowDetail}>{detail}</span>}
      </span>
      {end}
      <RightOutline className={styles.rowArrow} aria-hidden="true" />
    </>
  );
  return (
    <li>
      {to.startsWith('#') ? (
        <a href={to} className={styles.row} data-testid={testId} data-done={done}>
          {content}
        </a>
      ) : (
        <Link to={to} className={styles.row} data-testid={testId} data-done={done}>
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * "Needs you": the merchant's pending work, most urgent first; a calm line when there is none,
 * unless `quiet` (a new merchant's first steps stand in its place then).
 */
export function NeedsYou({ needs, quiet = false }: { needs: StoreCentre['needsYou']; quiet?: boolean }) {
  const { t } = useTranslation();
  const tasks = tasksOf(needs, t);
  if (tasks.length === 0 && quiet) return null;
  return (
    <section className={styles.card} aria-labelledby="needs-you-title" data-testid="needs-you">
      <h2 className={styles.cardTitle} id="needs-you-title">
        {t('shopCenter.needs.title')}
      </h2>
      {tasks.length === 0 ? (
        <p className={styles.allClear}>
          <CheckCircleFill aria-hidden="true" className={styles.done} />
          {t('shopCenter.needs.nothing')}
        </p>
      ) : (
        <ul className={styles.rows}>
          {tasks.map((task) => (
            <Row
              key={task.key}
              testId={`needs-${task.key}`}
              to={task.to}
              icon={<ExclamationCircleFill className={styles.urgent} />}
              title={task.title}
              detail={task.detail}
              end={task.count !== undefined ? <span className={styles.count}>{task.count}</span> : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const STEPS = [
  { key: 'pinSet', to: '/payPassword' },
  { key: 'identityVerified', to: '/identity' },
  { key: 'goodsAdded', to: '/goodsList/warehouse' },
  { key: 'storefrontShared', to: '#storefront-link' },
] as const;

/** Whether every first step is done: then the list is no longer shown. */
export const startedAll = (steps: StoreCentre['gettingStarted']) => STEPS.every((step) => steps[step.key]);

/**
 * A new merchant's first steps, each ticked from the server's facts (sharing counts once a buyer
 * visited or ordered). Sharing leads to the storefront link further down this screen.
 */
export function GettingStarted({ steps }: { steps: StoreCentre['gettingStarted'] }) {
  const { t } = useTranslation();
  const done = STEPS.filter((step) => steps[step.key]).length;
  return (
    <section className={styles.card} aria-labelledby="getting-started-title" data-testid="getting-started">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle} id="getting-started-title">
          {t('shopCenter.start.title')}
        </h2>
        <span className={styles.progress}>
          {t('shopCenter.start.progress', { done, total: STEPS.length })}
        </span>
      </div>
      <ul className={styles.rows}>
        {STEPS.map((step) => {
          const ticked = steps[step.key];
          return (
            <Row
              key={step.key}
              testId={`start-${step.key}`}
              to={step.to}
              done={ticked}
              icon={
                ticked ? (
                  <CheckCircleFill className={styles.done} />
                ) : (
                  <CheckCircleOutline className={styles.todo} />
                )
              }
              title={t(`shopCenter.start.${step.key}`)}
              detail={ticked ? t('shopCenter.start.done') : t('shopCenter.start.todo')}
            />
          );
        })}
      </ul>
    </section>
  );
}

/** Why buyers cannot order from the storefront now, since when, and what reopens it. */
export function ClosedNotice({
  closed,
}: {
  closed: NonNullable<StoreCentre['needsYou']['storefrontClosed']>;
}) {
  const { t } = useTranslation();
  const since = formatTime(closed.since);
  return (
    <section className={styles.closed} role="status" data-testid="closed-notice">
      <ExclamationCircleFill aria-hidden="true" className={styles.closedIcon} />
      <span className={styles.rowText}>
        <strong>{t('shopCenter.closed.title')}</strong>
        <span>
          {closed.reason === 'suspended'
            ? t('shopCenter.closed.suspended', { time: since })
            : t('shopCenter.closed.unpaidOrders', { time: since })}
        </span>
      </span>
    </section>
  );
}
