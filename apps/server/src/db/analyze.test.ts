import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createPlatformInviteCodes } from '../seed/demo.ts';
import { describeApi } from '../test/harness.ts';
import { analyzeAfterBulkLoad } from './analyze.ts';

describeApi('planner statistics after a bulk load', (api) => {
  /** What the planner believes the table holds; null when it has never been analysed. */
  async function plannerRows(table: string): Promise<number | null> {
    const { database } = api();
    if (database.dialect === 'sqlite') {
      const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = ${table}`
        .execute(database.db)
        .catch(() => ({ rows: [] as { stat: string }[] }));
      return rows[0] ? Number(rows[0].stat.split(' ')[0]) : null;
    }
    // reltuples is -1 until the first ANALYZE (PostgreSQL 14+), 0 on older servers.
    const { rows } = await sql<{ n: number }>`select reltuples::float8 as n from pg_class
        where oid = (quote_ident(current_schema()) || '.' || ${table})::regclass`.execute(database.db);
    const n = Number(rows[0]!.n);
    return n > 0 ? n : null;
  }

  it('tells the planner how many rows a freshly filled table holds', async () => {
    await createPlatformInviteCodes(api().database.db, 300);
    expect(await plannerRows('invite_codes')).toBeNull();
    await analyzeAfterBulkLoad(api().database);
    expect(await plannerRows('invite_codes')).toBe(300);
  });
});
