import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/index.ts';
import { IN_FLIGHT_MS } from '../../modules/accounts/attempt-counter.ts';
import { testDialects } from '../harness.ts';
import { expectLedgerInvariants, merchantMoneyViolations } from '../money-invariants.ts';
import { newTxHash } from '../money-requests.ts';
import {
  type Actors,
  actorsOn,
  answered,
  decideUpgrade,
  type Merchant,
  type Prepared,
  prepare,
  requestUpgrade,
  storedAnswer,
} from './actors.ts';
import { approveTopUp, buyAd, decideWithdrawal, submitTopUp, withdraw } from './calls.ts';
import { type Answer, type RunningServer, startCrashServer } from './crash-server.ts';

/**
 * SIGKILL the real server in the middle of a storm of money calls, start it again on the
 * same database, and check: the ledger's invariants hold, every request answered 200 is in
 * the database, nothing answered with a refusal is, and a client retrying an unanswered
 * request with its Idempotency-Key moves the money at most once.
 */
const CRASHES = 3;
const MERCHANTS = 4;
const WORKERS = 12;
const MIN_DEPOSIT_CENTS = 1000;

/** What the storm sent and what came back. */
type Sent =
  | { kind: 'topUp'; merchant: Merchant; key: string; txHash: string; cents: number; answer: Answer }
  | { kind: 'approve'; topUpId: number; creditedCents: number; answer: Answer }
  | { kind: 'withdraw'; merchant: Merchant; key: string; cents: number; answer: Answer }
  | { kind: 'decide'; withdrawalId: number; pay: boolean; answer: Answer }
  | { kind: 'ad'; merchant: Merchant; key: string; answer: Answer }
  | { kind: 'upgrade'; merchant: Merchant; key: string; code: string; answer: Answer }
  | { kind: 'decideUpgrade'; upgradeId: number; approve: boolean; answer: Answer };

const newKey = () => randomBytes(8).toString('hex');
const codeOf = (answer: Answer) => (answered(answer) ? answer.code : 'unanswered');
const idOf = (answer: Answer) => (answer as { data: { id: number } }).data.id;

/**
 * A client's retry after a crash: 202 means PIN tries cut off by the kill still look in
 * flight to the PIN gate; it passes once they are older than IN_FLIGHT_MS.
 */
async function untilPinJudged(send: () => Promise<Answer>) {
  const giveUpAt = Date.now() + IN_FLIGHT_MS + 5_000;
  for (;;) {
    const answer = await send();
    if (codeOf(answer) !== 202 || Date.now() > giveUpAt) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function boostCount(database: DatabaseHandle, userId: number) {
  const rows = await database.db.selectFrom('ad_boosts').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

/**
 * WORKERS clients at once: merchants submit top-ups (some below the minimum), withdrawals
 * (some beyond their balance) and tier upgrades (their deposit held; some short, some while
 * one waits), the operator approves the top-ups, pays or rejects the withdrawals and approves
 * or rejects the upgrades accepted so far, until `killAfter` answers have come back: then
 * the server is SIGKILLed with the rest in flight.
 */
async function storm(server: RunningServer, actors: Actors, killAfter: number): Promise<Sent[]> {
  const sent: Sent[] = [];
  const topUps: { id: number; cents: number }[] = [];
  const withdrawals: number[] = [];
  const upgrades: number[] = [];
  let answers = 0;
  let killed: Promise<void> | undefined;
  let dead = false;
  const take = <T>(list: T[]) => list.splice(randomInt(list.length), 1)[0]!;
  const next = async (): Promise<Sent> => {
    const roll = randomInt(100);
    const merchant = actors.merchants[randomInt(actors.merchants.length)]!;
    if (roll < 22 && topUps.length > 0) {
      const topUp = take(topUps);
      // Now and then the operator received a different amount.
      const creditedCents = randomInt(4) === 0 ? topUp.cents - 100 : topUp.cents;
      const answer = await approveTopUp(server.origin, actors, topUp.id, creditedCents);
      return { kind: 'approve', topUpId: topUp.id, creditedCents, answer };
    }
    if (roll < 44) {
      const cents = 1000 + randomInt(4000);
      const key = newKey();
      return {
        kind: 'withdraw',
        merchant,
        key,
        cents,
        answer: await withdraw(server.origin, merchant, cents, key),
      };
    }
    if (roll < 56 && withdrawals.length > 0) {
      const withdrawalId = take(withdrawals);
      const pay = randomInt(2) === 0;
      return {
        kind: 'decide',
        withdrawalId,
        pay,
        answer: await decideWithdrawal(server.origin, actors, withdrawalId, pay),
      };
    }
    if (roll < 62) {
      // An hour's boost: one merchant's first succeeds, the next ones while it runs are 453.
      const key = newKey();
      return { kind: 'ad', merchant, key, answer: await buyAd(server.origin, actors, merchant, key) };
    }
    if (roll < 68) {
      // Merchant (100.00) or business partner (500.00): the latter is often beyond the balance.
      const code = randomInt(3) === 0 ? 'partner' : 'merchant';
      const key = newKey();
      return {
        kind: 'upgrade',
        merchant,
        key,
        code,
        answer: await requestUpgrade(server.origin, merchant, code, key),
      };
    }
    if (roll < 73 && upgrades.length > 0) {
      const upgradeId = take(upgrades);
      const approve = randomInt(2) === 0;
      return {
        kind: 'decideUpgrade',
        upgradeId,
        approve,
        answer: await decideUpgrade(server.origin, actors.operator, upgradeId, approve),
      };
    }
    // One in eight below the minimum deposit (10.00): refused with 448.
    const cents = randomInt(8) === 0 ? 500 : MIN_DEPOSIT_CENTS + randomInt(20_000);
    const [txHash, key] = [newTxHash(), newKey()];
    const answer = await submitTopUp(server.origin, actors, merchant, cents, txHash, key);
    return { kind: 'topUp', merchant, key, txHash, cents, answer };
  };
  // Two top-ups waiting before the storm, so approvals are in it from the first request:
  // submissions (pictures re-encoded) are the slowest calls, and on a busy machine a storm
  // could end before one was answered, leaving nothing to approve.
  for (const merchant of actors.merchants.slice(0, 2)) {
    const cents = MIN_DEPOSIT_CENTS + randomInt(20_000);
    const [txHash, key] = [newTxHash(), newKey()];
    const answer = await submitTopUp(server.origin, actors, merchant, cents, txHash, key);
    sent.push({ kind: 'topUp', merchant, key, txHash, cents, answer });
    if (answered(answer) && answer.code === 200) topUps.push({ id: idOf(answer), cents });
  }
  const worker = async () => {
    // Sending goes on until the kill: every worker ends on a request the server never answers.
    while (!dead) {
      const record = await next();
      sent.push(record);
      if (!answered(record.answer)) return;
      if (record.answer.code === 200 && record.kind === 'topUp')
        topUps.push({ id: idOf(record.answer), cents: record.cents });
      if (record.answer.code === 200 && record.kind === 'withdraw') withdrawals.push(idOf(record.answer));
      if (record.answer.code === 200 && record.kind === 'upgrade') upgrades.push(idOf(record.answer));
      // A few milliseconds after the answer that reached the count, so the kill lands inside
      // the requests then in flight, not just between them.
      if (++answers >= killAfter)
        killed ??= new Promise((resolve) => setTimeout(resolve, randomInt(20)))
          .then(() => server.kill())
          .then(() => {
            dead = true;
          });
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await killed;
  return sent;
}

async function upgradeCount(database: DatabaseHandle, userId: number) {
  const rows = await database.db
    .selectFrom('tier_upgrades')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

async function withdrawalCount(database: DatabaseHandle, userId: number) {
  const rows = await database.db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

/** After the restart: every answer the storm got is borne out by what the database holds. */
async function expectAnswersKept(database: DatabaseHandle, sent: Sent[]) {
  const { db } = database;
  for (const record of sent) {
    if (!answered(record.answer)) continue;
    const { code } = record.answer;
    switch (record.kind) {
      case 'topUp': {
        const rows = await db
          .selectFrom('topups')
          .select(['id', 'amount_cents'])
          .where('tx_hash', '=', record.txHash)
          .execute();
        expect([200, 448]).toContain(code);
        expect(rows).toEqual(code === 200 ? [{ id: idOf(record.answer), amount_cents: record.cents }] : []);
        break;
      }
      case 'approve': {
        // Each top-up is approved by one request only, so an answered approval is a 200.
        expect(code).toBe(200);
        const row = await db
          .selectFrom('topups')
          .select(['status', 'credited_cents'])
          .where('id', '=', record.topUpId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: 'approved', credited_cents: record.creditedCents });
        break;
      }
      case 'withdraw': {
        // 424 past the balance; 202 when five PINs of one merchant were being checked at once.
        expect([200, 202, 424]).toContain(code);
        expect((await storedAnswer(database, record.merchant.id, record.key)) !== undefined).toBe(
          code === 200,
        );
        if (code === 200) {
          const row = await db
            .selectFrom('withdrawals')
            .select(['user_id', 'amount_cents'])
            .where('id', '=', idOf(record.answer))
            .executeTakeFirstOrThrow();
          expect(row).toEqual({ user_id: record.merchant.id, amount_cents: record.cents });
        }
        break;
      }
      case 'ad': {
        // 453 while the shop's boost runs; 202 when five PINs of one merchant were being checked at once.
        expect([200, 202, 424, 453]).toContain(code);
        expect((await storedAnswer(database, record.merchant.id, record.key)) !== undefined).toBe(
          code === 200,
        );
        if (code === 200) {
          const row = await db
            .selectFrom('ad_boosts')
            .select('user_id')
            .where('id', '=', idOf(record.answer))
            .executeTakeFirstOrThrow();
          expect(row.user_id).toBe(record.merchant.id);
        }
        break;
      }
      case 'decide': {
        expect(code).toBe(200);
        const row = await db
          .selectFrom('withdrawals')
          .select('status')
          .where('id', '=', record.withdrawalId)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe(record.pay ? 'approved' : 'rejected');
        break;
      }
      case 'upgrade': {
        // 203 past the tier or while one waits, 424 short, 202 when PINs were being checked at once.
        expect([200, 202, 203, 424]).toContain(code);
        expect((await storedAnswer(database, record.merchant.id, record.key)) !== undefined).toBe(
          code === 200,
        );
        if (code === 200) {
          const row = await db
            .selectFrom('tier_upgrades')
            .select(['user_id', 'to_tier'])
            .where('id', '=', idOf(record.answer))
            .executeTakeFirstOrThrow();
          expect(row).toEqual({ user_id: record.merchant.id, to_tier: record.code });
        }
        break;
      }
      case 'decideUpgrade': {
        expect(code).toBe(200);
        const row = await db
          .selectFrom('tier_upgrades')
          .select('status')
          .where('id', '=', record.upgradeId)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe(record.approve ? 'approved' : 'rejected');
        break;
      }
    }
  }
}

/**
 * The client's side of a crash: a request that got no answer is sent again (a money call
 * with the same Idempotency-Key). Whether or not the first attempt committed, money moves once.
 */
async function retryUnanswered(origin: string, actors: Actors, database: DatabaseHandle, sent: Sent[]) {
  const { db } = database;
  for (const record of sent) {
    if (answered(record.answer)) continue;
    switch (record.kind) {
      case 'topUp': {
        const retry = await submitTopUp(
          origin,
          actors,
          record.merchant,
          record.cents,
          record.txHash,
          record.key,
        );
        const rows = await db
          .selectFrom('topups')
          .select('id')
          .where('tx_hash', '=', record.txHash)
          .execute();
        const expected = record.cents < MIN_DEPOSIT_CENTS ? 448 : 200;
        expect(codeOf(retry)).toBe(expected);
        expect(rows).toEqual(expected === 200 ? [{ id: idOf(retry) }] : []);
        break;
      }
      case 'withdraw': {
        // What the first attempt left: its stored answer if it committed before the kill.
        const firstAnswer = await storedAnswer<{ id: number }>(database, record.merchant.id, record.key);
        const before = await withdrawalCount(database, record.merchant.id);
        const retry = await untilPinJudged(() => withdraw(origin, record.merchant, record.cents, record.key));
        const created = (await withdrawalCount(database, record.merchant.id)) - before;
        // Committed before the kill: the retry answers it again (no PIN try) and creates nothing.
        if (firstAnswer) expect(retry).toMatchObject({ code: 200, data: { id: firstAnswer.id } });
        expect(created).toBe(!firstAnswer && codeOf(retry) === 200 ? 1 : 0);
        // Never 446: a PIN try cut off by the kill is neither a failure nor, after a while, in
        // flight (accounts/attempt-counter.ts IN_FLIGHT_MS).
        expect([200, 424]).toContain(codeOf(retry));
        expect((await storedAnswer(database, record.merchant.id, record.key)) !== undefined).toBe(
          codeOf(retry) === 200,
        );
        if (codeOf(retry) === 200) {
          const row = await db
            .selectFrom('withdrawals')
            .select('amount_cents')
            .where('id', '=', idOf(retry))
            .executeTakeFirstOrThrow();
          expect(row.amount_cents).toBe(record.cents);
        }
        break;
      }
      case 'ad': {
        const firstAnswer = await storedAnswer<{ id: number }>(database, record.merchant.id, record.key);
        const before = await boostCount(database, record.merchant.id);
        const retry = await buyAd(origin, actors, record.merchant, record.key);
        const created = (await boostCount(database, record.merchant.id)) - before;
        // Committed before the kill: the same answer again, nothing new.
        if (firstAnswer) expect(retry).toMatchObject({ code: 200, data: { id: firstAnswer.id } });
        expect(created).toBe(!firstAnswer && codeOf(retry) === 200 ? 1 : 0);
        expect([200, 202, 424, 453]).toContain(codeOf(retry));
        break;
      }
      case 'upgrade': {
        const firstAnswer = await storedAnswer<{ id: number }>(database, record.merchant.id, record.key);
        const before = await upgradeCount(database, record.merchant.id);
        const retry = await untilPinJudged(() =>
          requestUpgrade(origin, record.merchant, record.code, record.key),
        );
        const created = (await upgradeCount(database, record.merchant.id)) - before;
        // Committed before the kill: the retry answers it again and holds nothing more.
        if (firstAnswer) expect(retry).toMatchObject({ code: 200, data: { id: firstAnswer.id } });
        expect(created).toBe(!firstAnswer && codeOf(retry) === 200 ? 1 : 0);
        expect([200, 203, 424]).toContain(codeOf(retry));
        break;
      }
      case 'approve':
      case 'decide':
      case 'decideUpgrade': {
        // 200 if the first attempt died before committing, 203 if it had committed.
        const retry =
          record.kind === 'approve'
            ? await approveTopUp(origin, actors, record.topUpId, record.creditedCents)
            : record.kind === 'decide'
              ? await decideWithdrawal(origin, actors, record.withdrawalId, record.pay)
              : await decideUpgrade(origin, actors.operator, record.upgradeId, record.approve);
        expect([200, 203]).toContain(codeOf(retry));
        break;
      }
    }
  }
}

for (const dialect of testDialects()) {
  describe(`crash: the server SIGKILLed mid-storm and started again [${dialect}]`, () => {
    let prepared: Prepared | undefined;
    let server: RunningServer | undefined;
    afterAll(async () => {
      await server?.kill();
      await prepared?.cleanUp();
    });

    it(`keeps the ledger whole and every answered request, ${CRASHES} times over`, async () => {
      prepared = await prepare(dialect, MERCHANTS);
      server = await startCrashServer(prepared.env);
      const actors = await actorsOn(server.origin, prepared);
      const database = prepared.open();
      const kinds = new Map<string, number>();
      const tried = new Set<string>();
      try {
        for (let crash = 1; crash <= CRASHES; crash++) {
          const sent = await storm(server, actors, 20 + randomInt(25));
          expect(sent.some((s) => !answered(s.answer))).toBe(true); // the kill landed mid-storm
          for (const s of sent) {
            if (answered(s.answer)) tried.add(s.kind);
            if (answered(s.answer) && s.answer.code === 200) kinds.set(s.kind, (kinds.get(s.kind) ?? 0) + 1);
          }
          server = await startCrashServer(prepared.env);
          // Sessions live in the database: the same tokens work on the new process.
          await expectLedgerInvariants(database.db);
          expect(await merchantMoneyViolations(database.db)).toEqual([]);
          await expectAnswersKept(database, sent);
          await retryUnanswered(server.origin, actors, database, sent);
          await expectLedgerInvariants(database.db);
          expect(await merchantMoneyViolations(database.db)).toEqual([]);
        }
        // The wallet's money calls succeeded somewhere in the storms, so each was tested. An ad
        // or an upgrade succeeds only with the balance for it and none running or waiting, which
        // a short storm may not reach: each was at least answered, and the invariants held.
        expect([...kinds.keys()].sort()).toEqual(
          expect.arrayContaining(['approve', 'decide', 'topUp', 'withdraw']),
        );
        expect([...tried].sort()).toEqual(expect.arrayContaining(['ad', 'upgrade']));
        await server.stop();
      } finally {
        await database.destroy();
      }
    }, 90_000);
  });
}
