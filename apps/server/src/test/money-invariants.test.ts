import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction, type Trx } from '../db/index.ts';
import { describeApi } from './harness.ts';
import { ledgerViolations, merchantMoneyViolations } from './money-invariants.ts';
import { addChannel, newTxHash, submitTopUp } from './money-requests.ts';
import { signInOperator } from './operator.ts';
import { DEMO_PIN, readyToWithdraw } from './wallet-fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-money-invariants-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs a corruption and the checker inside one transaction, then rolls it all back. */
async function violationsAfter(
  api: Parameters<Parameters<typeof describeApi>[1]>[0],
  corrupt: (trx: Trx) => Promise<void>,
) {
  let found: Record<string, unknown[]> = {};
  await inTransaction(api().database, async (trx) => {
    await corrupt(trx);
    found = await ledgerViolations(trx);
    throw new Error('roll back');
  }).catch((error: Error) => {
    if (error.message !== 'roll back') throw error;
  });
  return found;
}

// The checker the storms rely on must be able to fail: each invariant is broken on purpose.
describeApi(
  'the ledger invariant checker',
  (api) => {
    let topUpId: number;
    let available: number;
    let withdrawalId: number;
    beforeAll(async () => {
      const operator = await signInOperator(api());
      const withdrawing = await readyToWithdraw(api(), operator.token, '50.00');
      const withdrawal = await api().call(
        calls.withdrawAdd,
        { amount: '20.00', accountId: withdrawing.accountId, payPassword: DEMO_PIN },
        { token: withdrawing.token },
      );
      expect(withdrawal.code).toBe(200);
      withdrawalId = withdrawal.data.id;
      const channelId = await addChannel(api(), operator.token);
      const merchant = await api().merchant();
      const submitted = await submitTopUp(api(), merchant.token, {
        channelId,
        amount: '40.00',
        txHash: newTxHash(),
      });
      topUpId = submitted.data.id;
      const approved = await api().call(
        calls.consoleTopupApprove,
        { id: topUpId },
        { token: operator.token },
      );
      expect(approved.code).toBe(200);
      const account = await api()
        .database.db.selectFrom('ledger_accounts')
        .select('id')
        .where('user_id', '=', merchant.user.id)
        .where('kind', '=', 'available')
        .executeTakeFirstOrThrow();
      available = account.id;
    });

    it('finds nothing wrong in a ledger written through the API', async () => {
      expect(await ledgerViolations(api().database.db)).toEqual({});
    });

    it('finds a stored balance that is not the sum of its entries, and a total that is not zero', async () => {
      const found = await violationsAfter(api, async (trx) => {
        await trx
          .updateTable('ledger_accounts')
          .set({ balance_cents: 4001 })
          .where('id', '=', available)
          .execute();
      });
      expect(Object.keys(found).sort()).toEqual(['accountsSumNotZero', 'balancesNotTheirEntries']);
      expect(found.balancesNotTheirEntries).toEqual([
        { id: available, balance_cents: 4001, entries_sum: 4000 },
      ]);
    });

    it('finds a transaction whose entries do not sum to zero, and one with a single entry', async () => {
      const found = await violationsAfter(api, async (trx) => {
        const { id } = await trx
          .insertInto('ledger_transactions')
          .values({
            kind: 'settlement',
            status: 'approved',
            cause_type: null,
            cause_id: null,
            memo: 'x',
            created_at: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({ transaction_id: id, account_id: available, amount_cents: 5, created_at: 1 })
          .execute();
        await trx
          .updateTable('ledger_accounts')
          .set({ balance_cents: 4005 })
          .where('id', '=', available)
          .execute();
      });
      expect(found.unbalancedTransactions).toHaveLength(1);
      expect(found.accountsSumNotZero).toEqual([{ total: 5 }]);
      expect(found.balancesNotTheirEntries).toBeUndefined();
    });

    it('finds a top-up credited twice, and a rejected one credited at all', async () => {
      const doubled = await violationsAfter(api, async (trx) => {
        const original = await trx
          .selectFrom('ledger_transactions')
          .selectAll()
          .where('cause_type', '=', 'topup')
          .where('cause_id', '=', topUpId)
          .executeTakeFirstOrThrow();
        const entries = await trx
          .selectFrom('ledger_entries')
          .selectAll()
          .where('transaction_id', '=', original.id)
          .execute();
        const { id } = await trx
          .insertInto('ledger_transactions')
          .values({ ...original, id: undefined })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values(entries.map((e) => ({ ...e, id: undefined, transaction_id: id })))
          .execute();
      });
      // The copy balances, so only the top-up check (and the stored balances) can see it.
      expect(doubled.topUpsNotCreditedOnce).toEqual([
        expect.objectContaining({ id: topUpId, status: 'approved', postings: 2 }),
      ]);
      expect(doubled.unbalancedTransactions).toBeUndefined();

      const rejected = await violationsAfter(api, async (trx) => {
        await trx.updateTable('topups').set({ status: 'rejected' }).where('id', '=', topUpId).execute();
      });
      expect(rejected.topUpsNotCreditedOnce).toEqual([expect.objectContaining({ id: topUpId, postings: 1 })]);
    });

    it('finds a withdrawal marked paid with nothing paid out, and merchant money that no top-up explains', async () => {
      const found = await violationsAfter(api, async (trx) => {
        await trx
          .updateTable('withdrawals')
          .set({ status: 'approved' })
          .where('id', '=', withdrawalId)
          .execute();
      });
      expect(found.withdrawalsNotHeldOnce).toEqual([
        expect.objectContaining({ id: withdrawalId, status: 'approved', postings: 1, inFrozen: 2000 }),
      ]);
      let money: unknown[] = [];
      await inTransaction(api().database, async (trx) => {
        await trx.updateTable('topups').set({ credited_cents: 3999 }).where('id', '=', topUpId).execute();
        money = await merchantMoneyViolations(trx);
        throw new Error('roll back');
      }).catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
      expect(money).toEqual([expect.objectContaining({ held: 4000, toppedUpLessPaid: 3999 })]);
    });
  },
  { dataDir },
);
