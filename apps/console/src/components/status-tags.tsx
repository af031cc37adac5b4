import type { CallOutput, calls } from '@shopkeeper/contract';
import { Tag } from 'antd';
import { useT } from '../lib/i18n.ts';

const REVIEW_COLOURS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** A top-up's, withdrawal's or tier upgrade's state, in the words of its queue (credited, paid…). */
export function ReviewStatusTag({
  status,
  queue,
}: {
  status: keyof typeof REVIEW_COLOURS;
  queue: 'topUps' | 'withdrawals' | 'tierUpgrades';
}) {
  const { t } = useT();
  return <Tag color={REVIEW_COLOURS[status]}>{t(`${queue}.status.${status}`)}</Tag>;
}

type IdentityStatus = CallOutput<typeof calls.consoleIdentityList>['items'][number]['status'];
const IDENTITY_COLOURS: Record<IdentityStatus, string> = {
  unverified: 'default',
  in_review: 'gold',
  verified: 'green',
  rejected: 'red',
};

/** Where a merchant's identity stands. */
export function IdentityStatusTag({ status }: { status: IdentityStatus }) {
  const { t } = useT();
  return <Tag color={IDENTITY_COLOURS[status]}>{t(`identity.status.${status}`)}</Tag>;
}
