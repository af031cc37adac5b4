import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, fromCents } from '@shopkeeper/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './harness.ts';
import { expectLedgerInvariants, merchantMoneyViolations } from './money-invariants.ts';
import { addChannel, newTxHash, submitTopUp, walletCents } from './money-requests.ts';
import { signInOperator } from './operator.ts';
import { DEMO_PIN, readyToWithdraw } from './wallet-fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-money-property-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MERCHANTS = 3;
const MIN_DEPOSIT_CENTS = 1000;
const MIN_WITHDRAWAL_CENTS = 1000;

/** One step a merchant or an operator takes; `pick` chooses among the run's own records. */
type Step =
  | { kind: 'submitTopUp'; merchant: number; cents: number }
  | { kind: 'approveTopUp'; pick: number; receivedCents: number | null }
  | { kind: 'rejectTopUp'; pick: number }
  | { kind: 'reviewTopUpAgain'; pick: number; approve: boolean }
  | { kind: 'withdraw'; merchant: number; percent: number }
  | { kind: 'payWithdrawal'; pick: number }
  | { kind: 'rejectWithdrawal'; pick: number }
  | { kind: 'decideWithdrawalAgain'; pick: number; pay: boolean }
  | { kind: 'buyAd'; merchant: number; pkg: number };

/** The ad packages the run buys (docs/money.md#movements): one cheap, one dearer than most balances. */
const AD_PACKAGES_CENTS = [1200, 15_000];

const cents = fc.integer({ min: 1, max: 30_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('submitTopUp' as const),
      merchant: fc.nat(MERCHANTS - 1),
      // Some below the minimum deposit: refused with 448, nothing written.
      cents: fc.integer({ min: MIN_DEPOSIT_CENTS - 200, max: 20_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('approveTopUp' as const),
      pick: fc.nat(),
      receivedCents: fc.option(cents, { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rejectTopUp' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reviewTopUpAgain' as const),
      pick: fc.nat(),
      approve: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      merchant: fc.nat(MERCHANTS - 1),
      // A share of what the model says is available: past 100 % it is more than the balance
      // (424); a small share of a small balance is below the minimum (405).
      percent: fc.integer({ min: 1, max: 130 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payWithdrawal' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rejectWithdrawal' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('decideWithdrawalAgain' as const),
      pick: fc.nat(),
      pay: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('buyAd' as const),
      merchant: fc.nat(MERCHANTS - 1),
      pkg: fc.nat(AD_PACKAGES_CENTS.length - 1),
    }),
  },
);

interface Model {
  wallets: { available: number; frozen: number }[];
  /** Whether each merchant's shop has a boost running (one at a time: 453). */
  boosted: boolean[];
  topUps: { id: number; merchant: number; cents: number; status: 'pending' | 'approved' | 'rejected' }[];
  withdrawals: { id: number; merchant: number; cents: number; status: 'pending' | 'approved' | 'rejected' }[];
}

const pickFrom = <T>(list: T[], pick: number) => (list.length === 0 ? undefined : list[pick % list.length]);

/** Runs one step through the API, checks its answer against the model, and updates the model. */
async function run(
  api: TestApi,
  tokens: { merchants: { token: string; accountId: number }[]; operator: string; adPackages: number[] },
  channelId: number,
  model: Model,
  s: Step,
) {
  switch (s.kind) {
    case 'submitTopUp': {
      const res = await submitTopUp(api, tokens.merchants[s.merchant]!.token, {
        channelId,
        amount: fromCents(s.cents),
        txHash: newTxHash(),
      });
      if (s.cents < MIN_DEPOSIT_CENTS) return expect(res.code).toBe(448);
      expect(res).toMatchObject({ code: 200, data: { status: 'pending' } });
      model.topUps.push({ id: res.data.id, merchant: s.merchant, cents: s.cents, status: 'pending' });
      return;
    }
    case 'approveTopUp':
    case 'rejectTopUp': {
      const topUp = pickFrom(
        model.topUps.filter((t) => t.status === 'pending'),
        s.pick,
      );
      if (!topUp) return;
      if (s.kind === 'rejectTopUp') {
        const res = await api.call(
          calls.consoleTopupReject,
          { id: topUp.id, reason: 'Not received' },
          { token: tokens.operator },
        );
        expect(res.code).toBe(200);
        topUp.status = 'rejected';
        return;
      }
      const input =
        s.receivedCents === null ? { id: topUp.id } : { id: topUp.id, amount: fromCents(s.receivedCents) };
      const res = await api.call(calls.consoleTopupApprove, input, { token: tokens.operator });
      expect(res.code).toBe(200);
      topUp.status = 'approved';
      model.wallets[topUp.merchant]!.available += s.receivedCents ?? topUp.cents;
      return;
    }
    case 'reviewTopUpAgain': {
      // A decided top-up is never decided again: 203, and the balances stay (checked at the end).
      const topUp = pickFrom(
        model.topUps.filter((t) => t.status !== 'pending'),
        s.pick,
      );
      if (!topUp) return;
      const res = s.approve
        ? await api.call(calls.consoleTopupApprove, { id: topUp.id }, { token: tokens.operator })
        : await api.call(
            calls.consoleTopupReject,
            { id: topUp.id, reason: 'Again' },
            { token: tokens.operator },
          );
      expect(res.code).toBe(203);
      return;
    }
    case 'withdraw': {
      const merchant = tokens.merchants[s.merchant]!;
      const wallet = model.wallets[s.merchant]!;
      const cents = Math.max(1, Math.floor((wallet.available * s.percent) / 100));
      const res = await api.call(
        calls.withdrawAdd,
        { amount: fromCents(cents), accountId: merchant.accountId, payPassword: DEMO_PIN },
        { token: merchant.token },
      );
      if (cents < MIN_WITHDRAWAL_CENTS)
        return expect(res).toMatchObject({ code: 405, data: { field: 'amount' } });
      if (cents > wallet.available) return expect(res.code).toBe(424);
      expect(res).toMatchObject({ code: 200, data: { status: 'pending' } });
      wallet.available -= cents;
      wallet.frozen += cents;
      model.withdrawals.push({ id: res.data.id, merchant: s.merchant, cents, status: 'pending' });
      return;
    }
    case 'payWithdrawal':
    case 'rejectWithdrawal': {
      const withdrawal = pickFrom(
        model.withdrawals.filter((w) => w.status === 'pending'),
        s.pick,
      );
      if (!withdrawal) return;
      const wallet = model.wallets[withdrawal.merchant]!;
      const res =
        s.kind === 'payWithdrawal'
          ? await api.call(calls.consoleWithdrawPay, { id: withdrawal.id }, { token: tokens.operator })
          : await api.call(
              calls.consoleWithdrawReject,
              { id: withdrawal.id, reason: 'Closed' },
              { token: tokens.operator },
            );
      expect(res.code).toBe(200);
      wallet.frozen -= withdrawal.cents;
      if (s.kind === 'rejectWithdrawal') wallet.available += withdrawal.cents;
      withdrawal.status = s.kind === 'payWithdrawal' ? 'approved' : 'rejected';
      return;
    }
    case 'decideWithdrawalAgain': {
      const withdrawal = pickFrom(
        model.withdrawals.filter((w) => w.status !== 'pending'),
        s.pick,
      );
      if (!withdrawal) return;
      const res = s.pay
        ? await api.call(calls.consoleWithdrawPay, { id: withdrawal.id }, { token: tokens.operator })
        : await api.call(
            calls.consoleWithdrawReject,
            { id: withdrawal.id, reason: 'Again' },
            { token: tokens.operator },
          );
      expect(res.code).toBe(203);
      return;
    }
    case 'buyAd': {
      const wallet = model.wallets[s.merchant]!;
      const price = AD_PACKAGES_CENTS[s.pkg]!;
      const res = await api.call(
        calls.adPay,
        { packageId: tokens.adPackages[s.pkg]!, payPassword: DEMO_PIN },
        { token: tokens.merchants[s.merchant]!.token },
      );
      if (model.boosted[s.merchant]) return expect(res.code).toBe(453);
      if (price > wallet.available) return expect(res.code).toBe(424);
      expect(res.code).toBe(200);
      wallet.available -= price;
      model.boosted[s.merchant] = true;
      return;
    }
  }
}

describeApi(
  'money property: random sequences of top-ups, withdrawals, their reviews and ad purchases keep every ledger invariant',
  (api) => {
    let tokens: { merchants: { token: string; accountId: number }[]; operator: string; adPackages: number[] };
    let channelId: number;
    beforeAll(async () => {
      const operator = await signInOperator(api());
      channelId = await addChannel(api(), operator.token);
      const merchants = [];
      // Verified, with a PIN and a bank card in their name, and nothing in the wallet yet.
      for (let i = 0; i < MERCHANTS; i++)
        merchants.push(await readyToWithdraw(api(), operator.token, '0.00'));
      const adPackages: number[] = [];
      for (const cents of AD_PACKAGES_CENTS) {
        const added = await api().call(
          calls.consoleAdPackageAdd,
          {
            texts: { en: { name: `Boost ${cents}`, description: '' } },
            price: fromCents(cents),
            hours: 24,
            active: true,
            sortOrder: 1,
          },
          { token: operator.token },
        );
        adPackages.push(added.data.id);
      }
      tokens = { merchants, operator: operator.token, adPackages };
    });

    it('after each sequence: the ledger balances, each wallet is what the model says, and available + frozen = approved top-ups − paid withdrawals − ads bought', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 15 }), async (steps) => {
          // The merchants carry their money from run to run: the model starts from what they hold.
          const model: Model = {
            wallets: await Promise.all(tokens.merchants.map((m) => walletCents(api(), m.token))),
            boosted: await Promise.all(
              tokens.merchants.map(async (m) =>
                (await api().call(calls.adList, {}, { token: m.token })).data.boosts.some(
                  (b: { active: boolean }) => b.active,
                ),
              ),
            ),
            topUps: [],
            withdrawals: [],
          };
          for (const s of steps) await run(api(), tokens, channelId, model, s);
          await expectLedgerInvariants(api().database.db);
          expect(await merchantMoneyViolations(api().database.db)).toEqual([]);
          const wallets = await Promise.all(tokens.merchants.map((m) => walletCents(api(), m.token)));
          expect(wallets).toEqual(model.wallets);
        }),
        { numRuns: 25 },
      );
    }, 120_000);
  },
  { dataDir },
);
