import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction, type Trx } from '../db/index.ts';
import { insertGoods, insertGoodsType } from '../modules/catalogue/service.ts';
import { placeBuyerOrder } from '../use-cases/place-buyer-order.ts';
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
    let withdrawing: Awaited<ReturnType<typeof readyToWithdraw>>;
    beforeAll(async () => {
      const operator = await signInOperator(api());
      withdrawing = await readyToWithdraw(api(), operator.token, '50.00');
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

    it('counts a paid order’s cost out and a settled one’s price in, and finds money its orders’ states do not explain', async () => {
      const userId = withdrawing.user.id;
      const goodsId = await inTransaction(api().database, async (trx) => {
        const typeId = await insertGoodsType(trx, { sortOrder: 1, icon: null, names: { en: 'Lamps' } });
        return insertGoods(trx, {
          typeId,
          costCents: 300,
          suggestedPriceCents: 750,
          images: ['goods_image/l.webp'],
          productNo: 'SK-INV-1',
          stockStatus: 'in_stock',
          texts: { en: { name: 'Lamp', description: '' } },
        });
      });
      const asMerchant = { token: withdrawing.token };
      expect(
        (await api().call(calls.showcaseAdd, { items: [{ goodsId, price: '7.50' }] }, asMerchant)).code,
      ).toBe(200);
      const listed = await api().call(calls.showcaseList, { limit: 10 }, asMerchant);
      const { id: orderId } = await inTransaction(api().database, (trx) =>
        placeBuyerOrder(trx, {
          shopUserId: userId,
          showcaseItemId: (listed.data as { items: { id: number }[] }).items[0]!.id,
          quantity: 2,
          buyer: { name: 'Ana Buyer', phone: '+84 90 000 0000', address: '1 Market St' },
          lang: 'en',
          source: 'storefront',
          paymentReference: 'sbx-invariants',
        }),
      );
      const paid = await api().call(
        calls.orderPay,
        { orderIds: [orderId], payPassword: DEMO_PIN },
        asMerchant,
      );
      expect(paid.code).toBe(200);
      // 50.00 topped up, 20.00 frozen for the withdrawal, 6.00 paid for the order.
      expect(await merchantMoneyViolations(api().database.db)).toEqual([]);
      const moneyAfter = async (corrupt: (trx: Trx) => Promise<void>) => {
        let money: unknown[] = [];
        await inTransaction(api().database, async (trx) => {
          await corrupt(trx);
          money = await merchantMoneyViolations(trx);
          throw new Error('roll back');
        }).catch((error: Error) => {
          if (error.message !== 'roll back') throw error;
        });
        return money;
      };
      const setStatus = (status: 'pending_payment' | 'completed' | 'cancelled') => (trx: Trx) =>
        trx
          .updateTable('orders')
          .set({ status })
          .where('id', '=', orderId)
          .execute()
          .then(() => undefined);
      // Still unpaid by its state, yet its cost left the wallet.
      expect(await moneyAfter(setStatus('pending_payment'))).toEqual([
        expect.objectContaining({ userId, held: 4400, toppedUpLessPaid: 5000, orders: 0 }),
      ]);
      // Completed, so its 15.00 should have come in: it has not.
      expect(await moneyAfter(setStatus('completed'))).toEqual([
        expect.objectContaining({ userId, held: 4400, orders: 900 }),
      ]);
      // Cancelled, so its cost should be back: it is not.
      expect(await moneyAfter(setStatus('cancelled'))).toEqual([
        expect.objectContaining({ userId, held: 4400, orders: 0 }),
      ]);
    });
  },
  { dataDir },
);
