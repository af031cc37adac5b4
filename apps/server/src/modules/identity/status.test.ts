import { describeApi, uniqueName } from '../../test/harness.ts';
import { walkEveryStateAndMove } from '../../test/status-machine-walk.ts';
import { insertUser } from '../accounts/service.ts';
import { IDENTITY_MACHINE } from './status.ts';

describeApi('identity status machine', (api) => {
  walkEveryStateAndMove(api, IDENTITY_MACHINE, async (trx, status) => {
    const userId = await insertUser(trx, { username: uniqueName('im'), passwordHash: 'x', role: 'merchant' });
    const now = Date.now();
    const row = await trx
      .insertInto('identity_submissions')
      .values({
        user_id: userId,
        real_name: 'Lina Chen',
        id_no: 'E12345678',
        front_photo: 'front.png',
        back_photo: 'back.png',
        qualification_photo: null,
        status,
        open_user_id: status === 'rejected' ? null : userId,
        reason: status === 'rejected' ? 'blurred' : null,
        reviewer_id: null,
        created_at: now,
        reviewed_at: status === 'in_review' ? null : now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
});
