import type { EventListener } from '../../modules/events/service.ts';
import { NOTIFYING_EVENTS, type NotifyingEvent, notifyMerchant } from '../notify-merchant.ts';

/**
 * Makes the merchants' notifications from the events (docs/decisions/031-notifications.md),
 * never inside the code that moves the money. It starts at the latest event: a new deployment
 * must not bury merchants under notifications of everything that ever happened.
 */
export const notificationsListener: EventListener<NotifyingEvent['type']> = {
  name: 'notifications',
  handles: NOTIFYING_EVENTS,
  startAt: 'latest',
  async handle(ctx, event) {
    await notifyMerchant(ctx, event as NotifyingEvent);
  },
};
