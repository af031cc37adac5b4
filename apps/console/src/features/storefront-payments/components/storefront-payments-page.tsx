import { ApiError } from '@shopkeeper/client';
import { type StorefrontChargeState, schemas } from '@shopkeeper/contract';
import { Button, Flex, Modal, message, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { LabelledField } from '../../../components/labelled-field.tsx';
import { LoadMoreButton } from '../../../components/load-more-table.tsx';
import { MerchantLink } from '../../../components/merchant-link.tsx';
import { RefusalAlert } from '../../../lib/form-refusal.tsx';
import { formatCurrency, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import {
  type StorefrontCharge,
  useRetryChargeRefund,
  useStorefrontCharges,
} from '../api/storefront-payments.ts';
import { ChargeStateTag } from './charge-state-tag.tsx';

const ATTENTION = 'attention';

/**
 * `/console/storefront-payments`: buyers' storefront payments the jobs could not settle alone
 * (decision 022) — refunds that failed for good, refunds still being tried, charges left
 * unconfirmed by a server that died — and, for a failed refund, a retry after confirming.
 */
export default function StorefrontPaymentsPage() {
  const { t, lang } = useT();
  // What needs a person comes first; any one state can be looked at too.
  const [state, setState] = useState<StorefrontChargeState | undefined>(undefined);
  const charges = useStorefrontCharges(state);
  const retry = useRetryChargeRefund();
  const [confirming, setConfirming] = useState<StorefrontCharge | null>(null);
  const [toast, toastHolder] = message.useMessage();
  const amountOf = (charge: StorefrontCharge) => formatCurrency(charge.amount, charge.currency, lang);

  return (
    <Flex vertical gap={16}>
      {toastHolder}
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('storefrontPayments.intro')}
      </Typography.Paragraph>
      <Flex gap={12} wrap align="end" role="search" aria-label={t('storefrontPayments.filters')}>
        <LabelledField id="charges-state" label={t('storefrontPayments.state')}>
          <Select<StorefrontChargeState | typeof ATTENTION>
            id="charges-state"
            style={{ width: 240 }}
            value={state ?? ATTENTION}
            onChange={(value) => setState(value === ATTENTION ? undefined : value)}
            options={[
              { value: ATTENTION, label: t('storefrontPayments.needingAttention') },
              ...schemas.STOREFRONT_CHARGE_STATES.map((value) => ({
                value,
                label: t(`storefrontPayments.states.${value}`),
              })),
            ]}
          />
        </LabelledField>
      </Flex>

      <Table<StorefrontCharge>
        rowKey="reference"
        dataSource={charges.items}
        loading={charges.isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: state ? t('storefrontPayments.emptyState') : t('storefrontPayments.empty') }}
        columns={[
          {
            key: 'reference',
            title: t('storefrontPayments.columns.reference'),
            // Copied to look the charge up at the payment provider; one line, however narrow.
            render: (_, charge) => (
              <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
                {charge.reference}
              </Typography.Text>
            ),
          },
          {
            key: 'shop',
            title: t('storefrontPayments.columns.shop'),
            render: (_, charge) => (
              <Flex vertical>
                <MerchantLink userId={charge.shop.userId} username={charge.shop.username} />
                {charge.shop.name ? (
                  <Typography.Text type="secondary">{charge.shop.name}</Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            key: 'amount',
            title: t('storefrontPayments.columns.amount'),
            align: 'right',
            render: (_, charge) => amountOf(charge),
          },
          {
            key: 'state',
            title: t('storefrontPayments.columns.state'),
            render: (_, charge) => (
              <Flex vertical gap={4} align="start">
                <ChargeStateTag state={charge.state} />
                {charge.dueAt ? (
                  <Typography.Text type="secondary">
                    {t('storefrontPayments.nextTry', { time: formatTime(charge.dueAt, lang) })}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            key: 'tries',
            title: t('storefrontPayments.columns.tries'),
            align: 'right',
            render: (_, charge) => charge.tries,
          },
          {
            key: 'order',
            title: t('storefrontPayments.columns.order'),
            render: (_, charge) =>
              charge.orderNo ? (
                <Typography.Text code>{charge.orderNo}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('storefrontPayments.noOrder')}</Typography.Text>
              ),
          },
          {
            key: 'created',
            title: t('storefrontPayments.columns.created'),
            render: (_, charge) => formatTime(charge.createdAt, lang),
          },
          {
            key: 'updated',
            title: t('storefrontPayments.columns.updated'),
            render: (_, charge) => formatTime(charge.updatedAt, lang),
          },
          {
            key: 'actions',
            title: t('storefrontPayments.columns.actions'),
            render: (_, charge) =>
              charge.state === 'refund_failed' ? (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => {
                    retry.reset();
                    setConfirming(charge);
                  }}
                >
                  {t('storefrontPayments.retry.button')}
                </Button>
              ) : null,
          },
        ]}
      />
      <LoadMoreButton query={charges} text={t('storefrontPayments.loadMore')} />

      {confirming ? (
        <Modal
          open
          title={t('storefrontPayments.retry.title', { amount: amountOf(confirming) })}
          okText={t('storefrontPayments.retry.ok')}
          cancelText={t('storefrontPayments.retry.cancel')}
          okButtonProps={{ loading: retry.isPending }}
          onCancel={() => setConfirming(null)}
          onOk={() =>
            retry.mutate(confirming.reference, {
              onSuccess: () => {
                void toast.success(t('storefrontPayments.retry.done', { amount: amountOf(confirming) }));
                setConfirming(null);
              },
            })
          }
          destroyOnHidden
        >
          <RefusalAlert error={retry.error instanceof ApiError ? retry.error : null} />
          <Typography.Paragraph>
            {t('storefrontPayments.retry.body', {
              amount: amountOf(confirming),
              name: confirming.shop.name ?? confirming.shop.username,
            })}
          </Typography.Paragraph>
        </Modal>
      ) : null}
    </Flex>
  );
}
