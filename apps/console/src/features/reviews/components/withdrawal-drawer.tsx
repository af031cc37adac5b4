import { Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { FlowTable } from '../../../components/flow-table.tsx';
import { ReceivingAccountDetails } from '../../../components/receiving-account.tsx';
import { ReviewStatusTag } from '../../../components/status-tags.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type ConsoleWithdrawal, useRecentFlows, useWithdrawalDecision } from '../api/withdrawals.ts';
import { ReviewDrawer } from './review-drawer.tsx';
import type { ReviewDrawerProps } from './review-queue.tsx';

/** Same bound as the contract's `payoutReference`. */
const REFERENCE_MAX = 200;

/**
 * One withdrawal: the amount, the account to pay (as it was when the merchant asked), the
 * merchant's recent history, and the decision. Marking paid is confirmed first and may carry
 * the payout's reference; rejecting needs a reason.
 */
export function WithdrawalDrawer({
  withdrawal,
  onClose,
  ...outcome
}: { withdrawal: ConsoleWithdrawal } & ReviewDrawerProps) {
  const { t, lang } = useT();
  const decision = useWithdrawalDecision(outcome);
  const history = useRecentFlows(withdrawal.userId);
  const [paying, setPaying] = useState(false);
  const [form] = Form.useForm<{ payoutReference?: string }>();
  const amount = formatMoney(withdrawal.amount, lang);

  return (
    <ReviewDrawer
      queue="withdrawals"
      item={withdrawal}
      size={640}
      title={t('withdrawals.drawerTitle', { id: withdrawal.id })}
      onClose={onClose}
      details={
        <>
          <Descriptions.Item label={t('withdrawals.columns.amount')}>
            <Typography.Text strong>{amount}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('withdrawals.columns.requested')}>
            {formatTime(withdrawal.createdAt, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('withdrawals.columns.status')}>
            <ReviewStatusTag status={withdrawal.status} queue="withdrawals" />
          </Descriptions.Item>
          {withdrawal.reviewedAt ? (
            <Descriptions.Item label={t('withdrawals.reviewedAt')}>
              {formatTime(withdrawal.reviewedAt, lang)}
            </Descriptions.Item>
          ) : null}
          {withdrawal.payoutReference ? (
            <Descriptions.Item label={t('withdrawals.payoutReference')}>
              {withdrawal.payoutReference}
            </Descriptions.Item>
          ) : null}
        </>
      }
      reason={withdrawal.reason}
      pending={withdrawal.status === 'pending'}
      approve={
        <Button type="primary" onClick={() => setPaying(true)}>
          {t('withdrawals.markPaid')}
        </Button>
      }
      decision={decision}
      rejectTitle={t('withdrawals.rejectTitle', { id: withdrawal.id })}
      rejectNote={<Typography.Paragraph>{t('withdrawals.rejectNote', { amount })}</Typography.Paragraph>}
      dialogs={
        paying ? (
          <Modal
            open
            title={t('withdrawals.confirmTitle', { amount, name: withdrawal.username })}
            okText={t('withdrawals.confirmOk')}
            cancelText={t('users.cancel')}
            okButtonProps={{ loading: decision.busy }}
            onCancel={() => setPaying(false)}
            onOk={() => form.submit()}
            destroyOnHidden
          >
            <Typography.Paragraph>{t('withdrawals.confirmBody', { amount })}</Typography.Paragraph>
            <Form
              form={form}
              layout="vertical"
              onFinish={({ payoutReference }) =>
                decision.send(
                  { action: 'pay', id: withdrawal.id, payoutReference: payoutReference?.trim() ?? '' },
                  t('withdrawals.paid', { amount }),
                )
              }
            >
              <Form.Item name="payoutReference" label={t('withdrawals.payoutReferenceOptional')}>
                <Input maxLength={REFERENCE_MAX} />
              </Form.Item>
            </Form>
          </Modal>
        ) : null
      }
    >
      <section aria-labelledby="withdrawal-account">
        <Typography.Title level={3} style={{ fontSize: 16 }} id="withdrawal-account">
          {t('withdrawals.payTo')}
        </Typography.Title>
        <ReceivingAccountDetails account={withdrawal.account} />
      </section>

      <section aria-labelledby="withdrawal-history">
        <Typography.Title level={3} style={{ fontSize: 16 }} id="withdrawal-history">
          {t('withdrawals.recentHistory')}
        </Typography.Title>
        <FlowTable flows={history.data?.items ?? []} loading={history.isLoading} />
      </section>
    </ReviewDrawer>
  );
}
