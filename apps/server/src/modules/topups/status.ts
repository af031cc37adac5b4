import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { defineStatusMachine } from '../../lib/status-machine.ts';

export type TopUpStatus = z.infer<typeof schemas.topUp>['status'];

/**
 * A top-up's review (docs/states.md#top-ups): an operator approves a pending top-up (crediting it)
 * or rejects it with a reason; a decided one is never decided again (203).
 */
export const TOP_UP_MACHINE = defineStatusMachine({
  name: 'top-up',
  table: 'topups',
  key: 'id',
  column: 'status',
  states: ['pending', 'approved', 'rejected'] satisfies TopUpStatus[],
  moves: {
    approve: { from: ['pending'], to: 'approved', by: ['operator'] },
    reject: { from: ['pending'], to: 'rejected', by: ['operator'] },
  },
});
