import { Button, Drawer, Flex, message, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { RefusalAlert } from '../../../lib/form-refusal.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { type ConsoleOrder, type OrderAction, useOrder, useOrderAction } from '../api/fulfilment.ts';
import { OrderActionDialogs, type OrderDialog, refusalOf } from './order-action-dialogs.tsx';
import { OrderBody } from './order-details.tsx';

/**
 * One order: merchant, goods, amounts, buyer, the logistics steps reached and every move, and
 * what an operator may do in its state — ship it (the sandbox warehouse off), move its parcel
 * on a step, correct a step's text, cancel it (a paid order's cost returns to the merchant),
 * try a buyer's refund again once the provider refused every try.
 * A refusal shows in the dialog that sent it; the order is read again, as another operator
 * may have moved it first.
 */
export function OrderDrawer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t, lang } = useT();
  const query = useOrder(orderId);
  const action = useOrderAction(orderId);
  const [dialog, setDialog] = useState<OrderDialog>(null);
  const [toast, toastHolder] = message.useMessage();
  const order = query.data;

  const open = (next: OrderDialog) => {
    action.reset();
    setDialog(next);
  };
  const send = (input: OrderAction, done: (order: ConsoleOrder) => string) =>
    action.mutate(input, {
      onSuccess: (updated) => {
        setDialog(null);
        void toast.success(done(updated));
      },
    });

  const title = order ? t('fulfilment.drawerTitle', { orderNo: order.orderNo }) : '';
  const refund = order?.paid ? formatMoney(order.purchaseCost, lang) : null;
  const canCancel = order?.status === 'pending_payment' || order?.status === 'pending_shipment';

  useReturnFocus();
  return (
    <Drawer open size={640} title={title} onClose={onClose} destroyOnHidden>
      {toastHolder}
      {!order ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          {dialog === null ? <RefusalAlert error={refusalOf(action.error)} /> : null}
          <OrderBody order={order} />

          {order.status === 'pending_shipment' ||
          order.status === 'shipped' ||
          canCancel ||
          order.buyerRefund === 'failed' ? (
            <Space wrap>
              {order.status === 'pending_shipment' ? (
                <Button type="primary" onClick={() => open('ship')}>
                  {t('fulfilment.ship.button')}
                </Button>
              ) : null}
              {order.status === 'shipped' ? (
                <Button type="primary" onClick={() => open('advance')}>
                  {t('fulfilment.advance.button')}
                </Button>
              ) : null}
              {canCancel ? (
                <Button danger onClick={() => open('cancelReason')}>
                  {refund ? t('fulfilment.cancelOrder.buttonRefund') : t('fulfilment.cancelOrder.button')}
                </Button>
              ) : null}
              {order.buyerRefund === 'failed' ? (
                <Button
                  type="primary"
                  loading={action.isPending}
                  onClick={() =>
                    send({ action: 'refundRetry', id: order.id }, (updated) =>
                      t('fulfilment.refundRetry.done', { orderNo: updated.orderNo }),
                    )
                  }
                >
                  {t('fulfilment.refundRetry.button')}
                </Button>
              ) : null}
            </Space>
          ) : null}

          <section aria-labelledby="order-tracking">
            <Typography.Title level={3} style={{ fontSize: 16 }} id="order-tracking">
              {t('fulfilment.tracking.title')}
            </Typography.Title>
            {order.carrier ? (
              <Typography.Paragraph>
                {t('fulfilment.tracking.parcel', {
                  carrier: order.carrier,
                  trackingNo: order.trackingNo ?? '',
                })}
              </Typography.Paragraph>
            ) : null}
            {order.tracking.length === 0 ? (
              <Typography.Text type="secondary">{t('fulfilment.tracking.empty')}</Typography.Text>
            ) : (
              <>
                <Typography.Paragraph type="secondary">
                  {t('fulfilment.tracking.progress', {
                    reached: order.tracking.length,
                    total: order.configuredSteps,
                  })}
                </Typography.Paragraph>
                <Timeline
                  items={order.tracking.map((step) => ({
                    key: step.position,
                    content: (
                      <Flex
                        vertical
                        gap={4}
                        aria-label={t('fulfilment.tracking.step', { position: step.position })}
                      >
                        <Typography.Text>
                          {step.text}{' '}
                          {step.corrected ? (
                            <Tag color="gold">{t('fulfilment.tracking.corrected')}</Tag>
                          ) : null}
                        </Typography.Text>
                        <Typography.Text type="secondary">{formatTime(step.time, lang)}</Typography.Text>
                        <div>
                          <Button size="small" onClick={() => open({ correct: step.position })}>
                            {t('fulfilment.correct.button')}
                          </Button>
                        </div>
                      </Flex>
                    ),
                  }))}
                />
              </>
            )}
          </section>

          <section aria-labelledby="order-events">
            <Typography.Title level={3} style={{ fontSize: 16 }} id="order-events">
              {t('fulfilment.events.title')}
            </Typography.Title>
            {order.events.length === 0 ? (
              <Typography.Text type="secondary">{t('fulfilment.events.empty')}</Typography.Text>
            ) : (
              <Timeline
                items={order.events.map((event, index) => ({
                  key: index,
                  content: (
                    <Flex vertical gap={2}>
                      <Typography.Text>
                        {t(`fulfilment.events.moves.${event.move}`)} ·{' '}
                        {t(`fulfilment.events.actors.${event.actor}`)}
                        {event.actorName ? ` ${event.actorName}` : ''}
                      </Typography.Text>
                      <Typography.Text type="secondary">{formatTime(event.time, lang)}</Typography.Text>
                    </Flex>
                  ),
                }))}
              />
            )}
          </section>
        </Flex>
      )}

      {order ? (
        <OrderActionDialogs
          order={order}
          dialog={dialog}
          onDialog={setDialog}
          action={action}
          send={send}
          refund={refund}
        />
      ) : null}
    </Drawer>
  );
}
