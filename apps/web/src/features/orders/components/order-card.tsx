import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pictureLoading } from '../../../components/card/picture-loading.ts';
import { StatusPill } from '../../../components/status-pill.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { imageUrl } from '../../../lib/money.ts';
import type { Order } from '../api/orders.ts';
import { formatTime, statusTone } from './format.ts';
import styles from './orders.module.css';

export interface OrderCardProps {
  order: Order;
  /** On the pending-payment tab: the card's checkbox for paying several at once. */
  select?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
  /** A pending-payment card's own "Pay" button. */
  onPay?: (order: Order) => void;
  payBusy?: boolean;
  /** Its place in the list: the first few pictures load at once (picture-loading.ts). */
  index?: number;
}

/**
 * One order: picture, goods name and number, quantity, what the buyer paid, the cost, the
 * profit (and the profit still to come), its state, when it was placed and its number. A
 * pending-payment card says by when it must be paid. The card opens the order's details.
 */
export function OrderCard({
  order,
  select,
  onPay,
  payBusy,
  index = Number.POSITIVE_INFINITY,
}: OrderCardProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const checkId = useId();
  const { goods } = order;
  return (
    <article className={styles.card} data-testid={`order-${order.id}`} aria-label={goods.name}>
      <div className={styles.cardHead}>
        {select && (
          <label htmlFor={checkId} className={styles.checkLabel}>
            <input
              id={checkId}
              type="checkbox"
              className={styles.check}
              checked={select.checked}
              disabled={select.disabled}
              onChange={(event) => select.onChange(event.target.checked)}
              aria-label={t('orders.selectNamed', { no: order.orderNo })}
            />
          </label>
        )}
        <span className={styles.orderNo}>{t('orders.orderNo', { no: order.orderNo })}</span>
        <StatusPill tone={statusTone(order.status)} status={order.status}>
          {t(`orders.status.${order.status}`)}
        </StatusPill>
      </div>
      <Link to={`/orderList/${order.id}`} className={styles.cardBody}>
        {/* A name that starts with what the link does and holds all it shows (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('orders.openNamed', { no: order.orderNo })}</span>
        <div className={styles.picture}>
          {goods.image ? (
            <img src={imageUrl(goods.image)} alt="" {...pictureLoading(index)} decoding="async" />
          ) : null}
        </div>
        <div className={styles.details}>
          <h3 className={styles.name}>{goods.name}</h3>
          <p className={styles.sub}>{t('orders.productNo', { no: goods.productNo })}</p>
          <dl className={styles.figures}>
            <dt>{t('orders.quantity')}</dt>
            <dd data-testid="card-quantity">{order.quantity}</dd>
            <dt>{t('orders.amount')}</dt>
            <dd data-testid="card-amount">{formatMoney(order.amount, lang)}</dd>
            <dt>{t('orders.cost')}</dt>
            <dd data-testid="card-cost">{formatMoney(order.purchaseCost, lang)}</dd>
            <dt>{t('orders.profit')}</dt>
            <dd
              className={styles.profit}
              data-negative={order.profit.startsWith('-')}
              data-testid="card-profit"
            >
              {formatMoney(order.profit, lang)}
            </dd>
            {order.expectedProfit !== null && (
              <>
                <dt>{t('orders.expectedProfit')}</dt>
                <dd data-testid="card-expected-profit">{formatMoney(order.expectedProfit, lang)}</dd>
              </>
            )}
          </dl>
        </div>
      </Link>
      <div className={styles.cardFoot}>
        <span className={styles.time}>
          {order.status === 'pending_payment' && order.payBy ? (
            <span className={styles.deadline} data-testid="card-pay-by">
              {t('orders.payBy', { time: formatTime(order.payBy) })}
            </span>
          ) : (
            formatTime(order.createdAt)
          )}
        </span>
        {onPay && order.status === 'pending_payment' && (
          <Button
            size="small"
            color="primary"
            className={styles.payButton}
            disabled={payBusy}
            onClick={() => onPay(order)}
            aria-label={t('orders.payNamed', { no: order.orderNo })}
          >
            {t('orders.pay')}
          </Button>
        )}
      </div>
    </article>
  );
}
