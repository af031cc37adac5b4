import { LANGUAGE_NAMES } from '@shopkeeper/contract';
import { Descriptions, Tag, Typography } from 'antd';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { ConsoleOrder } from '../api/fulfilment.ts';
import { OrderStatusTag } from './order-status-tag.tsx';

const BUYER_REFUND_COLOURS = { pending: 'processing', refunded: 'success', failed: 'error' } as const;

/** An order's facts at the top of its drawer: merchant, state, goods, money, and the buyer. */
export function OrderBody({ order }: { order: ConsoleOrder }) {
  const { t, lang } = useT();
  const money = (amount: string) => formatMoney(amount, lang);
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('fulfilment.columns.merchant')}>
          <MerchantLink userId={order.user.id} username={order.user.username} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fulfilment.columns.state')}>
          <OrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fulfilment.columns.created')}>
          {formatTime(order.createdAt, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fulfilment.columns.goods')}>
          {order.goodsName} <Typography.Text code>{order.goods.productNo}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('fulfilment.columns.quantity')}>{order.quantity}</Descriptions.Item>
        <Descriptions.Item label={t('fulfilment.details.unitPrice')}>
          {money(order.unitPrice)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fulfilment.columns.amount')}>
          <Typography.Text strong>{money(order.amount)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('fulfilment.columns.cost')}>
          {money(order.purchaseCost)}{' '}
          {order.paid ? (
            <Tag color="green">{t('fulfilment.details.paid')}</Tag>
          ) : (
            <Tag>{t('fulfilment.details.unpaid')}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('fulfilment.details.profit')}>{money(order.profit)}</Descriptions.Item>
        {order.refunded ? (
          <Descriptions.Item label={t('fulfilment.details.refunded')}>
            {money(order.refunded)}
          </Descriptions.Item>
        ) : null}
        {order.cancelReason ? (
          <Descriptions.Item label={t('fulfilment.details.cancelReason')}>
            {t(`fulfilment.cancelReasons.${order.cancelReason}`)}
          </Descriptions.Item>
        ) : null}
        {order.cancelNote ? (
          <Descriptions.Item label={t('fulfilment.details.cancelNote')}>{order.cancelNote}</Descriptions.Item>
        ) : null}
        {order.buyerRefund ? (
          <Descriptions.Item label={t('fulfilment.details.buyerRefund')}>
            <Tag color={BUYER_REFUND_COLOURS[order.buyerRefund]} data-testid="buyer-refund">
              {t(`fulfilment.buyerRefunds.${order.buyerRefund}`, { tries: order.buyerRefundTries })}
            </Tag>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('fulfilment.details.paymentReference')}>
          {order.paymentReference}
        </Descriptions.Item>
      </Descriptions>

      <section aria-labelledby="order-buyer">
        <Typography.Title level={3} style={{ fontSize: 16 }} id="order-buyer">
          {t('fulfilment.details.buyer')}
        </Typography.Title>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('fulfilment.details.name')}>{order.buyer.name}</Descriptions.Item>
          <Descriptions.Item label={t('fulfilment.details.phone')}>{order.buyer.phone}</Descriptions.Item>
          <Descriptions.Item label={t('fulfilment.details.address')}>{order.buyer.address}</Descriptions.Item>
          <Descriptions.Item label={t('fulfilment.details.language')}>
            {LANGUAGE_NAMES[order.buyer.lang]}
          </Descriptions.Item>
        </Descriptions>
      </section>
    </>
  );
}
