import { FEEDBACK_STATUSES } from '@shopkeeper/contract';
import { defineStatusMachine, type MoveRule } from '../../lib/status-machine.ts';

type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * Feedback's states (docs/states.md#feedback), the one table its status writes go through:
 * an operator replies to open feedback or replies again (the new reply replaces the old),
 * and closes it when nothing is left to say. Closed feedback takes no reply (203).
 */
export const FEEDBACK_MACHINE = defineStatusMachine({
  name: 'feedback',
  table: 'feedback_items',
  key: 'id',
  column: 'status',
  states: FEEDBACK_STATUSES,
  moves: {
    reply: { from: ['open', 'replied'], to: 'replied', by: ['operator'] },
    close: { from: ['open', 'replied'], to: 'closed', by: ['operator'] },
  } satisfies Record<'reply' | 'close', MoveRule<FeedbackStatus, 'operator'>>,
});
