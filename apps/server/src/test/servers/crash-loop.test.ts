import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { actorsOn, addGoods, listInShowcases, type Prepared, prepare } from '../crash/actors.ts';
import { testDialects } from '../harness.ts';
import { ledgerViolations, merchantMoneyViolations } from '../money-invariants.ts';
import { reportFigures } from '../verify-report.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { type Sent, storm, succeeded, successesInDatabase } from './storm.ts';

/**
 * The crash loop: two servers on one PostgreSQL behind the proxy, a storm of orders, order
 * payments, top-ups and approvals, withdrawals and decisions and ads through it, and one
 * server SIGKILLed at a random moment twenty times (it leaves the proxy's turn, its requests
 * in flight die with it, and it is started again while the other serves). After each kill,
 * with the storm still going: the ledger's invariants hold, every merchant's money is what
 * their records say, and every request answered 200 so far is in the database.
 */
const KILLS = 20;
/**
 * Few clients: a restart (tsx loading the server) competes for the CPU with the storm the
 * other server answers, and twenty of them are most of this test's time.
 */
const WORKERS = 4;

const postgres = testDialects().includes('postgres');

describe.runIf(postgres)('crash loop: one of two servers SIGKILLed twenty times mid-storm [postgres]', () => {
  let prepared: Prepared | undefined;
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.stop('kill');
    await prepared?.cleanUp();
  });

  it(`keeps the ledger whole and every answered success, ${KILLS} kills over`, async () => {
    prepared = await prepare('postgres', 3);
    const database = prepared.open();
    let over = false;
    let stormRun: Promise<Sent[]> | undefined;
    try {
      cluster = await startCluster(
        {
          ...prepared.env,
          SHOPKEEPER_DEMO_SPEED: '100000',
          SANDBOX_WAREHOUSE: 'true',
          TRUST_PROXY: '127.0.0.1',
        },
        2,
      );
      const origin = cluster.proxy.origin;
      const actors = await actorsOn(origin, prepared, '600.00');
      const [goodsId] = await addGoods(origin, actors.operator, {
        count: 1,
        cost: '8.00',
        price: '10.00',
        productNo: 'SK-LOOP',
      });
      const shops = await listInShowcases(origin, actors.merchants, goodsId!, '10.00');
      const sent: Sent[] = [];
      stormRun = storm({ origin, actors, shops, workers: WORKERS, over: () => over, sent });
      const figures = { answeredSuccesses: 0, foundInDatabase: 0, invariantChecks: 0, violations: 0 };
      let servedWhileDown = 0;
      for (let kill = 1; kill <= KILLS; kill++) {
        await new Promise((resolve) => setTimeout(resolve, 100 + randomInt(1000)));
        const slot = randomInt(2);
        await cluster.kill(slot);
        const killedAt = sent.length;
        const restarted = cluster.restart(slot);
        const answeredSoFar = sent.slice();
        const [ledger, money, found] = await Promise.all([
          ledgerViolations(database.db),
          merchantMoneyViolations(database.db),
          successesInDatabase(database, answeredSoFar),
        ]);
        expect({ kill, ledger, money }).toEqual({ kill, ledger: {}, money: [] });
        expect(found.missing).toEqual([]);
        figures.invariantChecks += 2;
        figures.violations += Object.keys(ledger).length + money.length;
        figures.answeredSuccesses = found.answeredSuccesses;
        figures.foundInDatabase = found.foundInDatabase;
        await restarted;
        servedWhileDown += sent.slice(killedAt).filter(succeeded).length;
      }
      over = true;
      const all = await stormRun;
      const found = await successesInDatabase(database, all);
      expect(found.missing).toEqual([]);
      expect(await ledgerViolations(database.db)).toEqual({});
      expect(await merchantMoneyViolations(database.db)).toEqual([]);
      // The proxy kept the storm going on the other server while the killed one restarted.
      expect(servedWhileDown).toBeGreaterThan(0);
      // Each kind of money call succeeded somewhere in the storm, so each was tested.
      const kinds = new Set(all.filter(succeeded).map((s) => s.kind));
      expect([...kinds].sort()).toEqual(
        expect.arrayContaining(['approve', 'order', 'pay', 'topUp', 'withdraw']),
      );
      figures.invariantChecks += 2;
      figures.answeredSuccesses = found.answeredSuccesses;
      figures.foundInDatabase = found.foundInDatabase;
      reportFigures('crash-loop', 'postgres', { kills: KILLS, ...figures });
      await cluster.stop();
    } finally {
      over = true;
      await stormRun?.catch(() => undefined);
      await database.destroy();
    }
  }, 900_000); // 20 restarts of tsx beside the other test files: 4–5 min on 2 busy cores
});
