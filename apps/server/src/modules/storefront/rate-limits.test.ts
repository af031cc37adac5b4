import { ErrorCode } from '@shopkeeper/contract';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeApi } from '../../test/harness.ts';
import { secondServer } from '../../test/second-server.ts';
import { limitRate, RATE_LIMITS } from './rate-limits.ts';
import { hashed } from './visits.ts';

const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'allowed',
    (error: { code?: number }) => (error.code === ErrorCode.OPERATION_BUSY ? 'busy' : `failed: ${error}`),
  );

describeApi("buyers' rate limits with requests at once", (api) => {
  it('admits exactly the limit from a burst spread over two servers', async () => {
    const servers = secondServer(api());
    try {
      const address = '10.77.0.1';
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          outcome(limitRate((i % 2 ? servers.second : servers.first).database, 'order', address)),
        ),
      );
      expect(answers.filter((a) => a === 'allowed')).toHaveLength(RATE_LIMITS.order.max);
      expect(answers.filter((a) => a === 'busy')).toHaveLength(40 - RATE_LIMITS.order.max);
    } finally {
      await servers.close();
    }
  });

  it('waits for an earlier request still being recorded and counts it (PostgreSQL: no overtaking)', async () => {
    if (api().database.dialect !== 'postgres') return; // SQLite's transactions are serial
    const address = '10.77.0.2';
    for (let i = 0; i < RATE_LIMITS.order.max - 1; i++) await limitRate(api().database, 'order', address);
    // An earlier request, on another connection, has its row written but not yet committed.
    const earlier = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${api().database.pgSchema}`,
    });
    await earlier.connect();
    try {
      const key = `order:${hashed(address)}`;
      await earlier.query('begin');
      await earlier.query('select pg_advisory_xact_lock(24025, hashtext($1))', [key]);
      await earlier.query('insert into storefront_requests (key, at) values ($1, $2)', [key, Date.now()]);
      let settled = false;
      const later = outcome(limitRate(api().database, 'order', address)).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await earlier.query('commit');
      // Nine before, the earlier one, and this one: eleven, one past the limit.
      expect(await later).toBe('busy');
    } finally {
      await earlier.end();
    }
  });
});
