import { describeApi, uniqueName } from '../../test/harness.ts';
import { walkEveryStateAndMove } from '../../test/status-machine-walk.ts';
import { insertUser } from '../accounts/service.ts';
import { TIER_UPGRADE_MACHINE } from './status.ts';

describeApi('tier upgrade status machine', (api) => {
  walkEveryStateAndMove(api, TIER_UPGRADE_MACHINE, async (trx, status) => {
    const userId = await insertUser(trx, { username: uniqueName('tm'), passwordHash: 'x', role: 'merchant' });
    const now = Date.now();
    const row = await trx
      .insertInto('tier_upgrades')
      .values({
        user_id: userId,
        from_tier: 'standard',
        to_tier: 'merchant',
        held_cents: 10_000,
        status,
        ledger_transaction_id: null,
        reason: status === 'rejected' ? 'no' : null,
        reviewer_id: null,
        created_at: now,
        reviewed_at: status === 'pending' ? null : now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
});
