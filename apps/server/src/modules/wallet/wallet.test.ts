import { expect, it } from 'vitest';
import { inTransaction, rowsChanged, type Trx } from '../../db/index.ts';
import { describeApi } from '../../test/harness.ts';
import { lockLedgerAccounts } from './service.ts';

/** Moves cents between two ledger accounts the way money writes must: lock, check, change. */
async function transfer(trx: Trx, from: number, to: number, cents: number) {
  const locked = await lockLedgerAccounts(trx, [from, to]);
  const source = locked.get(from)!;
  if (source.balance_cents < cents) return false;
  const debited = await rowsChanged(
    trx
      .updateTable('ledger_accounts')
      .set({ balance_cents: source.balance_cents - cents })
      .where('id', '=', from)
      .where('balance_cents', '=', source.balance_cents),
  );
  const credited = await rowsChanged(
    trx
      .updateTable('ledger_accounts')
      .set({ balance_cents: locked.get(to)!.balance_cents + cents })
      .where('id', '=', to)
      .where('balance_cents', '=', locked.get(to)!.balance_cents),
  );
  if (debited !== 1 || credited !== 1) throw new Error('a locked balance changed');
  return true;
}

describeApi('wallet ledger locks', (api) => {
  it('transfers both ways between two accounts at once conserve the total, with no deadlock to retry', async () => {
    const { user } = await api().merchant();
    const { db } = api().database;
    const accounts = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    const [a, b] = [accounts[0]!.id, accounts[1]!.id];
    await db.updateTable('ledger_accounts').set({ balance_cents: 20 }).where('id', 'in', [a, b]).execute();
    const retries: object[] = [];
    const handle = { ...api().database, log: { warn: (details: object) => retries.push(details) } };
    const moved = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        inTransaction(handle, (trx) => (i % 2 ? transfer(trx, a, b, 3) : transfer(trx, b, a, 2))),
      ),
    );
    const balances = await db
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('id', 'in', [a, b])
      .execute();
    expect(balances.reduce((sum, row) => sum + row.balance_cents, 0)).toBe(40);
    expect(moved.every((done) => typeof done === 'boolean')).toBe(true);
    expect(retries).toEqual([]);
  });
});
