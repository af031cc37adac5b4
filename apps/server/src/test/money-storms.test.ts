import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calls, fromCents } from '@shopkeeper/contract';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeApi, type Envelope, type TestApi } from './harness.ts';
import { expectLedgerInvariants, ledgerSummary, merchantMoneyViolations } from './money-invariants.ts';
import { addChannel, newTxHash, submitTopUp, walletCents } from './money-requests.ts';
import { signInOperator } from './operator.ts';
import { DEMO_PIN, readyToWithdraw } from './wallet-fixtures.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shopkeeper-money-storms-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const withdrawalsOf = (api: TestApi, userId: number) =>
  api.database.db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).execute();

const topUpsOf = (api: TestApi, userId: number) =>
  api.database.db.selectFrom('topups').selectAll().where('user_id', '=', userId).execute();

// Storms of parallel requests through the HTTP API, each followed by the whole-ledger check.
describeApi(
  'money storms',
  (api) => {
    let operators: { id: number; token: string }[];
    let channelId: number;
    beforeAll(async () => {
      operators = [await signInOperator(api()), await signInOperator(api())];
      channelId = await addChannel(api(), operators[0]!.token);
    });
    afterEach(async () => {
      await expectLedgerInvariants(api().database.db);
    });

    it('50 parallel top-ups with one Idempotency-Key make one top-up, and every answer is the same', async () => {
      const merchant = await api().merchant();
      const fields = { channelId, amount: '35.00', txHash: newTxHash() };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          submitTopUp(api(), merchant.token, fields, { 'idempotency-key': 'storm-one-key' }),
        ),
      );
      expect(answers[0]).toMatchObject({ code: 200, data: { status: 'pending' } });
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      const rows = await topUpsOf(api(), merchant.user.id);
      expect(rows.map((r) => [r.id, r.amount_cents])).toEqual([[answers[0]!.data.id, 3500]]);
    });

    it('one Idempotency-Key on two different requests at once: one top-up, the other request refused with 202', async () => {
      const merchant = await api().merchant();
      const txHash = newTxHash();
      const requests = Array.from({ length: 40 }, (_, i) => ({
        channelId,
        amount: i % 2 ? '21.00' : '22.00',
        txHash,
      }));
      const answers = await Promise.all(
        requests.map((fields) =>
          submitTopUp(api(), merchant.token, fields, { 'idempotency-key': 'storm-two-requests' }),
        ),
      );
      const rows = await topUpsOf(api(), merchant.user.id);
      expect(rows).toHaveLength(1);
      const winner = fromCents(rows[0]!.amount_cents);
      answers.forEach((answer, i) => {
        if (requests[i]!.amount === winner)
          expect(answer).toMatchObject({ code: 200, data: { id: rows[0]!.id } });
        else expect(answer.code).toBe(202);
      });
    });

    it('two operators approving the same top-ups at once credit each once, with the amount of the one who won', async () => {
      const merchant = await api().merchant();
      const submitted = await Promise.all(
        Array.from({ length: 10 }, () =>
          submitTopUp(api(), merchant.token, { channelId, amount: '20.00', txHash: newTxHash() }),
        ),
      );
      const ledgerBefore = await ledgerSummary(api().database.db);
      let expectedCents = 0;
      for (const { data } of submitted) {
        // The two operators also disagree on the amount received: only the winner's is credited.
        const [first, second] = await Promise.all(
          operators.map((operator, i) =>
            api().call(
              calls.consoleTopupApprove,
              { id: data.id, amount: i === 0 ? '20.00' : '19.50' },
              { token: operator.token },
            ),
          ),
        );
        expect([first!.code, second!.code].sort()).toEqual([200, 203]);
        const won = first!.code === 200 ? first! : second!;
        expect(won.data).toMatchObject({
          status: 'approved',
          reviewerId: operators[won === first ? 0 : 1]!.id,
        });
        expectedCents += won === first ? 2000 : 1950;
      }
      expect((await walletCents(api(), merchant.token)).available).toBe(expectedCents);
      const ledgerAfter = await ledgerSummary(api().database.db);
      expect(ledgerAfter.transactions - ledgerBefore.transactions).toBe(10);
    });

    it('an approval racing a rejection: one decision wins, and money moves only if it was the approval', async () => {
      const merchant = await api().merchant();
      const submitted = await Promise.all(
        Array.from({ length: 10 }, () =>
          submitTopUp(api(), merchant.token, { channelId, amount: '15.00', txHash: newTxHash() }),
        ),
      );
      let approvedCents = 0;
      for (const { data } of submitted) {
        const [approve, reject] = await Promise.all([
          api().call(calls.consoleTopupApprove, { id: data.id }, { token: operators[0]!.token }),
          api().call(
            calls.consoleTopupReject,
            { id: data.id, reason: 'Not on chain' },
            { token: operators[1]!.token },
          ),
        ]);
        expect([approve!.code, reject!.code].sort()).toEqual([200, 203]);
        if (approve!.code === 200) approvedCents += 1500;
      }
      const rows = await topUpsOf(api(), merchant.user.id);
      expect(rows.filter((r) => r.status === 'approved').length * 1500).toBe(approvedCents);
      expect(rows.every((r) => r.status !== 'pending')).toBe(true);
      expect((await walletCents(api(), merchant.token)).available).toBe(approvedCents);
    });
    /**
     * The storm: 200 at once, exactly 10 succeed and the rest get 424. The PIN gate
     * (accounts/pay-password.ts) lets at most five tries be judged at once, so of 200 right
     * PINs at once the others answer 202 "busy, try again" — never 446: a right PIN is never
     * called wrong. A client sends a 202 again; here every waiting request goes again at once,
     * round after round, until each has its money answer: exactly 10 succeed and 190 get 424.
     */
    it('200 parallel withdrawals against a balance that covers 10: exactly 10 succeed, the rest 424; balance 0, frozen 10 × amount', async () => {
      const merchant = await readyToWithdraw(api(), operators[0]!.token, '100.00');
      const withdraw = (i: number) =>
        api().call(
          calls.withdrawAdd,
          { amount: '10.00', accountId: merchant.accountId, payPassword: DEMO_PIN },
          { token: merchant.token, headers: { 'idempotency-key': `storm-withdraw-${i}` } },
        );
      // biome-ignore lint/suspicious/noExplicitAny: a test reads whichever answer it got, success or refusal
      const answers = new Map<number, Envelope<any>>();
      const storm = await Promise.all(Array.from({ length: 200 }, (_, i) => withdraw(i)));
      for (const [i, answer] of storm.entries()) answers.set(i, answer);
      expect(storm.filter((a) => ![200, 202, 424].includes(a.code))).toEqual([]);
      const firstWave = storm.filter((a) => a.code === 200).length;
      expect(firstWave).toBeLessThanOrEqual(10);
      expect(await walletCents(api(), merchant.token)).toEqual({
        available: 10_000 - firstWave * 1000,
        frozen: firstWave * 1000,
      });
      let waiting = storm.flatMap((a, i) => (a.code === 202 ? [i] : []));
      while (waiting.length > 0) {
        const again = await Promise.all(waiting.map(withdraw));
        expect(again.filter((a) => ![200, 202, 424].includes(a.code))).toEqual([]);
        for (const [n, answer] of again.entries()) answers.set(waiting[n]!, answer);
        waiting = waiting.filter((_, n) => again[n]!.code === 202);
      }
      const codes = [...answers.values()].map((a) => a.code);
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.filter((c) => c !== 200)).toEqual(Array(190).fill(424));
      expect(await walletCents(api(), merchant.token)).toEqual({ available: 0, frozen: 10 * 1000 });
      const rows = await withdrawalsOf(api(), merchant.user.id);
      expect(rows.map((r) => r.id).sort()).toEqual(
        [...answers.values()]
          .filter((a) => a.code === 200)
          .map((a) => a.data.id)
          .sort(),
      );
      // A refused withdrawal leaves no key behind: its retry runs again rather than replaying 424.
      const keys = await api()
        .database.db.selectFrom('idempotency_keys')
        .select('key')
        .where('user_id', '=', merchant.user.id)
        .execute();
      expect(keys).toHaveLength(10);
    }, 60_000);

    it('50 parallel withdrawals with one Idempotency-Key freeze the amount once; every money answer is the same', async () => {
      const merchant = await readyToWithdraw(api(), operators[0]!.token, '100.00');
      const withdraw = () =>
        api().call(
          calls.withdrawAdd,
          { amount: '12.00', accountId: merchant.accountId, payPassword: DEMO_PIN },
          { token: merchant.token, headers: { 'idempotency-key': 'storm-withdraw-one-key' } },
        );
      const answers = await Promise.all(Array.from({ length: 50 }, withdraw));
      // Repeats that met the PIN gate while the first was being judged answer 202 (see above);
      // sent again, each gets the first answer without another PIN try.
      expect(answers.filter((a) => ![200, 202].includes(a.code))).toEqual([]);
      for (const [i, answer] of answers.entries()) if (answer.code === 202) answers[i] = await withdraw();
      const first = answers.find((a) => a.code === 200)!;
      expect(first).toMatchObject({ code: 200, data: { status: 'pending' } });
      for (const answer of answers) expect(answer).toEqual(first);
      expect(await walletCents(api(), merchant.token)).toEqual({ available: 8800, frozen: 1200 });
      expect(await withdrawalsOf(api(), merchant.user.id)).toHaveLength(1);
    }, 60_000);

    it('two operators deciding the same withdrawals at once (pay and pay, pay and reject): one decision each, money moved once', async () => {
      const merchant = await readyToWithdraw(api(), operators[0]!.token, '100.00');
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await api().call(
          calls.withdrawAdd,
          { amount: '10.00', accountId: merchant.accountId, payPassword: DEMO_PIN },
          { token: merchant.token },
        );
        expect(res.code).toBe(200);
        ids.push(res.data.id);
      }
      let paid = 0;
      let returned = 0;
      for (const [n, id] of ids.entries()) {
        const bothPay = n % 2 === 0;
        const [first, second] = await Promise.all([
          api().call(calls.consoleWithdrawPay, { id }, { token: operators[0]!.token }),
          bothPay
            ? api().call(calls.consoleWithdrawPay, { id }, { token: operators[1]!.token })
            : api().call(
                calls.consoleWithdrawReject,
                { id, reason: 'Account closed' },
                { token: operators[1]!.token },
              ),
        ]);
        expect([first!.code, second!.code].sort()).toEqual([200, 203]);
        if (first!.code === 200 || bothPay) paid += 1000;
        else returned += 1000;
      }
      expect(await walletCents(api(), merchant.token)).toEqual({ available: 2000 + returned, frozen: 0 });
      const rows = await withdrawalsOf(api(), merchant.user.id);
      expect(rows.filter((r) => r.status === 'approved')).toHaveLength(paid / 1000);
      expect(rows.filter((r) => r.status === 'rejected')).toHaveLength(returned / 1000);
      expect(await merchantMoneyViolations(api().database.db)).toEqual([]);
    }, 60_000);
  },
  { dataDir },
);
