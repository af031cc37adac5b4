import { ApiError } from '@shopkeeper/client';
import { LANGUAGE_NAMES, schemas } from '@shopkeeper/contract';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  message,
  Skeleton,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { MerchantLink } from '../../components/merchant-link.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { RefusalAlert } from '../../lib/form-refusal.tsx';
import { formatMoney, formatTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import { type ConsoleOrder, type OrderAction, useOrder, useOrderAction } from './use-fulfilment.ts';

const { FULFILMENT } = schemas;

type Dialog = 'ship' | 'advance' | 'cancelReason' | 'cancelConfirm' | { correct: number } | null;

const refusalOf = (error: unknown) => (error instanceof ApiError ? error : null);

/** A form in a dialog: its fields, a refusal above them, OK sends. */
function ActionDialog<Values extends object>({
  title,
  okText,
  danger,
  busy,
  error,
  children,
  onSubmit,
  onCancel,
}: {
  title: string;
  okText: string;
  danger?: boolean;
  busy: boolean;
  error: unknown;
  children: ReactNode;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('fulfilment.back')}
      okButtonProps={{ loading: busy, danger }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <RefusalAlert error={refusalOf(error)} />
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onSubmit}>
        {children}
      </Form>
    </Modal>
  );
}

/** Trimmed text, or nothing when empty (an optional field). */
const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

function OrderBody({ order }: { order: ConsoleOrder }) {
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

/**
 * One order: merchant, goods, amounts, buyer, the logistics steps reached and every move, and
 * what an operator may do in its state — ship it (the sandbox warehouse off), move its parcel
 * on a step, correct a step's text, cancel it (a paid order's cost returns to the merchant).
 * A refusal shows in the dialog that sent it; the order is read again, as another operator
 * may have moved it first.
 */
export function OrderDrawer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t, lang } = useT();
  const query = useOrder(orderId);
  const action = useOrderAction(orderId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [toast, toastHolder] = message.useMessage();
  const order = query.data;

  const open = (next: Dialog) => {
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

  return (
    <Drawer open size={640} title={title} onClose={onClose} destroyOnHidden>
      {toastHolder}
      {!order ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          {dialog === null ? <RefusalAlert error={refusalOf(action.error)} /> : null}
          <OrderBody order={order} />

          {order.status === 'pending_shipment' || order.status === 'shipped' || canCancel ? (
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

      {order && dialog === 'ship' ? (
        <ActionDialog<{ carrier?: string; trackingNo?: string }>
          title={t('fulfilment.ship.title', { orderNo: order.orderNo })}
          okText={t('fulfilment.ship.ok')}
          busy={action.isPending}
          error={action.error}
          onCancel={() => setDialog(null)}
          onSubmit={(values) =>
            send(
              {
                action: 'ship',
                id: order.id,
                carrier: optional(values.carrier),
                trackingNo: optional(values.trackingNo),
              },
              () => t('fulfilment.ship.done', { orderNo: order.orderNo }),
            )
          }
        >
          <Typography.Paragraph>{t('fulfilment.ship.body')}</Typography.Paragraph>
          {order.sandboxWarehouse ? (
            <Alert
              type="warning"
              showIcon
              title={t('fulfilment.ship.sandboxOn')}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form.Item name="carrier" label={t('fulfilment.ship.carrier')}>
            <Input maxLength={FULFILMENT.carrier} />
          </Form.Item>
          <Form.Item name="trackingNo" label={t('fulfilment.ship.trackingNo')}>
            <Input maxLength={FULFILMENT.trackingNo} spellCheck={false} />
          </Form.Item>
        </ActionDialog>
      ) : null}

      {order && dialog === 'advance' ? (
        <ActionDialog<{ text?: string }>
          title={t('fulfilment.advance.title', { orderNo: order.orderNo })}
          okText={t('fulfilment.advance.ok')}
          busy={action.isPending}
          error={action.error}
          onCancel={() => setDialog(null)}
          onSubmit={(values) =>
            send({ action: 'advance', id: order.id, text: optional(values.text) }, (updated) =>
              updated.status === 'shipped'
                ? t('fulfilment.advance.done', { position: updated.tracking.length })
                : t('fulfilment.advance.delivered'),
            )
          }
        >
          <Typography.Paragraph>
            {t('fulfilment.advance.body', {
              position: order.tracking.length + 1,
              total: order.configuredSteps,
            })}
          </Typography.Paragraph>
          <Form.Item
            name="text"
            label={t('fulfilment.advance.text')}
            extra={t('fulfilment.advance.textHelp')}
          >
            <Input.TextArea rows={2} maxLength={FULFILMENT.stepText} showCount />
          </Form.Item>
        </ActionDialog>
      ) : null}

      {order && typeof dialog === 'object' && dialog !== null ? (
        <ActionDialog<{ text: string }>
          title={t('fulfilment.correct.title', { position: dialog.correct })}
          okText={t('fulfilment.correct.ok')}
          busy={action.isPending}
          error={action.error}
          onCancel={() => setDialog(null)}
          onSubmit={(values) =>
            send(
              { action: 'correct', id: order.id, position: dialog.correct, text: values.text.trim() },
              () => t('fulfilment.correct.done'),
            )
          }
        >
          <Typography.Paragraph type="secondary">
            {order.tracking.find((step) => step.position === dialog.correct)?.text}
          </Typography.Paragraph>
          <Form.Item
            name="text"
            label={t('fulfilment.correct.text')}
            rules={[{ required: true, whitespace: true, message: t('fulfilment.correct.textRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={FULFILMENT.stepText} showCount />
          </Form.Item>
        </ActionDialog>
      ) : null}

      {order && dialog === 'cancelReason' ? (
        <ReasonDialog
          title={t('fulfilment.cancelOrder.title', { orderNo: order.orderNo })}
          okText={t('fulfilment.cancelOrder.next')}
          label={t('fulfilment.cancelOrder.reasonLabel')}
          busy={false}
          onCancel={() => setDialog(null)}
          onSubmit={(text) => {
            setReason(text);
            setDialog('cancelConfirm');
          }}
        >
          <Typography.Paragraph>
            {refund
              ? t('fulfilment.cancelOrder.refundNote', { amount: refund, name: order.user.username })
              : t('fulfilment.cancelOrder.noRefundNote')}
          </Typography.Paragraph>
        </ReasonDialog>
      ) : null}

      {order && dialog === 'cancelConfirm' ? (
        <Modal
          open
          title={
            refund
              ? t('fulfilment.cancelOrder.confirmRefundTitle', { orderNo: order.orderNo, amount: refund })
              : t('fulfilment.cancelOrder.confirmTitle', { orderNo: order.orderNo })
          }
          okText={
            refund ? t('fulfilment.cancelOrder.confirmRefundOk') : t('fulfilment.cancelOrder.confirmOk')
          }
          cancelText={t('fulfilment.back')}
          okButtonProps={{ danger: true, loading: action.isPending }}
          onCancel={() => setDialog(null)}
          onOk={() =>
            send({ action: 'cancel', id: order.id, reason }, (updated) =>
              updated.refunded
                ? t('fulfilment.cancelOrder.refundedDone', {
                    orderNo: order.orderNo,
                    amount: formatMoney(updated.refunded, lang),
                  })
                : t('fulfilment.cancelOrder.done', { orderNo: order.orderNo }),
            )
          }
          destroyOnHidden
        >
          <RefusalAlert error={refusalOf(action.error)} />
          <Typography.Paragraph>
            {refund
              ? t('fulfilment.cancelOrder.confirmRefundBody', { amount: refund, name: order.user.username })
              : t('fulfilment.cancelOrder.confirmBody')}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('fulfilment.cancelOrder.reasonShown', { reason })}
          </Typography.Paragraph>
        </Modal>
      ) : null}
    </Drawer>
  );
}
