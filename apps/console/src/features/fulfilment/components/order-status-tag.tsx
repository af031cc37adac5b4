import type { OrderStatus } from '@shopkeeper/contract';
import { Tag } from 'antd';
import { useT } from '../../../lib/i18n.ts';

const COLOURS: Record<OrderStatus, string | undefined> = {
  pending_payment: 'orange',
  pending_shipment: 'blue',
  shipped: 'cyan',
  pending_acceptance: 'geekblue',
  accepted: 'purple',
  pending_settlement: 'purple',
  completed: 'green',
  cancelled: undefined,
};

/** An order's state in the reader's words. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useT();
  return <Tag color={COLOURS[status]}>{t(`fulfilment.status.${status}`)}</Tag>;
}
