import { describeApi, uniqueName } from '../../test/harness.ts';
import { walkEveryStateAndMove } from '../../test/status-machine-walk.ts';
import { insertUser } from '../accounts/service.ts';
import { WITHDRAWAL_MACHINE } from './status.ts';

describeApi('withdrawal status machine', (api) => {
  walkEveryStateAndMove(api, WITHDRAWAL_MACHINE, async (trx, status) => {
    const userId = await insertUser(trx, { username: uniqueName('wm'), passwordHash: 'x', role: 'merchant' });
    const now = Date.now();
    const row = await trx
      .insertInto('withdrawals')
      .values({
        user_id: userId,
        amount_cents: 1000,
        status,
        account_id: 1,
        account_type: 'trx_usdt',
        account_name: null,
        bank_name: null,
        card_number: null,
        branch_number: null,
        wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        wallet_note: null,
        account_created_at: now,
        ledger_transaction_id: null,
        reason: status === 'rejected' ? 'no' : null,
        payout_reference: null,
        reviewer_id: null,
        created_at: now,
        reviewed_at: status === 'pending' ? null : now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
});
