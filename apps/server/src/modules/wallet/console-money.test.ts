import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import { fundMerchant, readyToWithdraw } from '../../test/wallet-fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-console-money-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeApi(
  "a merchant's money in the console",
  (api) => {
    let operator: Awaited<ReturnType<typeof signInOperator>>;
    let merchant: Awaited<ReturnType<typeof readyToWithdraw>>;
    beforeAll(async () => {
      operator = await signInOperator(api());
      merchant = await readyToWithdraw(api(), operator.token, '30.00');
      await fundMerchant(api(), merchant.token, operator.token, '12.34');
    });
    const asOperator = (call: Parameters<ReturnType<typeof api>['call']>[0], input: object) =>
      api().call(call, input, { token: operator.token });

    it("shows the merchant's own balances, flow and receiving accounts, as the merchant sees them", async () => {
      const userId = merchant.user.id;
      const [wallet, own] = await Promise.all([
        asOperator(calls.consoleUsersWallet, { userId }),
        api().call(calls.userWallet, {}, { token: merchant.token }),
      ]);
      expect(wallet.data).toMatchObject({ balance: '42.34', totalAssets: '42.34' });
      expect(wallet.data).toEqual(own.data);

      const ledger = await asOperator(calls.consoleUsersLedger, { userId, limit: 1 });
      expect(ledger.data.items).toHaveLength(1);
      expect(ledger.data.items[0]).toMatchObject({ amount: '12.34' });
      const next = await asOperator(calls.consoleUsersLedger, { userId, cursor: ledger.data.nextCursor });
      expect(next.data.items.map((f: { amount: string }) => f.amount)).toEqual(['30.00']);
      const ownFlow = await api().call(calls.userWalletFlow, {}, { token: merchant.token });
      expect([...ledger.data.items, ...next.data.items]).toEqual(ownFlow.data.items);

      const accounts = await asOperator(calls.consoleUsersAccounts, { userId });
      expect(accounts.data.items).toHaveLength(1);
      expect(accounts.data.items[0]).toMatchObject({
        id: merchant.accountId,
        accountName: merchant.realName,
      });
    });

    it("never mixes in another merchant's money", async () => {
      const other = await api().merchant();
      const wallet = await asOperator(calls.consoleUsersWallet, { userId: other.user.id });
      expect(wallet.data).toMatchObject({ balance: '0.00', totalAssets: '0.00' });
      expect((await asOperator(calls.consoleUsersLedger, { userId: other.user.id })).data.items).toEqual([]);
      expect((await asOperator(calls.consoleUsersAccounts, { userId: other.user.id })).data.items).toEqual(
        [],
      );
    });

    it('an unknown account or an operator is 404; a merchant may not look', async () => {
      for (const call of [calls.consoleUsersWallet, calls.consoleUsersLedger, calls.consoleUsersAccounts]) {
        expect((await asOperator(call, { userId: 987654 })).code).toBe(404);
        expect((await asOperator(call, { userId: operator.id })).code).toBe(404);
        const res = await api().call(call, { userId: merchant.user.id }, { token: merchant.token });
        expect(res.code).not.toBe(200);
      }
    });
  },
  { dataDir },
);
