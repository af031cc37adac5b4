import { expect, it } from 'vitest';
import { inTransaction } from '../../db/index.ts';
import { describeApi } from '../../test/harness.ts';
import { platformAccountId, postTransaction, setTransactionStatus } from './ledger.ts';

describeApi('a pending ledger transaction settled', (api) => {
  const status = async (id: number) =>
    (
      await api()
        .database.db.selectFrom('ledger_transactions')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  async function post(pending: boolean) {
    const [payouts, deposits] = await Promise.all([
      platformAccountId(api().database.db, 'payouts_clearing'),
      platformAccountId(api().database.db, 'deposits_clearing'),
    ]);
    return inTransaction(api().database, (trx) =>
      postTransaction(trx, {
        kind: 'withdrawal',
        ...(pending ? { status: 'pending' as const } : {}),
        cause: null,
        memo: 'test',
        entries: [
          { accountId: payouts, amountCents: 100 },
          { accountId: deposits, amountCents: -100 },
        ],
      }),
    );
  }

  it('moves pending to approved or rejected, once; anything else is refused and changes nothing', async () => {
    const approved = await post(true);
    await inTransaction(api().database, (trx) => setTransactionStatus(trx, approved.id, 'approved'));
    expect(await status(approved.id)).toBe('approved');
    await expect(
      inTransaction(api().database, (trx) => setTransactionStatus(trx, approved.id, 'rejected')),
    ).rejects.toThrow(/not pending/);
    expect(await status(approved.id)).toBe('approved');

    const rejected = await post(true);
    await inTransaction(api().database, (trx) => setTransactionStatus(trx, rejected.id, 'rejected'));
    expect(await status(rejected.id)).toBe('rejected');

    const settledAtOnce = await post(false);
    await expect(
      inTransaction(api().database, (trx) => setTransactionStatus(trx, settledAtOnce.id, 'rejected')),
    ).rejects.toThrow(/not pending/);
    expect(await status(settledAtOnce.id)).toBe('approved');
  });
});
