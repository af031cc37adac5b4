import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { testDialects } from '../test/harness.ts';
import { openDatabase } from './index.ts';

// LISTEN holds a session open, which a transaction-mode pooler cannot give: the listening
// connections go to DATABASE_DIRECT_URL when it is set (docs/deploy.md).
it.runIf(testDialects().includes('postgres'))(
  'opens listening connections at the direct URL and pooled queries at the main one',
  async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const withName = (name: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${name}`;
    const handle = openDatabase({ url: withName('pooled'), directUrl: withName('direct'), poolSize: 1 });
    const client = handle.directClient!();
    try {
      await client.connect();
      const direct = await client.query<{ name: string }>(
        `select current_setting('application_name') as name`,
      );
      const { rows } = await sql<{
        name: string;
      }>`select current_setting('application_name') as name`.execute(handle.db);
      expect({ direct: direct.rows[0]!.name, pooled: rows[0]!.name }).toEqual({
        direct: 'direct',
        pooled: 'pooled',
      });
    } finally {
      await client.end();
      await handle.destroy();
    }
  },
);
