import type { EventListener } from '../../modules/events/service.ts';
import { NOTIFYING_EVENTS, type NotifyingEvent } from '../notify-merchant.ts';
import { pushToPhones } from '../push-notifications.ts';

/**
 * Queues the pushes of each notification to the merchants' phones (docs/decisions/041-push.md):
 * the same events, made into the same kind and parameters as the notifications listener makes
 * them. It starts at the latest event: turning push on never pushes the past.
 */
export const pushListener: EventListener<NotifyingEvent['type']> = {
  name: 'push',
  handles: NOTIFYING_EVENTS,
  startAt: 'latest',
  async handle(ctx, event) {
    await pushToPhones(ctx, event as NotifyingEvent);
  },
};
