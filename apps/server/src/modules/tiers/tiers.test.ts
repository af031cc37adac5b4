import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, ErrorCode } from '@shopkeeper/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countRows, describeApi, type TestApi } from '../../test/harness.ts';
import { expectLedgerInvariants, merchantMoneyViolations } from '../../test/money-invariants.ts';
import { signInOperator } from '../../test/operator.ts';
import {
  DEMO_PIN,
  fundMerchant,
  moneyCounts,
  platformBalance,
  walletFigures,
} from '../../test/wallet-fixtures.ts';
import { hashRequest } from '../wallet/idempotency.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-tiers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const wallet = walletFigures;
/** The platform's security deposits account, in cents: a tier deposit never reaches it (it stays the merchant's). */
const platformDeposits = (api: TestApi) => platformBalance(api, 'security_deposits');

describeApi(
  'tiers and upgrades with a deposit',
  (api) => {
    let operator: { token: string; id: number };
    beforeAll(async () => {
      operator = await signInOperator(api());
    });

    /** A merchant with a PIN and `balance` available. */
    async function merchant(balance = '3000.00') {
      const m = await api().merchant();
      await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token: m.token });
      if (balance !== '0.00') await fundMerchant(api(), m.token, operator.token, balance);
      return m;
    }
    const upgrade = (
      token: string,
      code: string,
      headers: Record<string, string> = {},
      payPassword = DEMO_PIN,
    ) => api().call(calls.shopUpgrade, { code, payPassword }, { token, headers });
    const tiers = (token: string, input: Record<string, string> = {}) =>
      api().call(calls.shopType, input, { token });
    const approve = (id: number, token = operator.token) =>
      api().call(calls.consoleUpgradeApprove, { id }, { token });
    const reject = (id: number, reason: string, token = operator.token) =>
      api().call(calls.consoleUpgradeReject, { id, reason }, { token });
    const counts = async () => ({
      ...(await moneyCounts(api())),
      upgrades: await countRows(api().database, 'tier_upgrades'),
    });

    it('compares the four tiers: goods limit, deposit, what an upgrade holds now; the current one and no request yet', async () => {
      const m = await merchant('0.00');
      const res = await tiers(m.token);
      expect(res).toMatchObject({ code: 200 });
      expect(res.data).toEqual({
        items: [
          { code: 'standard', goodsLimit: 20, deposit: '0.00', toHold: null },
          { code: 'merchant', goodsLimit: 50, deposit: '100.00', toHold: '100.00' },
          { code: 'partner', goodsLimit: 150, deposit: '500.00', toHold: '500.00' },
          { code: 'agent', goodsLimit: 500, deposit: '2000.00', toHold: '2000.00' },
        ],
        current: 'standard',
        depositHeld: '0.00',
        latestUpgrade: null,
      });
      const one = await tiers(m.token, { code: 'partner' });
      expect(one.data.items).toEqual([
        { code: 'partner', goodsLimit: 150, deposit: '500.00', toHold: '500.00' },
      ]);
      expect((await tiers(m.token, { code: 'gold' })).code).toBe(405);
      // Operators have no shop, and the call is a merchant's.
      expect((await tiers(operator.token)).code).toBe(409);
    });

    it('holds the deposit at once, pending; approval raises the tier (and its goods limit) and keeps the deposit held', async () => {
      const m = await merchant('300.00');
      const before = await counts();
      const res = await upgrade(m.token, 'merchant');
      expect(res).toMatchObject({
        code: 200,
        data: { fromCode: 'standard', code: 'merchant', status: 'pending', held: '100.00', reason: null },
      });
      expect(await wallet(api(), m.token)).toEqual({
        balance: '200.00',
        frozen: '0.00',
        depositHeld: '100.00',
        totalAssets: '300.00',
      });
      const after = await counts();
      expect(after.upgrades).toBe(before.upgrades + 1);
      expect(after.ledger_transactions).toBe(before.ledger_transactions + 1);
      // The flow shows the hold leaving the balance, pending while the request waits.
      const flow = await api().call(calls.userWalletFlow, { type: 'deposit_hold' }, { token: m.token });
      expect(flow.data.items).toEqual([
        expect.objectContaining({
          type: 'deposit_hold',
          status: 'pending',
          amount: '-100.00',
          causeType: 'tier_upgrade',
          causeId: res.data.id,
        }),
      ]);
      // While it waits: no other upgrade is offered, and the request shows.
      const waiting = await tiers(m.token);
      expect(waiting.data.items.map((t: { toHold: string | null }) => t.toHold)).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect(waiting.data).toMatchObject({
        current: 'standard',
        depositHeld: '100.00',
        latestUpgrade: res.data,
      });

      const queue = await api().call(
        calls.consoleUpgradeList,
        { status: 'pending', userId: m.user.id },
        { token: operator.token },
      );
      expect(queue.data.items).toEqual([
        { ...res.data, userId: m.user.id, username: m.username, reviewerId: null, depositHeld: '100.00' },
      ]);

      const audits = await countRows(api().database, 'audit_log');
      const approved = await approve(res.data.id);
      expect(approved.data).toMatchObject({
        status: 'approved',
        reviewerId: operator.id,
        depositHeld: '100.00',
      });
      expect(approved.data.reviewedAt).not.toBeNull();
      expect(await countRows(api().database, 'audit_log')).toBe(audits + 1);
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '200.00', depositHeld: '100.00' });
      const now = await tiers(m.token);
      expect(now.data).toMatchObject({
        current: 'merchant',
        latestUpgrade: { id: res.data.id, status: 'approved' },
      });
      expect(now.data.items[1].toHold).toBeNull();
      expect(now.data.items[2].toHold).toBe('400.00');
      const me = await api().call(calls.getMe, {}, { token: m.token });
      expect(me.data.shop.tier).toBe('merchant');
      const held = await api().call(calls.userWalletFlow, { type: 'deposit_hold' }, { token: m.token });
      expect(held.data.items).toEqual([expect.objectContaining({ status: 'approved', amount: '-100.00' })]);
      // Decided once: again, either way, is 203 and moves nothing; an unknown one is 404.
      const again = await counts();
      expect((await approve(res.data.id)).code).toBe(203);
      expect((await reject(res.data.id, 'late')).code).toBe(203);
      expect(await counts()).toEqual(again);
      expect((await approve(99999999)).code).toBe(404);
      await expectLedgerInvariants(api().database.db);
      expect(await merchantMoneyViolations(api().database.db)).toEqual([]);
    });

    it('a second upgrade holds only the difference to the higher deposit', async () => {
      const m = await merchant('2500.00');
      const first = await upgrade(m.token, 'merchant');
      await approve(first.data.id);
      const second = await upgrade(m.token, 'agent');
      expect(second.data).toMatchObject({ fromCode: 'merchant', code: 'agent', held: '1900.00' });
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '500.00', depositHeld: '2000.00' });
      await approve(second.data.id);
      expect((await tiers(m.token)).data).toMatchObject({ current: 'agent', depositHeld: '2000.00' });
      // At the top there is nothing above.
      expect(await upgrade(m.token, 'agent')).toMatchObject({ code: 203, data: { reason: 'notAbove' } });
    });

    it('rejection returns what was held, as a returned flow, and the merchant reads the reason', async () => {
      const m = await merchant('600.00');
      const deposits = await platformDeposits(api());
      const { data } = await upgrade(m.token, 'partner');
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '100.00', depositHeld: '500.00' });
      const rejected = await reject(data.id, 'Your shop needs a verified identity first');
      expect(rejected.data).toMatchObject({
        status: 'rejected',
        reason: 'Your shop needs a verified identity first',
        depositHeld: '0.00',
      });
      expect(await wallet(api(), m.token)).toEqual({
        balance: '600.00',
        frozen: '0.00',
        depositHeld: '0.00',
        totalAssets: '600.00',
      });
      expect(await platformDeposits(api())).toBe(deposits);
      const read = await tiers(m.token);
      expect(read.data).toMatchObject({
        current: 'standard',
        latestUpgrade: {
          id: data.id,
          status: 'rejected',
          reason: 'Your shop needs a verified identity first',
        },
      });
      expect(read.data.items[2].toHold).toBe('500.00');
      const flow = await api().call(calls.userWalletFlow, {}, { token: m.token });
      expect(flow.data.items.slice(0, 2)).toEqual([
        expect.objectContaining({ type: 'deposit_return', status: 'approved', amount: '500.00' }),
        expect.objectContaining({ type: 'deposit_hold', status: 'rejected', amount: '-500.00' }),
      ]);
      // After a rejection the merchant may ask again.
      expect((await upgrade(m.token, 'merchant')).code).toBe(200);
      await expectLedgerInvariants(api().database.db);
      expect(await merchantMoneyViolations(api().database.db)).toEqual([]);
    });

    it('lets one of two operators deciding at once act: one effect, the other 203', async () => {
      const second = await signInOperator(api());
      const m = await merchant('600.00');
      for (const rival of ['approve', 'reject'] as const) {
        const { data } = await upgrade(m.token, rival === 'approve' ? 'merchant' : 'partner');
        const before = await counts();
        const answers = await Promise.all([
          rival === 'approve' ? approve(data.id) : reject(data.id, 'No'),
          rival === 'approve' ? approve(data.id, second.token) : reject(data.id, 'No', second.token),
        ]);
        expect(answers.map((a) => a.code).sort()).toEqual([200, 203]);
        const after = await counts();
        expect(after.audit_log).toBe(before.audit_log + 1);
        // Approving moves no money (the hold's status changes); rejecting posts the return.
        expect(after.ledger_transactions).toBe(before.ledger_transactions + (rival === 'reject' ? 1 : 0));
      }
      // Merchant approved (100.00 held); partner's 400.00 more rejected or not, decided once.
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '500.00', depositHeld: '100.00' });
    });

    it('refuses, writing nothing: 203 not above or already waiting, 450 frozen, 445 no PIN, 446 wrong PIN, 424 short', async () => {
      const m = await merchant('150.00');
      const refused = async (code: string, token = m.token, payPassword = DEMO_PIN) => {
        const before = await counts();
        const walletBefore = await wallet(api(), token);
        const res = await upgrade(token, code, {}, payPassword);
        expect(await counts()).toEqual(before);
        expect(await wallet(api(), token)).toEqual(walletBefore);
        return res;
      };
      expect(await refused('standard')).toMatchObject({ code: 203, data: { reason: 'notAbove' } });
      expect(await refused('partner')).toMatchObject({ code: 424 });

      await api().call(
        calls.consoleUsersFreezeWallet,
        { userId: m.user.id, reason: 'Chargeback' },
        { token: operator.token },
      );
      expect(await refused('merchant')).toMatchObject({ code: 450, data: { reason: 'Chargeback' } });
      await api().call(calls.consoleUsersUnfreezeWallet, { userId: m.user.id }, { token: operator.token });

      const noPin = await api().merchant();
      expect(await refused('merchant', noPin.token)).toMatchObject({ code: 445 });

      // A wrong PIN is counted (its try row is the one write a refusal makes, outside the money).
      const wrong = await upgrade(m.token, 'merchant', {}, '000000');
      expect(wrong).toMatchObject({ code: 446, data: { attemptsLeft: 4 } });

      expect((await upgrade(m.token, 'merchant')).code).toBe(200);
      expect(await refused('partner')).toMatchObject({ code: 203, data: { reason: 'pending' } });
      expect(await refused('agent')).toMatchObject({ code: 203, data: { reason: 'pending' } });
    });

    it('refuses a hold other than the one the merchant confirmed (203 amountChanged, the amount now), holding nothing', async () => {
      const m = await merchant('300.00');
      const before = await counts();
      const stale = await api().call(
        calls.shopUpgrade,
        { code: 'merchant', payPassword: DEMO_PIN, hold: '80.00' },
        { token: m.token },
      );
      expect(stale).toMatchObject({
        code: ErrorCode.INVALID_OPERATION,
        data: { reason: 'amountChanged', amount: '100.00' },
      });
      expect(await counts()).toEqual(before);
      const confirmed = await api().call(
        calls.shopUpgrade,
        { code: 'merchant', payPassword: DEMO_PIN, hold: '100.00' },
        { token: m.token },
      );
      expect(confirmed).toMatchObject({ code: 200, data: { status: 'pending', held: '100.00' } });
    });

    it('locks the PIN after five wrong tries, as withdrawals do', async () => {
      const m = await merchant('200.00');
      for (let i = 0; i < 5; i++) expect((await upgrade(m.token, 'merchant', {}, '000000')).code).toBe(446);
      const locked = await upgrade(m.token, 'merchant');
      expect(locked.code).toBe(446);
      expect(locked.data.lockedUntil).toEqual(expect.any(String));
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '200.00', depositHeld: '0.00' });
    });

    it('honours the Idempotency-Key: a repeat answers the first request and holds nothing more, without a PIN try', async () => {
      const m = await merchant('500.00');
      const [first, twin] = await Promise.all([
        upgrade(m.token, 'merchant', { 'idempotency-key': 'upgrade-1' }),
        upgrade(m.token, 'merchant', { 'idempotency-key': 'upgrade-1' }),
      ]);
      expect(first.code).toBe(200);
      expect(twin).toEqual(first);
      // The app lost the answer and the person typed the PIN again, wrongly this time.
      const repeat = await upgrade(m.token, 'merchant', { 'idempotency-key': 'upgrade-1' }, '000000');
      expect(repeat).toEqual(first);
      const tries = await api()
        .database.db.selectFrom('attempts')
        .select('id')
        .where('key', '=', `pin:${m.user.id}`)
        .execute();
      expect(tries).toEqual([]);
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '400.00', depositHeld: '100.00' });
      expect(await countRows(api().database, 'tier_upgrades')).toBeGreaterThan(0);
      const stored = await api()
        .database.db.selectFrom('idempotency_keys')
        .select('request_hash')
        .where('user_id', '=', m.user.id)
        .executeTakeFirstOrThrow();
      expect(stored.request_hash).toBe(hashRequest(calls.shopUpgrade, { code: 'merchant' }));
      expect((await upgrade(m.token, 'partner', { 'idempotency-key': 'upgrade-1' })).code).toBe(202);
    });

    it('follows the deposits an operator sets (audited); a tier whose deposit is already held holds nothing more', async () => {
      const m = await merchant('100.00');
      const update = (depositByTier: Record<string, string>) =>
        api().call(calls.consoleSettingsUpdate, { depositByTier }, { token: operator.token });
      const audits = await countRows(api().database, 'audit_log');
      const changed = await update({ merchant: '0', partner: '80.5' });
      expect(changed.data.depositByTier).toEqual({
        standard: '0.00',
        merchant: '0.00',
        partner: '80.50',
        agent: '2000.00',
      });
      expect(await countRows(api().database, 'audit_log')).toBe(audits + 1);
      try {
        const read = await tiers(m.token);
        expect(read.data.items.map((t: { deposit: string }) => t.deposit)).toEqual([
          '0.00',
          '0.00',
          '80.50',
          '2000.00',
        ]);
        const before = await counts();
        const free = await upgrade(m.token, 'merchant');
        expect(free.data).toMatchObject({ status: 'pending', held: '0.00' });
        // Nothing due: the request waits for review without a ledger movement.
        expect((await counts()).ledger_transactions).toBe(before.ledger_transactions);
        await approve(free.data.id);
        const paid = await upgrade(m.token, 'partner');
        expect(paid.data.held).toBe('80.50');
        await reject(paid.data.id, 'Not yet');
        expect(await wallet(api(), m.token)).toMatchObject({ balance: '100.00', depositHeld: '0.00' });
        expect((await update({ agent: '-1' })).code).toBe(405);
        await expectLedgerInvariants(api().database.db);
        expect(await merchantMoneyViolations(api().database.db)).toEqual([]);
      } finally {
        await update({ merchant: '100.00', partner: '500.00' });
      }
    });

    it('lists the queue newest first by status, a page at a time', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++)
        ids.push((await upgrade((await merchant('200.00')).token, 'merchant')).data.id);
      const first = await api().call(
        calls.consoleUpgradeList,
        { status: 'pending', limit: 2 },
        { token: operator.token },
      );
      const second = await api().call(
        calls.consoleUpgradeList,
        { status: 'pending', limit: 2, cursor: first.data.nextCursor },
        { token: operator.token },
      );
      const listed = [...first.data.items, ...second.data.items].map((u: { id: number }) => u.id);
      expect(listed.slice(0, 3)).toEqual([...ids].reverse());
      const m = await merchant('0.00');
      expect((await api().call(calls.consoleUpgradeList, {}, { token: m.token })).code).toBe(409);
    });
  },
  { dataDir },
);
