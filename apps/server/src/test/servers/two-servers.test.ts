import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setSetting } from '../../modules/settings/service.ts';
import {
  actorsOn,
  addGoods,
  listInShowcases,
  type Prepared,
  prepare,
  statusCounts,
} from '../crash/actors.ts';
import { testDialects } from '../harness.ts';
import { expectLedgerInvariants, merchantMoneyViolations } from '../money-invariants.ts';
import { reportFigures } from '../verify-report.ts';
import { deliveriesAcross, revocationsAcross } from './across.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { jobPasses, notificationsTwice, orderEventsTwice, refundsTwice } from './jobs-once.ts';
import { expectLimitsHeld, tryLimits } from './limits.ts';
import { storm, succeeded, successesInDatabase } from './storm.ts';

/**
 * Two server processes on one PostgreSQL behind a round-robin proxy (docs/deploy.md), every
 * job running on both: a storm of buyers' orders, merchants' order payments, top-ups and
 * their approvals, withdrawals and their decisions, and ads, spread over both; at the same
 * time bursts at every limit that must hold across servers; then the ledger's invariants,
 * every success found in the database, each limit's count exact, each job's work done once,
 * live events crossing from one server to a stream on the other, and revoked sessions
 * refused on the other server. PostgreSQL only: SQLite is one machine's file, one writer.
 */
const RUNS = Math.max(1, Number(process.env.VERIFY_RUNS ?? 1));
/** The storm lasts this long and this many requests at least (a busy machine answers slowly). */
const STORM_MS = 6_000 * RUNS;
const STORM_REQUESTS = 150 * RUNS;
const WORKERS = 10;
/** Payment to settlement about 10 s; unpaid orders cancelled after 2.6 s. */
const DEMO_SPEED = '100000';
/** Idempotency keys past their retention before the servers start: the clean-up's work. */
const EXPIRED_KEYS = 30;

const postgres = testDialects().includes('postgres');

describe.runIf(postgres)('two servers behind a proxy on one PostgreSQL', () => {
  let prepared: Prepared | undefined;
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.stop('kill');
    await prepared?.cleanUp();
  });

  it('keeps the ledger, every limit, each job once, live events and revocations across servers', async () => {
    prepared = await prepare('postgres', 4);
    const database = prepared.open();
    const paymentsLog = path.join(prepared.env.CRASH_DATA_DIR!, 'payments.log');
    const jobsLog = path.join(prepared.env.CRASH_DATA_DIR!, 'jobs.log');
    try {
      // Storefronts stay open while orders wait unpaid (a closed one would refuse the
      // per-address burst's orders for another reason); unpaid orders are still cancelled.
      await setSetting(database.db, 'orderUnpaidCloseShopHours', 1_000_000);
      const day = 86_400_000;
      const owner = await database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      await database.db
        .insertInto('idempotency_keys')
        .values(
          Array.from({ length: EXPIRED_KEYS }, (_, n) => ({
            user_id: owner.id,
            key: `expired-${n}`,
            request_hash: 'x',
            response: '{}',
            created_at: Date.now() - 2 * day,
          })),
        )
        .execute();
      cluster = await startCluster(
        {
          ...prepared.env,
          SHOPKEEPER_DEMO_SPEED: DEMO_SPEED,
          SANDBOX_WAREHOUSE: 'true',
          TRUST_PROXY: '127.0.0.1',
          CRASH_PAYMENTS_LOG: paymentsLog,
          CRASH_JOBS_LOG: jobsLog,
          CRASH_JOBS_EVERY_MS: '300',
        },
        2,
      );
      const origin = cluster.proxy.origin;
      const actors = await actorsOn(origin, prepared);
      const [goodsForShops, ...goodsToList] = await addGoods(origin, actors.operator, {
        count: 31,
        cost: '8.00',
        price: '10.00',
        productNo: 'SK-TWO',
      });
      const [limited, shopOwners] = [actors.merchants.slice(0, 2), actors.merchants.slice(2)];
      const shops = await listInShowcases(origin, shopOwners, goodsForShops!, '10.00');

      let timeUp = false;
      let limitsDone = false;
      const [sent, limits, deliveryMs] = await Promise.all([
        storm({
          origin,
          actors,
          shops,
          workers: WORKERS,
          over: (count) => timeUp && limitsDone && count >= STORM_REQUESTS,
        }),
        Promise.all(
          limited.map((merchant, n) =>
            tryLimits({ origin, actors, merchant, goodsIds: goodsToList, shop: shops[n]! }),
          ),
        ).finally(() => {
          limitsDone = true;
        }),
        deliveriesAcross(cluster, actors, limited[0]!),
        new Promise((resolve) => setTimeout(resolve, STORM_MS)).then(() => {
          timeUp = true;
        }),
      ]);
      const limitResults = limits.flatMap((l) => l.results);
      // Each kind of call succeeded somewhere in the storm, so each was tested across servers.
      const kinds = new Set(sent.filter(succeeded).map((s) => s.kind));
      expect([...kinds].sort()).toEqual(
        expect.arrayContaining(['approve', 'decide', 'order', 'pay', 'topUp', 'withdraw']),
      );
      const revokedMs = await revocationsAcross(
        cluster,
        actors,
        limits.flatMap((l) => l.invitations),
      );

      await expectLedgerInvariants(database.db);
      expect(await merchantMoneyViolations(database.db)).toEqual([]);
      const found = await successesInDatabase(database, sent);
      expect(found.missing).toEqual([]);
      expectLimitsHeld(limitResults);

      // The jobs go on: paid orders reach settlement, unpaid ones are cancelled (and refunded).
      const giveUpAt = Date.now() + 60_000;
      let counts = await statusCounts(database);
      while (!(counts.completed && counts['cancelled:unpaid_timeout']) && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        counts = await statusCounts(database);
      }
      expect(counts).toMatchObject({
        completed: expect.any(Number),
        'cancelled:unpaid_timeout': expect.any(Number),
      });
      expect(await orderEventsTwice(database)).toEqual([]);
      expect(await notificationsTwice(database)).toEqual([]);
      const refunds = refundsTwice(paymentsLog);
      expect(refunds.twice).toEqual([]);
      expect(refunds.refunds).toBeGreaterThan(0);
      const passes = jobPasses(jobsLog);
      expect(passes).toMatchObject({ servers: 2, daysChecked: 1, keysDeleted: EXPIRED_KEYS, errors: [] });
      await expectLedgerInvariants(database.db);
      expect(await merchantMoneyViolations(database.db)).toEqual([]);

      const jobsRunOnce = 5; // order moves, notifications, buyer refunds, the nightly check, the clean-up
      reportFigures('two-servers', 'postgres', {
        requests: sent.length,
        successes: found.answeredSuccesses,
        limitsChecked: limitResults.length,
        limitsHeld: limitResults.filter((r) => r.accepted === r.limit).length,
        jobsRunOnce,
        crossServerDeliveries: deliveryMs.length,
        revokedRefusedMs: Math.max(...revokedMs),
      });
      await cluster.stop();
    } finally {
      await database.destroy();
    }
  }, 170_000);
});
