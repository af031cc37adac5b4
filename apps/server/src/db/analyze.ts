import { sql } from 'kysely';
import type { DatabaseHandle } from './index.ts';

/**
 * Fresh planner statistics after a bulk load (the demo seed, a bench's fill, an import): a
 * planner that still believes a table is empty picks nested loops over what are now 100,000
 * rows. Production PostgreSQL gets them from autovacuum within a minute (docs/deploy.md), but
 * a database with autovacuum off — as on the machines the tests and benches run on — never
 * does: one bench's reads turned into billions of row reads that way.
 *
 * On PostgreSQL only the tables of this handle's schema are analysed: a bare `ANALYZE` walks
 * every table of every schema in the database, which on a shared test database is every
 * other test's too. On SQLite, `ANALYZE` writes sqlite_stat1 for the one file.
 */
export async function analyzeAfterBulkLoad(database: DatabaseHandle): Promise<void> {
  if (database.dialect === 'sqlite') {
    await sql`analyze`.execute(database.db);
    return;
  }
  const tables = await tableNames(database);
  if (tables.length === 0) return;
  await sql`analyze ${sql.join(tables.map((name) => sql.table(name)))}`.execute(database.db);
}

/** The database's tables (this handle's schema on PostgreSQL), found at run time, sorted. */
export async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const { rows } =
    database.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          database.db,
        )
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(database.db);
  return rows.map((row) => row.name).sort();
}
