import { type Kysely, type Migration, Migrator } from 'kysely';
import type { DatabaseHandle, Dialect } from '../index.ts';
import * as m0001 from './0001_accounts.ts';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Ordered by name; add new files here. One set for both databases. */
const migrations: Record<string, DialectMigration> = {
  '0001_accounts': m0001,
};

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provided: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(migrations)) {
    provided[name] = { up: (db) => migration.up(db, handle.dialect) };
  }
  const migrator = new Migrator({
    db: handle.db,
    // Kysely looks for its own tables in every schema unless told which: a test's schema
    // would find another test's and skip creating its own.
    ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}),
    provider: { getMigrations: async () => provided },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
