import { Alert, Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { PrivateImage } from '../../../components/private-image.tsx';
import { ReviewStatusTag } from '../../../components/status-tags.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { normaliseAmount } from '../../../lib/money-input.ts';
import { type ConsoleTopUp, useTopUpDecision } from '../api/top-ups.ts';
import { ReviewDrawer } from './review-drawer.tsx';
import type { ReviewDrawerProps } from './review-queue.tsx';

/**
 * One top-up: what the merchant declared, the proof, and the decision. Approving credits the
 * amount actually received (the declared one unless the operator changes it) after a
 * confirmation naming it; rejecting needs a reason the merchant reads.
 */
export function TopUpDrawer({ topUp, onClose, ...outcome }: { topUp: ConsoleTopUp } & ReviewDrawerProps) {
  const { t, lang } = useT();
  const decision = useTopUpDecision(outcome);
  const [form] = Form.useForm<{ received: string }>();
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <ReviewDrawer
      queue="topUps"
      item={topUp}
      size={560}
      title={t('topUps.drawerTitle', { id: topUp.id })}
      onClose={onClose}
      details={
        <>
          <Descriptions.Item label={t('topUps.columns.channel')}>
            {topUp.channelName} · {t(`channels.kinds.${topUp.channelKind}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('topUps.declared')}>
            {formatMoney(topUp.amount, lang)}
          </Descriptions.Item>
          {topUp.creditedAmount ? (
            <Descriptions.Item label={t('topUps.credited')}>
              {formatMoney(topUp.creditedAmount, lang)}
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('topUps.columns.hash')}>
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {topUp.txHash}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('topUps.columns.submitted')}>
            {formatTime(topUp.createdAt, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('topUps.columns.status')}>
            <ReviewStatusTag status={topUp.status} queue="topUps" />
          </Descriptions.Item>
          {topUp.reviewedAt ? (
            <Descriptions.Item label={t('topUps.reviewedAt')}>
              {formatTime(topUp.reviewedAt, lang)}
            </Descriptions.Item>
          ) : null}
        </>
      }
      reason={topUp.reason}
      pending={topUp.status === 'pending'}
      wrapDecision={(buttons) => (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ received: topUp.amount }}
          onFinish={({ received }) => setConfirming(normaliseAmount(received))}
        >
          <Form.Item
            name="received"
            label={t('topUps.received')}
            extra={t('topUps.receivedHelp')}
            rules={[
              { required: true, whitespace: true, message: t('topUps.amountRequired') },
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || normaliseAmount(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('topUps.amountInvalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" maxLength={15} style={{ maxWidth: 200 }} />
          </Form.Item>
          {buttons}
        </Form>
      )}
      approve={
        <Button type="primary" htmlType="submit" loading={decision.sending === 'approve'}>
          {t('topUps.approve')}
        </Button>
      }
      decision={decision}
      rejectTitle={t('topUps.rejectTitle', { id: topUp.id })}
      dialogs={
        confirming ? (
          <Modal
            open
            title={t('topUps.confirmTitle', { amount: formatMoney(confirming, lang) })}
            okText={t('topUps.confirmOk', { amount: formatMoney(confirming, lang) })}
            cancelText={t('users.cancel')}
            okButtonProps={{ loading: decision.busy }}
            onCancel={() => setConfirming(null)}
            onOk={() =>
              decision.send(
                { action: 'approve', id: topUp.id, amount: confirming },
                t('topUps.approved', { amount: formatMoney(confirming, lang) }),
              )
            }
          >
            <Typography.Paragraph>
              {t('topUps.confirmBody', { amount: formatMoney(confirming, lang) })}
            </Typography.Paragraph>
            {confirming !== topUp.amount ? (
              <Alert
                type="warning"
                showIcon
                title={t('topUps.confirmDiffers', { declared: formatMoney(topUp.amount, lang) })}
              />
            ) : null}
          </Modal>
        ) : null
      }
    >
      <div>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('topUps.proof')}
        </Typography.Title>
        <PrivateImage
          path={topUp.proof}
          alt={t('topUps.proofAlt')}
          unavailableText={t('topUps.proofUnavailable')}
          width={320}
        />
      </div>
    </ReviewDrawer>
  );
}
