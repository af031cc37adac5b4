import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '../../../components/status-pill.tsx';
import type { Withdrawal } from '../api/withdrawal.ts';

const TONES = { pending: 'pending', approved: 'done', rejected: 'refused' } satisfies Record<
  Withdrawal['status'],
  StatusTone
>;

/** A withdrawal's state in words and colour. */
export function StatusTag({ status }: { status: Withdrawal['status'] }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={TONES[status]} status={status}>
      {t(`withdrawal.status.${status}`)}
    </StatusPill>
  );
}
