import { describeApi, uniqueName } from '../../test/harness.ts';
import { walkEveryStateAndMove } from '../../test/status-machine-walk.ts';
import { insertUser } from '../accounts/service.ts';
import { addChannel } from './channels.ts';
import { TOP_UP_MACHINE } from './status.ts';

let hashes = 0;

describeApi('top-up status machine', (api) => {
  walkEveryStateAndMove(api, TOP_UP_MACHINE, async (trx, status) => {
    const userId = await insertUser(trx, { username: uniqueName('tm'), passwordHash: 'x', role: 'merchant' });
    const channel = await addChannel(trx, { kind: 'bank', name: 'Bank', bankDetails: 'IBAN' });
    const decided = status !== 'pending';
    const row = await trx
      .insertInto('topups')
      .values({
        user_id: userId,
        channel_id: channel.id,
        amount_cents: 1000,
        tx_hash: `walk-${Date.now()}-${hashes++}`,
        proof_path: 'proof.png',
        status,
        credited_cents: status === 'approved' ? 1000 : null,
        reason: status === 'rejected' ? 'no' : null,
        reviewer_id: null,
        created_at: Date.now(),
        reviewed_at: decided ? Date.now() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
});
