import type { CreditTrigger } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { inTransaction } from '../db/index.ts';
import { clampCredit, creditMoveExists, creditRule, insertCreditMove } from '../modules/credit/service.ts';
import type { RecordedEvent } from '../modules/events/service.ts';
import { lockShopCredit, setShopCredit } from '../modules/shops/service.ts';
import { recordEvent } from './record-event.ts';

/**
 * Which rule an order's event sets off, if any (docs/product.md#credit-score): a settled
 * order completed; a cancellation by the 72 h job (its reason `unpaid_timeout`) or by an
 * operator. An order cancelled for want of stock is nobody's fault and moves nothing.
 */
export function creditTriggerOf(
  event: Extract<RecordedEvent, { type: 'order.settled' | 'order.cancelled' }>,
): CreditTrigger | null {
  if (event.type === 'order.settled') return 'order_completed';
  if (event.data.reason === 'unpaid_timeout') return 'order_unpaid_cancelled';
  if (event.data.reason === 'operator') return 'order_operator_cancelled';
  return null;
}

/**
 * Applies the operator's rule for an order's event to the shop's credit score, with the move
 * and its cause in the history, in one transaction. Nothing when the rule is off or worth 0
 * points, or when this rule already moved the score for this order: the listener may get the
 * same event again (docs/decisions/024-use-cases-and-events.md), and the unique (trigger,
 * order) of the moves backs the check. The rule is read as it stands when the event is
 * applied, seconds after the order moved.
 */
export async function applyCreditRule(
  ctx: AppContext,
  cause: { trigger: CreditTrigger; userId: number; orderId: number; eventId: number; at: number },
): Promise<void> {
  const { trigger, userId, orderId } = cause;
  await inTransaction(ctx.database, async (trx) => {
    const rule = await creditRule(trx, trigger);
    if (!rule.enabled || rule.points === 0) return;
    const score = await lockShopCredit(trx, userId);
    if (score === undefined || (await creditMoveExists(trx, trigger, orderId))) return;
    const scoreAfter = clampCredit(score, rule.points);
    if (scoreAfter !== score) await setShopCredit(trx, userId, scoreAfter);
    await insertCreditMove(trx, {
      user_id: userId,
      trigger,
      order_id: orderId,
      rule_points: rule.points,
      points: scoreAfter - score,
      score_after: scoreAfter,
      event_id: cause.eventId,
      at: cause.at,
    });
    await recordEvent(trx, {
      type: 'shop.credit_moved',
      userId,
      data: { trigger, orderId, points: scoreAfter - score, scoreAfter },
    });
  });
}
