import { ApiError } from '@shopkeeper/client';
import { schemas } from '@shopkeeper/contract';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { RefusalAlert } from '../../../lib/form-refusal.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import type { ConsoleOrder, OrderAction, useOrderAction } from '../api/fulfilment.ts';

const { FULFILMENT } = schemas;

/** Which of an order's action dialogs is open: correcting names the step's position. */
export type OrderDialog = 'ship' | 'advance' | 'cancelReason' | 'cancelConfirm' | { correct: number } | null;

/** Sends a move; on success closes the dialog and says `done` of the order as it now is. */
export type SendAction = (input: OrderAction, done: (order: ConsoleOrder) => string) => void;

export const refusalOf = (error: unknown) => (error instanceof ApiError ? error : null);

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

/**
 * The dialogs of an order's moves: ship it (carrier and tracking number optional), move its
 * parcel on a step (an own text optional), correct a reached step's text, and cancel it in two
 * steps (a reason, then a confirmation naming the refund when it was paid). A refusal shows in
 * the dialog that sent it.
 */
export function OrderActionDialogs({
  order,
  dialog,
  onDialog,
  action,
  send,
  refund,
}: {
  order: ConsoleOrder;
  dialog: OrderDialog;
  onDialog: (next: OrderDialog) => void;
  action: ReturnType<typeof useOrderAction>;
  send: SendAction;
  /** The cost a cancellation returns to the merchant, formatted; null when unpaid. */
  refund: string | null;
}) {
  const { t, lang } = useT();
  const [reason, setReason] = useState('');
  return (
    <>
      {dialog === 'ship' ? (
        <ActionDialog<{ carrier?: string; trackingNo?: string }>
          title={t('fulfilment.ship.title', { orderNo: order.orderNo })}
          okText={t('fulfilment.ship.ok')}
          busy={action.isPending}
          error={action.error}
          onCancel={() => onDialog(null)}
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

      {dialog === 'advance' ? (
        <ActionDialog<{ text?: string }>
          title={t('fulfilment.advance.title', { orderNo: order.orderNo })}
          okText={t('fulfilment.advance.ok')}
          busy={action.isPending}
          error={action.error}
          onCancel={() => onDialog(null)}
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

      {typeof dialog === 'object' && dialog !== null ? (
        <ActionDialog<{ text: string }>
          title={t('fulfilment.correct.title', { position: dialog.correct })}
          okText={t('fulfilment.correct.ok')}
          busy={action.isPending}
          error={action.error}
          onCancel={() => onDialog(null)}
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

      {dialog === 'cancelReason' ? (
        <ReasonDialog
          title={t('fulfilment.cancelOrder.title', { orderNo: order.orderNo })}
          okText={t('fulfilment.cancelOrder.next')}
          label={t('fulfilment.cancelOrder.reasonLabel')}
          busy={false}
          onCancel={() => onDialog(null)}
          onSubmit={(text) => {
            setReason(text);
            onDialog('cancelConfirm');
          }}
        >
          <Typography.Paragraph>
            {refund
              ? t('fulfilment.cancelOrder.refundNote', { amount: refund, name: order.user.username })
              : t('fulfilment.cancelOrder.noRefundNote')}
          </Typography.Paragraph>
        </ReasonDialog>
      ) : null}

      {dialog === 'cancelConfirm' ? (
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
          onCancel={() => onDialog(null)}
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
    </>
  );
}
