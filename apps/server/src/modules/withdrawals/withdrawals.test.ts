import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls } from '@shopkeeper/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from '../../test/harness.ts';
import { signInOperator } from '../../test/operator.ts';
import {
  DEMO_PIN,
  moneyCounts,
  platformBalance,
  readyToWithdraw,
  verifyIdentity,
  walletFigures,
} from '../../test/wallet-fixtures.ts';
import { setSetting } from '../settings/service.ts';
import { hashRequest } from '../wallet/idempotency.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-withdrawals-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const wallet = walletFigures;
/** The platform's payouts clearing balance, in cents: where paid withdrawals go. */
const payoutsCleared = (api: TestApi) => platformBalance(api, 'payouts_clearing');

describeApi(
  'withdrawals',
  (api) => {
    let operator: { token: string; id: number };
    beforeAll(async () => {
      operator = await signInOperator(api());
    });

    const withdraw = (token: string, input: Record<string, unknown>, headers: Record<string, string> = {}) =>
      api().call(calls.withdrawAdd, input, { token, headers });

    it('freezes the amount at once, with a copy of the account, and lists it for the merchant and the console', async () => {
      const m = await readyToWithdraw(api(), operator.token, '100.00');
      const res = await withdraw(m.token, { amount: '30.50', accountId: m.accountId, payPassword: DEMO_PIN });
      expect(res).toMatchObject({ code: 200, data: { status: 'pending' } });
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '69.50', frozen: '30.50' });
      // Editing or deleting the account afterwards does not change where this one is paid.
      await api().call(calls.bankDel, { id: m.accountId }, { token: m.token });
      const detail = await api().call(calls.withdrawDetail, { id: res.data.id }, { token: m.token });
      expect(detail.data).toMatchObject({
        id: res.data.id,
        amount: '30.50',
        status: 'pending',
        reason: null,
        reviewedAt: null,
        account: {
          id: m.accountId,
          type: 'bank_card',
          accountName: m.realName,
          // The merchant reads the card's last four digits; the operator pays to the whole number.
          cardNumber: '•••• 2233',
        },
      });
      expect(JSON.stringify(detail)).not.toContain('6222020200112233');
      const mine = await api().call(calls.withdrawList, {}, { token: m.token });
      expect(mine.data.items).toEqual([detail.data]);
      const queue = await api().call(
        calls.consoleWithdrawList,
        { status: 'pending', userId: m.user.id },
        { token: operator.token },
      );
      expect(queue.data.items).toEqual([
        {
          ...detail.data,
          account: { ...detail.data.account, cardNumber: '6222020200112233' },
          userId: m.user.id,
          username: m.username,
          reviewerId: null,
          payoutReference: null,
        },
      ]);
      // The flow shows the withdrawal, pending, leaving the available balance.
      const flow = await api().call(calls.userWalletFlow, { type: 'withdrawal' }, { token: m.token });
      expect(flow.data.items).toEqual([
        expect.objectContaining({
          type: 'withdrawal',
          status: 'pending',
          amount: '-30.50',
          causeId: res.data.id,
        }),
      ]);
    });

    it('pays once: frozen leaves for payouts clearing, the flow turns approved, an audit entry is written', async () => {
      const m = await readyToWithdraw(api(), operator.token, '50.00');
      const { data } = await withdraw(m.token, {
        amount: '20.00',
        accountId: m.accountId,
        payPassword: DEMO_PIN,
      });
      const cleared = await payoutsCleared(api());
      const before = await moneyCounts(api());
      const paid = await api().call(
        calls.consoleWithdrawPay,
        { id: data.id, payoutReference: 'BANK-778899' },
        { token: operator.token },
      );
      expect(paid.data).toMatchObject({
        status: 'approved',
        reviewerId: operator.id,
        payoutReference: 'BANK-778899',
        username: m.username,
      });
      expect(paid.data.reviewedAt).not.toBeNull();
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '30.00', frozen: '0.00' });
      expect(await payoutsCleared(api())).toBe(cleared + 2000);
      const after = await moneyCounts(api());
      expect(after.audit_log).toBe(before.audit_log + 1);
      expect(after.ledger_transactions).toBe(before.ledger_transactions + 1);
      const flow = await api().call(calls.userWalletFlow, { type: 'withdrawal' }, { token: m.token });
      expect(flow.data.items).toEqual([expect.objectContaining({ status: 'approved', amount: '-20.00' })]);
      // Paying or rejecting it again is refused and moves nothing.
      const again = await moneyCounts(api());
      expect(
        (await api().call(calls.consoleWithdrawPay, { id: data.id }, { token: operator.token })).code,
      ).toBe(203);
      expect(
        (
          await api().call(
            calls.consoleWithdrawReject,
            { id: data.id, reason: 'late' },
            { token: operator.token },
          )
        ).code,
      ).toBe(203);
      expect(await moneyCounts(api())).toEqual(again);
      expect(
        (await api().call(calls.consoleWithdrawPay, { id: 99999999 }, { token: operator.token })).code,
      ).toBe(404);
    });

    it('rejects with a reason: the amount returns to the balance as a returned flow, the original marked rejected', async () => {
      const m = await readyToWithdraw(api(), operator.token, '40.00');
      const { data } = await withdraw(m.token, {
        amount: '15.00',
        accountId: m.accountId,
        payPassword: DEMO_PIN,
      });
      const rejected = await api().call(
        calls.consoleWithdrawReject,
        { id: data.id, reason: 'The card is closed' },
        { token: operator.token },
      );
      expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'The card is closed' });
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '40.00', frozen: '0.00' });
      const detail = await api().call(calls.withdrawDetail, { id: data.id }, { token: m.token });
      expect(detail.data).toMatchObject({ status: 'rejected', reason: 'The card is closed' });
      const flow = await api().call(calls.userWalletFlow, {}, { token: m.token });
      expect(flow.data.items.slice(0, 2)).toEqual([
        expect.objectContaining({ type: 'withdrawal_returned', status: 'approved', amount: '15.00' }),
        expect.objectContaining({ type: 'withdrawal', status: 'rejected', amount: '-15.00' }),
      ]);
    });

    it('lets one of two operators paying and rejecting at once act: one effect, the other 203', async () => {
      const second = await signInOperator(api());
      const m = await readyToWithdraw(api(), operator.token, '60.00');
      for (const rival of ['pay', 'reject'] as const) {
        const { data } = await withdraw(m.token, {
          amount: '10.00',
          accountId: m.accountId,
          payPassword: DEMO_PIN,
        });
        const before = await moneyCounts(api());
        const answers = await Promise.all([
          api().call(calls.consoleWithdrawPay, { id: data.id }, { token: operator.token }),
          rival === 'pay'
            ? api().call(calls.consoleWithdrawPay, { id: data.id }, { token: second.token })
            : api().call(calls.consoleWithdrawReject, { id: data.id, reason: 'No' }, { token: second.token }),
        ]);
        expect(answers.map((a) => a.code).sort()).toEqual([200, 203]);
        const after = await moneyCounts(api());
        expect(after.ledger_transactions).toBe(before.ledger_transactions + 1);
        expect(after.audit_log).toBe(before.audit_log + 1);
      }
      // 60 − 10 paid − (10 paid or returned): frozen is empty either way.
      expect((await wallet(api(), m.token)).frozen).toBe('0.00');
    });

    it('refuses in order, writing nothing: 449, 450, 409 unverified, 405 below the minimum, 451, 445, 446, 424', async () => {
      const m = await readyToWithdraw(api(), operator.token, '25.00');
      const good = { amount: '20.00', accountId: m.accountId, payPassword: DEMO_PIN };
      const refused = async (input: Record<string, unknown>, token = m.token) => {
        const before = await moneyCounts(api());
        const walletBefore = await wallet(api(), token);
        const res = await withdraw(token, input);
        expect(await moneyCounts(api())).toEqual(before);
        expect(await wallet(api(), token)).toEqual(walletBefore);
        return res;
      };

      await api().call(
        calls.consoleUsersForbidWithdrawal,
        { userId: m.user.id, reason: 'Under review' },
        { token: operator.token },
      );
      await api().call(
        calls.consoleUsersFreezeWallet,
        { userId: m.user.id, reason: 'Chargeback' },
        { token: operator.token },
      );
      expect(await refused(good)).toMatchObject({ code: 449, data: { reason: 'Under review' } });
      await api().call(calls.consoleUsersAllowWithdrawal, { userId: m.user.id }, { token: operator.token });
      expect(await refused(good)).toMatchObject({ code: 450, data: { reason: 'Chargeback' } });
      await api().call(calls.consoleUsersUnfreezeWallet, { userId: m.user.id }, { token: operator.token });

      const unverified = await api().merchant();
      await api().call(calls.updatePayPassword, { payPassword: DEMO_PIN }, { token: unverified.token });
      expect(await refused(good, unverified.token)).toMatchObject({ code: 409 });

      expect(await refused({ ...good, amount: '9.99' })).toMatchObject({
        code: 405,
        data: { field: 'amount', minimum: '10.00' },
      });
      expect(await refused({ ...good, accountId: 99999999 })).toMatchObject({ code: 451 });
      const other = await readyToWithdraw(api(), operator.token, '0.00');
      expect(await refused({ ...good, accountId: other.accountId })).toMatchObject({ code: 451 });

      const noPin = await api().merchant();
      await verifyIdentity(api(), noPin.token, operator.token, 'No Pin');
      const card = await api().call(
        calls.bankAdd,
        { type: 'trx_usdt', walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
        { token: noPin.token },
      );
      expect(await refused({ ...good, accountId: card.data.id }, noPin.token)).toMatchObject({ code: 445 });

      // A wrong PIN is counted (its try row is the one write a refusal makes, outside the money).
      const wrong = await withdraw(m.token, { ...good, payPassword: '000000' });
      expect(wrong).toMatchObject({ code: 446, data: { attemptsLeft: 4 } });

      expect(await refused({ ...good, amount: '25.01' })).toMatchObject({ code: 424 });
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '25.00', frozen: '0.00' });
    });

    it('refuses a disabled merchant before anything else (411 at sign-in, their old token signed out), writing nothing', async () => {
      const m = await readyToWithdraw(api(), operator.token, '30.00');
      await api().call(
        calls.consoleUsersDisable,
        { userId: m.user.id, reason: 'Fraud review' },
        { token: operator.token },
      );
      const before = await moneyCounts(api());
      const res = await withdraw(m.token, { amount: '10.00', accountId: m.accountId, payPassword: DEMO_PIN });
      expect([401, 411]).toContain(res.code);
      const again = await api().call(calls.login, { username: m.username, password: m.password });
      expect(again).toMatchObject({ code: 411, data: { reason: 'Fraud review' } });
      expect(await moneyCounts(api())).toEqual(before);
    });

    it("follows the operator's minimum (minWithdrawalCents), naming it in the refusal", async () => {
      const m = await readyToWithdraw(api(), operator.token, '50.00');
      await setSetting(api().database.db, 'minWithdrawalCents', 2000);
      try {
        const before = await moneyCounts(api());
        const low = await withdraw(m.token, {
          amount: '15.00',
          accountId: m.accountId,
          payPassword: DEMO_PIN,
        });
        expect(low).toMatchObject({ code: 405, data: { field: 'amount', minimum: '20.00' } });
        expect(await moneyCounts(api())).toEqual(before);
        const enough = await withdraw(m.token, {
          amount: '20.00',
          accountId: m.accountId,
          payPassword: DEMO_PIN,
        });
        expect(enough.code).toBe(200);
      } finally {
        await setSetting(api().database.db, 'minWithdrawalCents', 1000);
      }
    });

    it('honours the Idempotency-Key: a repeat answers the first withdrawal and freezes nothing more', async () => {
      const m = await readyToWithdraw(api(), operator.token, '50.00');
      const input = { amount: '12.00', accountId: m.accountId, payPassword: DEMO_PIN };
      const [first, twin] = await Promise.all([
        withdraw(m.token, input, { 'idempotency-key': 'withdraw-1' }),
        withdraw(m.token, input, { 'idempotency-key': 'withdraw-1' }),
      ]);
      const repeat = await withdraw(m.token, input, { 'idempotency-key': 'withdraw-1' });
      expect(first.code).toBe(200);
      expect(twin).toEqual(first);
      expect(repeat).toEqual(first);
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '38.00', frozen: '12.00' });
      const other = await withdraw(
        m.token,
        { ...input, amount: '13.00' },
        { 'idempotency-key': 'withdraw-1' },
      );
      expect(other.code).toBe(202);
    });

    it('answers a repeat of a withdrawal that went through without another PIN try, whatever PIN it carries', async () => {
      const m = await readyToWithdraw(api(), operator.token, '50.00');
      const input = { amount: '12.00', accountId: m.accountId, payPassword: DEMO_PIN };
      const first = await withdraw(m.token, input, { 'idempotency-key': 'withdraw-lost-answer' });
      // The app lost the answer and the person typed the PIN again, wrongly this time.
      const repeat = await withdraw(
        m.token,
        { ...input, payPassword: '000000' },
        { 'idempotency-key': 'withdraw-lost-answer' },
      );
      expect(repeat).toEqual(first);
      const tries = await api()
        .database.db.selectFrom('attempts')
        .select('id')
        .where('key', '=', `pin:${m.user.id}`)
        .execute();
      expect(tries).toEqual([]);
      // The stored request does not hold the PIN, not even hashed with the amount and account.
      const stored = await api()
        .database.db.selectFrom('idempotency_keys')
        .select('request_hash')
        .where('user_id', '=', m.user.id)
        .executeTakeFirstOrThrow();
      const { payPassword: _pin, ...identity } = input;
      expect(stored.request_hash).toBe(hashRequest(calls.withdrawAdd, identity));
      expect(await wallet(api(), m.token)).toMatchObject({ balance: '38.00', frozen: '12.00' });
    });

    it('never shows another merchant a withdrawal (404), and pages the merchant list newest first', async () => {
      const m = await readyToWithdraw(api(), operator.token, '100.00');
      const ids: number[] = [];
      for (const amount of ['10.00', '11.00', '12.00']) {
        ids.push(
          (await withdraw(m.token, { amount, accountId: m.accountId, payPassword: DEMO_PIN })).data.id,
        );
      }
      const stranger = await api().merchant();
      expect((await api().call(calls.withdrawDetail, { id: ids[0] }, { token: stranger.token })).code).toBe(
        404,
      );
      expect((await api().call(calls.withdrawList, {}, { token: stranger.token })).data.items).toEqual([]);
      const first = await api().call(calls.withdrawList, { limit: 2 }, { token: m.token });
      const second = await api().call(
        calls.withdrawList,
        { limit: 2, cursor: first.data.nextCursor },
        { token: m.token },
      );
      expect([...first.data.items, ...second.data.items].map((w: { id: number }) => w.id)).toEqual(
        ids.reverse(),
      );
      expect(second.data.nextCursor).toBeNull();
      await api().call(calls.consoleWithdrawReject, { id: ids[0], reason: 'x' }, { token: operator.token });
      const pending = await api().call(calls.withdrawList, { status: 'pending' }, { token: m.token });
      expect(pending.data.items).toHaveLength(2);
    });
  },
  { dataDir },
);
