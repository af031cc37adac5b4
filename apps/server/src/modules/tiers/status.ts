import { defineStatusMachine } from '../../lib/status-machine.ts';

export type TierUpgradeStatus = 'pending' | 'approved' | 'rejected';

/**
 * A tier upgrade's review (docs/states.md#tier-upgrade): an operator approves a pending
 * request (the shop moves up, the deposit stays held) or rejects it with a reason (what it
 * held returns to the balance); a decided request is never decided again (203).
 */
export const TIER_UPGRADE_MACHINE = defineStatusMachine({
  name: 'tier upgrade',
  table: 'tier_upgrades',
  key: 'id',
  column: 'status',
  states: ['pending', 'approved', 'rejected'] satisfies TierUpgradeStatus[],
  moves: {
    approve: { from: ['pending'], to: 'approved', by: ['operator'] },
    reject: { from: ['pending'], to: 'rejected', by: ['operator'] },
  },
});
