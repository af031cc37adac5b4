import { Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { FlowTable } from '../../../components/flow-table.tsx';
import { ReviewStatusTag } from '../../../components/status-tags.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { type ConsoleTierUpgrade, useTierUpgradeDecision } from '../api/tier-upgrades.ts';
import { useRecentFlows } from '../api/withdrawals.ts';
import { ReviewDrawer } from './review-drawer.tsx';
import type { ReviewDrawerProps } from './review-queue.tsx';

/**
 * One tier upgrade: the move asked for, what it held and what the merchant holds in all, the
 * merchant's recent history, and the decision. Approving is confirmed first (the tier and its
 * goods limit change at once); rejecting needs a reason and returns what was held.
 */
export function TierUpgradeDrawer({
  upgrade,
  onClose,
  ...outcome
}: { upgrade: ConsoleTierUpgrade } & ReviewDrawerProps) {
  const { t, lang } = useT();
  const decision = useTierUpgradeDecision(outcome);
  const history = useRecentFlows(upgrade.userId);
  const [approving, setApproving] = useState(false);
  const held = formatMoney(upgrade.held, lang);
  const to = t(`tierUpgrades.tiers.${upgrade.code}`);

  return (
    <ReviewDrawer
      queue="tierUpgrades"
      item={upgrade}
      size={640}
      title={t('tierUpgrades.drawerTitle', { id: upgrade.id })}
      onClose={onClose}
      details={
        <>
          <Descriptions.Item label={t('tierUpgrades.from')}>
            {t(`tierUpgrades.tiers.${upgrade.fromCode}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('tierUpgrades.to')}>
            <Typography.Text strong>{to}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('tierUpgrades.columns.held')}>{held}</Descriptions.Item>
          <Descriptions.Item label={t('tierUpgrades.depositHeld')}>
            {formatMoney(upgrade.depositHeld, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('tierUpgrades.columns.requested')}>
            {formatTime(upgrade.createdAt, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('tierUpgrades.columns.status')}>
            <ReviewStatusTag status={upgrade.status} queue="tierUpgrades" />
          </Descriptions.Item>
          {upgrade.reviewedAt ? (
            <Descriptions.Item label={t('tierUpgrades.reviewedAt')}>
              {formatTime(upgrade.reviewedAt, lang)}
            </Descriptions.Item>
          ) : null}
        </>
      }
      reason={upgrade.reason}
      pending={upgrade.status === 'pending'}
      approve={
        <Button type="primary" onClick={() => setApproving(true)}>
          {t('tierUpgrades.approve')}
        </Button>
      }
      decision={decision}
      rejectTitle={t('tierUpgrades.rejectTitle', { id: upgrade.id })}
      rejectNote={
        <Typography.Paragraph>
          {upgrade.held === '0.00'
            ? t('tierUpgrades.rejectNoteNothing')
            : t('tierUpgrades.rejectNote', { amount: held })}
        </Typography.Paragraph>
      }
      dialogs={
        approving ? (
          <Modal
            open
            title={t('tierUpgrades.confirmTitle', { target: to, name: upgrade.username })}
            okText={t('tierUpgrades.confirmOk')}
            cancelText={t('users.cancel')}
            okButtonProps={{ loading: decision.busy }}
            onCancel={() => setApproving(false)}
            onOk={() =>
              decision.send({ action: 'approve', id: upgrade.id }, t('tierUpgrades.approved', { target: to }))
            }
            destroyOnHidden
          >
            <Typography.Paragraph>
              {t('tierUpgrades.confirmBody', { target: to, amount: held })}
            </Typography.Paragraph>
          </Modal>
        ) : null
      }
    >
      <section aria-labelledby="tier-upgrade-history">
        <Typography.Title level={3} style={{ fontSize: 16 }} id="tier-upgrade-history">
          {t('tierUpgrades.recentHistory')}
        </Typography.Title>
        <FlowTable flows={history.data?.items ?? []} loading={history.isLoading} />
      </section>
    </ReviewDrawer>
  );
}
