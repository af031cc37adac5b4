import type { StorefrontChargeState } from '@shopkeeper/contract';
import { Tag } from 'antd';
import { useT } from '../../../lib/i18n.ts';

// Red for money a person must act on, amber while the jobs are still at it.
const COLOURS: Record<StorefrontChargeState, string | undefined> = {
  charging: 'orange',
  ordered: 'green',
  refund_pending: 'gold',
  refunded: 'blue',
  refund_failed: 'red',
  not_charged: undefined,
};

/** A storefront charge's state in the reader's words. */
export function ChargeStateTag({ state }: { state: StorefrontChargeState }) {
  const { t } = useT();
  return <Tag color={COLOURS[state]}>{t(`storefrontPayments.states.${state}`)}</Tag>;
}
