import type { OrderStatus } from '@shopkeeper/contract';
import type { StatusTone } from '../../../components/status-pill.tsx';
import { formatTime as formatMoment } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A time as the order screens show it, in the reader's language and clock. */
export const formatTime = (iso: string) => formatMoment(iso, currentLanguage());

/** What a state asks of the merchant: paying is theirs to do, the rest runs on, then done or cancelled. */
export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'pending_payment') return 'pending';
  if (status === 'completed') return 'done';
  if (status === 'cancelled') return 'refused';
  return 'neutral';
}
