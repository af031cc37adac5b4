import type { schemas } from '@shopkeeper/contract';
import type { z } from 'zod';
import { defineStatusMachine } from '../../lib/status-machine.ts';

export type WithdrawalStatus = z.infer<typeof schemas.withdrawal>['status'];

/**
 * A withdrawal's review (docs/states.md#withdrawals): an operator pays out a pending
 * withdrawal or rejects it with a reason (its amount returns); a decided one is never
 * decided again (203).
 */
export const WITHDRAWAL_MACHINE = defineStatusMachine({
  name: 'withdrawal',
  table: 'withdrawals',
  key: 'id',
  column: 'status',
  states: ['pending', 'approved', 'rejected'] satisfies WithdrawalStatus[],
  moves: {
    pay: { from: ['pending'], to: 'approved', by: ['operator'] },
    reject: { from: ['pending'], to: 'rejected', by: ['operator'] },
  },
});
