import { randomBytes, randomInt } from 'node:crypto';
import { calls, fromCents } from '@shopkeeper/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Actors,
  actorsOn,
  answered,
  type Merchant,
  type Prepared,
  prepare,
} from '../test/crash/actors.ts';
import { type Answer, type RunningServer, send, startCrashServer } from '../test/crash/crash-server.ts';
import { expectLedgerInvariants } from '../test/money-invariants.ts';
import { multipartTopUp, newTxHash, proofImage } from '../test/money-requests.ts';
import { reportFigures } from '../test/verify-report.ts';
import { DEMO_PIN } from '../test/wallet-fixtures.ts';
import type { DatabaseHandle } from './index.ts';

/**
 * Every write answered 200 is still there after the server is SIGKILLed (docs/decisions/
 * 034-group-commit.md): the real server on a SQLite file (synchronous FULL, group commit), a
 * storm of concurrent withdrawals and top-up approvals, the kill with requests in flight,
 * then the file reopened and each answered write looked up. A SIGKILL ends the process, not
 * the machine: the OS keeps what was written, so this shows that no answer precedes its
 * COMMIT, not what a power cut does (the decision record says how that could be tested).
 */
const MERCHANTS = 3;
const WORKERS = 16;
const WAITING_TOP_UPS = 12;

type Written =
  | { kind: 'withdraw'; merchant: Merchant; key: string; cents: number; answer: Answer }
  | { kind: 'approve'; topUpId: number; answer: Answer };

const asOperator = (actors: Actors) => ({ authorization: actors.operator });

/** Top-ups submitted before the storm, so it has approvals to make from its first request. */
async function waitingTopUps(origin: string, actors: Actors) {
  const ids: number[] = [];
  for (let i = 0; i < WAITING_TOP_UPS; i++) {
    const merchant = actors.merchants[i % actors.merchants.length]!;
    const body = multipartTopUp(
      { channelId: actors.channelId, amount: fromCents(1000 + randomInt(9000)), txHash: newTxHash() },
      await proofImage(),
    );
    const answer = await send(origin, calls.topUpSubmit.path, body.payload, {
      ...body.headers,
      authorization: merchant.token,
    });
    if (!answered(answer) || answer.code !== 200) throw new Error(`top-up: ${JSON.stringify(answer)}`);
    ids.push((answer.data as { id: number }).id);
  }
  return ids;
}

/** WORKERS clients withdraw and approve at once until `killAfter` answers, then the kill. */
async function storm(server: RunningServer, actors: Actors, topUps: number[], killAfter: number) {
  const written: Written[] = [];
  let answers = 0;
  let killed: Promise<void> | undefined;
  const worker = async () => {
    for (;;) {
      const record: Written =
        topUps.length > 0 && randomInt(3) === 0
          ? await (async () => {
              const topUpId = topUps.shift()!;
              const answer = await send(
                server.origin,
                calls.consoleTopupApprove.path,
                { id: topUpId },
                asOperator(actors),
              );
              return { kind: 'approve' as const, topUpId, answer };
            })()
          : await (async () => {
              const merchant = actors.merchants[randomInt(actors.merchants.length)]!;
              const key = randomBytes(8).toString('hex');
              const cents = 1000 + randomInt(2000); // the minimum withdrawal is 10.00
              const answer = await send(
                server.origin,
                calls.withdrawAdd.path,
                { amount: fromCents(cents), accountId: merchant.accountId, payPassword: DEMO_PIN },
                { authorization: merchant.token, 'idempotency-key': key },
              );
              return { kind: 'withdraw' as const, merchant, key, cents, answer };
            })();
      written.push(record);
      if (!answered(record.answer)) return;
      if (++answers >= killAfter) killed ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await killed;
  return written;
}

/** Whether the database holds what a 200 answered. */
async function found(database: DatabaseHandle, record: Written): Promise<boolean> {
  const id = (record.answer as { data: { id: number } }).data.id;
  if (record.kind === 'approve') {
    const row = await database.db
      .selectFrom('topups')
      .select('status')
      .where('id', '=', record.topUpId)
      .executeTakeFirst();
    return row?.status === 'approved';
  }
  const row = await database.db
    .selectFrom('withdrawals')
    .innerJoin('idempotency_keys', (join) =>
      join
        .onRef('idempotency_keys.user_id', '=', 'withdrawals.user_id')
        .on('idempotency_keys.key', '=', record.key),
    )
    .select(['withdrawals.user_id', 'withdrawals.amount_cents'])
    .where('withdrawals.id', '=', id)
    .executeTakeFirst();
  return row?.user_id === record.merchant.id && row.amount_cents === record.cents;
}

describe('durability: every write answered 200 survives a SIGKILL [sqlite]', () => {
  let prepared: Prepared | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.kill();
    await prepared?.cleanUp();
  });

  it('finds every answered withdrawal and approval in the reopened file', async () => {
    prepared = await prepare('sqlite', MERCHANTS);
    server = await startCrashServer(prepared.env);
    const actors = await actorsOn(server.origin, prepared, '900.00');
    const topUps = await waitingTopUps(server.origin, actors);
    const written = await storm(server, actors, topUps, 60 + randomInt(40));
    expect(written.some((w) => !answered(w.answer))).toBe(true); // the kill landed mid-storm

    const database = prepared.open();
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      expect(rows[0]?.synchronous).toBe(2); // openDatabase's FULL, as the server ran
      const ok = written.filter((w) => answered(w.answer) && w.answer.code === 200);
      const lost: Written[] = [];
      for (const record of ok) if (!(await found(database, record))) lost.push(record);
      // Both kinds were answered in the storm, so both were checked.
      expect(new Set(ok.map((w) => w.kind))).toEqual(new Set(['withdraw', 'approve']));
      expect(lost).toEqual([]);
      await expectLedgerInvariants(database.db);
      reportFigures('durability', 'sqlite', {
        synchronous: 'FULL',
        answeredBeforeKill: ok.length,
        foundAfterRestart: ok.length - lost.length,
        lost: lost.length,
      });
    } finally {
      await database.destroy();
    }
  }, 120_000);
});
