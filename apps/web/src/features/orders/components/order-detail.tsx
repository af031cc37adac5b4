import Button from 'antd-mobile/es/components/button';
import Steps from 'antd-mobile/es/components/steps';
import QuestionCircleOutline from 'antd-mobile-icons/es/QuestionCircleOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import notice from '../../../components/notice.module.css';
import { SkeletonBlock } from '../../../components/page-skeleton.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { StatusPill } from '../../../components/status-pill.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { imageUrl } from '../../../lib/money.ts';
import { type OrderDetail as Detail, useLogistics, useOrder } from '../api/orders.ts';
import { formatTime, statusTone } from './format.ts';
import styles from './orders.module.css';
import { useOrderPay } from './use-order-pay.tsx';

function Rows({ rows }: { rows: [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value, testId]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The carrier's steps so far, newest first, as a vertical timeline. */
function Logistics({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const logistics = useLogistics(orderId);
  let body: ReactNode;
  if (logistics.isPending) {
    body = <SkeletonBlock height={96} />;
  } else if (logistics.isError) {
    body = <LoadError onRetry={() => void logistics.refetch()} retrying={logistics.isFetching} />;
  } else {
    const { carrier, trackingNo, steps } = logistics.data;
    const newestFirst = [...steps].sort((a, b) => b.time.localeCompare(a.time));
    body = (
      <>
        {(carrier || trackingNo) && (
          <p className={styles.carrier} data-testid="order-carrier">
            {[carrier, trackingNo && t('orders.trackingNo', { no: trackingNo })].filter(Boolean).join(' · ')}
          </p>
        )}
        {newestFirst.length === 0 ? (
          <p className={styles.muted}>{t('orders.noLogistics')}</p>
        ) : (
          <Steps direction="vertical" current={0} className={styles.steps} data-testid="order-logistics">
            {newestFirst.map((step) => (
              <Steps.Step
                key={`${step.time}-${step.text}`}
                title={step.text}
                description={formatTime(step.time)}
              />
            ))}
          </Steps>
        )}
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="order-logistics">
      <h2 className={styles.sectionTitle} id="order-logistics">
        {t('orders.logistics')}
      </h2>
      {body}
    </section>
  );
}

/** Every move the order made: which, from and to which state, by whom, when. */
function Events({ events }: { events: Detail['events'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="order-events">
      <h2 className={styles.sectionTitle} id="order-events">
        {t('orders.history')}
      </h2>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('orders.noHistory')}</p>
      ) : (
        <ol className={styles.events} data-testid="order-events">
          {events.map((event) => (
            <li key={`${event.time}-${event.move}`} className={styles.event}>
              <span className={styles.eventText}>
                {t(`orders.moves.${event.move}`)} · {t(`orders.actors.${event.actor}`)}
              </span>
              <span className={styles.eventSub}>
                {t(`orders.status.${event.from}`)} → {t(`orders.status.${event.to}`)} ·{' '}
                {formatTime(event.time)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /orderList/:id: an order's goods, money (amount, cost, profit; what settlement credited once
 * completed; what was refunded and why when cancelled), the buyer, the logistics timeline and
 * every move with its time and actor, and the way to its reviews and comments (the merchant may
 * comment in any state; the buyer reviews once they have the goods). A pending-payment order is
 * paid from here too.
 */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const order = useOrder(id);
  const payFlow = useOrderPay();

  if (order.isPending) {
    return (
      <div className={styles.screen} aria-busy="true" data-testid="order-skeleton">
        <SkeletonBlock height={140} />
        <SkeletonBlock height={160} />
        <SkeletonBlock height={120} />
      </div>
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.code === 404) {
      return (
        <StatusMessage
          icon={<QuestionCircleOutline />}
          title={t('orders.notFoundTitle')}
          description={t('orders.notFoundText')}
        >
          <Button
            block
            color="primary"
            size="large"
            onClick={() => navigate('/orderList', { replace: true })}
          >
            {t('orders.backToList')}
          </Button>
        </StatusMessage>
      );
    }
    return <LoadError onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }

  const o = order.data;
  const money = (amount: string) => formatMoney(amount, lang);
  const moneyRows: [string, ReactNode, string?][] = [
    [t('orders.unitPrice'), money(o.unitPrice)],
    [t('orders.quantity'), o.quantity],
    [t('orders.amount'), money(o.amount), 'detail-amount'],
    [t('orders.cost'), money(o.purchaseCost), 'detail-cost'],
    [t('orders.profit'), money(o.profit), 'detail-profit'],
  ];
  if (o.expectedProfit !== null)
    moneyRows.push([t('orders.expectedProfit'), money(o.expectedProfit), 'detail-expected']);
  if (o.settlementAmount !== null) {
    moneyRows.push([t('orders.settlementAmount'), money(o.settlementAmount), 'detail-settlement']);
  }
  const times: [string, ReactNode][] = [[t('orders.createdAt'), formatTime(o.createdAt)]];
  if (o.payBy && o.status === 'pending_payment') times.push([t('orders.payByLabel'), formatTime(o.payBy)]);
  if (o.paidAt) times.push([t('orders.paidAt'), formatTime(o.paidAt)]);
  if (o.settleAfter && o.status === 'pending_settlement') {
    times.push([t('orders.settleAfter'), formatTime(o.settleAfter)]);
  }
  if (o.completedAt) times.push([t('orders.completedAt'), formatTime(o.completedAt)]);
  if (o.cancelledAt) times.push([t('orders.cancelledAt'), formatTime(o.cancelledAt)]);

  return (
    <div className={styles.screen}>
      {payFlow.message}
      <section className={styles.section}>
        <div className={styles.cardHead}>
          <span className={styles.orderNo}>{t('orders.orderNo', { no: o.orderNo })}</span>
          <StatusPill tone={statusTone(o.status)} status={o.status}>
            {t(`orders.status.${o.status}`)}
          </StatusPill>
        </div>
        <p className={styles.statusText}>{t(`orders.statusText.${o.status}`)}</p>
        {o.status === 'cancelled' && (
          <p className={`${notice.danger} ${styles.cancelled}`} data-testid="order-cancelled">
            {o.cancelReason ? t(`orders.cancelReasons.${o.cancelReason}`) : t('orders.status.cancelled')}
            {o.refunded !== null && <> {t('orders.refunded', { amount: money(o.refunded) })}</>}
            {o.cancelNote && (
              <span className={styles.cancelLine} data-testid="order-cancel-note">
                {t('orders.cancelNote', { note: o.cancelNote })}
              </span>
            )}
            {o.buyerRefund && (
              <span className={styles.cancelLine} data-testid="order-buyer-refund">
                {t(`orders.buyerRefund.${o.buyerRefund}`)}
              </span>
            )}
          </p>
        )}
        {o.status === 'completed' && o.settlementAmount !== null && (
          <p className={`${notice.warning} ${styles.settled}`} data-testid="order-settled">
            {t('orders.settled', { amount: money(o.settlementAmount), profit: money(o.profit) })}
          </p>
        )}
        <div className={styles.cardBody}>
          <div className={styles.picture}>
            {o.goods.image ? <img src={imageUrl(o.goods.image)} alt="" decoding="async" /> : null}
          </div>
          <div className={styles.details}>
            <h3 className={styles.name}>{o.goods.name}</h3>
            <p className={styles.sub}>{t('orders.productNo', { no: o.goods.productNo })}</p>
            <p className={styles.sub}>{t(`orders.sources.${o.source}`)}</p>
          </div>
        </div>
        <Rows rows={moneyRows} />
        {o.status === 'pending_payment' && (
          <Button
            block
            color="primary"
            size="large"
            loading={payFlow.busy}
            onClick={() => void payFlow.start([o.id])}
          >
            {t('orders.payThis', { amount: money(o.purchaseCost) })}
          </Button>
        )}
      </section>
      <section className={styles.section} aria-labelledby="order-buyer">
        <h2 className={styles.sectionTitle} id="order-buyer">
          {t('orders.buyer')}
        </h2>
        <Rows
          rows={[
            [t('orders.buyerName'), o.buyer.name],
            [
              t('orders.buyerPhone'),
              <a key="phone" href={`tel:${o.buyer.phone}`} className={styles.phone}>
                {o.buyer.phone}
              </a>,
            ],
            [t('orders.buyerAddress'), o.buyer.address],
          ]}
        />
      </section>
      <Link
        to={`/orderComment?orderId=${o.id}`}
        className={`${styles.section} ${styles.reviewsLink}`}
        data-testid="order-reviews-link"
      >
        <span>
          <span className={styles.sectionTitle}>{t('orders.reviews')}</span>
          <span className={styles.muted}>{t('orders.reviewsText')}</span>
        </span>
        <RightOutline aria-hidden="true" />
      </Link>
      <Logistics orderId={o.id} />
      <Events events={o.events} />
      <section className={styles.section} aria-labelledby="order-times">
        <h2 className={styles.sectionTitle} id="order-times">
          {t('orders.times')}
        </h2>
        <Rows rows={times} />
      </section>
      {payFlow.sheet}
    </div>
  );
}
