import { defineStatusMachine } from '../../lib/status-machine.ts';

export type SubmissionStatus = 'in_review' | 'verified' | 'rejected';

/**
 * An identity submission's review (docs/states.md#identity): an operator verifies a
 * submission in review or rejects it with a reason; a decided one is never decided again
 * (203). A merchant's `unverified` is the absence of a submission, not a state of one.
 */
export const IDENTITY_MACHINE = defineStatusMachine({
  name: 'identity',
  table: 'identity_submissions',
  key: 'id',
  column: 'status',
  states: ['in_review', 'verified', 'rejected'] satisfies SubmissionStatus[],
  moves: {
    verify: { from: ['in_review'], to: 'verified', by: ['operator'] },
    reject: { from: ['in_review'], to: 'rejected', by: ['operator'] },
  },
});
