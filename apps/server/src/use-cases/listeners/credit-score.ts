import type { EventListener } from '../../modules/events/service.ts';
import { applyCreditRule, creditTriggerOf } from '../apply-credit-rule.ts';

/**
 * Moves shops' credit scores by the operator's rules when orders complete or are cancelled
 * (docs/product.md#credit-score), never inside the code that moves the money. It starts at
 * the latest event: rules score what happens from the day they exist, not a shop's past.
 */
export const creditScoreListener: EventListener<'order.settled' | 'order.cancelled'> = {
  name: 'credit-score',
  handles: ['order.settled', 'order.cancelled'],
  startAt: 'latest',
  async handle(ctx, event) {
    const trigger = creditTriggerOf(event);
    if (trigger === null || event.userId === null) return;
    await applyCreditRule(ctx, {
      trigger,
      userId: event.userId,
      orderId: event.data.orderId,
      eventId: event.id,
      at: event.at,
    });
  },
};
