import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, fromCents, SHOP_TIERS, toCents } from '@shopkeeper/contract';
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
  | { kind: 'buyAd'; merchant: number; pkg: number }
  | { kind: 'upgrade'; merchant: number; steps: number }
  | { kind: 'decideUpgrade'; pick: number; approve: boolean };

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
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('upgrade' as const),
      merchant: fc.nat(MERCHANTS - 1),
      // How many tiers up from the current one: past the top, or while one waits, 203.
      steps: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decideUpgrade' as const),
      pick: fc.nat(),
      approve: fc.boolean(),
    }),
  },
);

/** Upgrades that held a deposit, over every run: the property must have exercised them. */
let upgradesHeld = 0;

/** Deposits by tier for this test, in cents: small enough for the runs' balances to reach. */
const DEPOSIT_CENTS = [0, 1_000, 3_000, 8_000];

interface Model {
  wallets: { available: number; frozen: number; held: number }[];
  /** Each merchant's tier, as its rank (standard 0 … agent 3). */
  tiers: number[];
  /** Whether each merchant's shop has a boost running (one at a time: 453). */
  boosted: boolean[];
  upgrades: {
    id: number;
    merchant: number;
    rank: number;
    cents: number;
    status: 'pending' | 'approved' | 'rejected';
  }[];
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
    case 'upgrade': {
      const merchant = tokens.merchants[s.merchant]!;
      const wallet = model.wallets[s.merchant]!;
      const rank = Math.min(model.tiers[s.merchant]! + s.steps, SHOP_TIERS.length - 1);
      const code = SHOP_TIERS[rank]!;
      const res = await api.call(
        calls.shopUpgrade,
        { code, payPassword: DEMO_PIN },
        { token: merchant.token },
      );
      const waiting = model.upgrades.some((u) => u.merchant === s.merchant && u.status === 'pending');
      if (rank <= model.tiers[s.merchant]! || waiting) return expect(res.code).toBe(203);
      const cents = Math.max(0, DEPOSIT_CENTS[rank]! - wallet.held);
      if (cents > wallet.available) return expect(res.code).toBe(424);
      expect(res).toMatchObject({ code: 200, data: { status: 'pending', held: fromCents(cents) } });
      wallet.available -= cents;
      wallet.held += cents;
      model.upgrades.push({ id: res.data.id, merchant: s.merchant, rank, cents, status: 'pending' });
      upgradesHeld += cents > 0 ? 1 : 0;
      return;
    }
    case 'decideUpgrade': {
      const upgrade = pickFrom(model.upgrades, s.pick);
      if (!upgrade) return;
      const res = s.approve
        ? await api.call(calls.consoleUpgradeApprove, { id: upgrade.id }, { token: tokens.operator })
        : await api.call(
            calls.consoleUpgradeReject,
            { id: upgrade.id, reason: 'Not yet' },
            { token: tokens.operator },
          );
      // A decided request is never decided again: 203, and nothing moves.
      if (upgrade.status !== 'pending') return expect(res.code).toBe(203);
      expect(res.code).toBe(200);
      const wallet = model.wallets[upgrade.merchant]!;
      if (s.approve) {
        upgrade.status = 'approved';
        model.tiers[upgrade.merchant] = upgrade.rank;
      } else {
        upgrade.status = 'rejected';
        wallet.available += upgrade.cents;
        wallet.held -= upgrade.cents;
      }
      return;
    }
  }
}

/** The merchant's balances in cents with the held deposit, as the wallet call answers them. */
async function heldWallet(api: TestApi, token: string) {
  const res = await api.call(calls.userWallet, {}, { token });
  return { ...(await walletCents(api, token)), held: toCents(res.data.depositHeld) };
}

/** A merchant's tier as its rank, as the tiers call answers it. */
async function tierRank(api: TestApi, token: string) {
  const res = await api.call(calls.shopType, {}, { token });
  return SHOP_TIERS.indexOf(res.data.current);
}

/** Rejects the merchant's request still waiting for review, if any. */
async function clearPendingUpgrade(api: TestApi, token: string, operator: string) {
  const res = await api.call(calls.shopType, {}, { token });
  const latest = res.data.latestUpgrade;
  if (latest?.status === 'pending')
    await api.call(calls.consoleUpgradeReject, { id: latest.id, reason: 'Next run' }, { token: operator });
}

describeApi(
  'money property: random sequences of top-ups, withdrawals, tier upgrades, ad purchases and their reviews keep every ledger invariant',
  (api) => {
    let tokens: { merchants: { token: string; accountId: number }[]; operator: string; adPackages: number[] };
    let channelId: number;
    beforeAll(async () => {
      const operator = await signInOperator(api());
      channelId = await addChannel(api(), operator.token);
      const [standard, merchant, partner, agent] = DEPOSIT_CENTS.map((cents) => fromCents(cents));
      await api().call(
        calls.consoleSettingsUpdate,
        { depositByTier: { standard, merchant, partner, agent } },
        { token: operator.token },
      );
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

    it('after each sequence: the ledger balances, each wallet is what the model says, and available + frozen + held deposit = approved top-ups − paid withdrawals − ads bought', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 15 }), async (steps) => {
          // A request left pending by the run before is decided first: the model starts clear.
          for (const m of tokens.merchants) await clearPendingUpgrade(api(), m.token, tokens.operator);
          // The merchants carry their money and tiers from run to run: the model starts from them.
          const model: Model = {
            wallets: await Promise.all(tokens.merchants.map((m) => heldWallet(api(), m.token))),
            tiers: await Promise.all(tokens.merchants.map((m) => tierRank(api(), m.token))),
            upgrades: [],
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
          const wallets = await Promise.all(tokens.merchants.map((m) => heldWallet(api(), m.token)));
          expect(wallets).toEqual(model.wallets);
        }),
        { numRuns: 25 },
      );
      expect(upgradesHeld).toBeGreaterThan(0);
    }, 120_000);
  },
  { dataDir },
);
