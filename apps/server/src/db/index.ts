import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Kysely as KyselyType,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { NamedStatementClient } from './named-statements.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = KyselyType<Database>;
/** A database handle usable inside or outside a transaction. */
export type Executor = Db | Transaction<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  destroy(): Promise<void>;
}

// The one place pg's string int8 becomes a number: ids, cents and epoch-ms times all fit in
// Number.MAX_SAFE_INTEGER (money is capped at 10^13 cents by the contract).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 out of safe range: ${value}`);
  return n;
});

export interface DatabaseOptions {
  /** PostgreSQL URL; SQLite when absent. */
  url?: string;
  /** SQLite file; ':memory:' for tests. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({
      // Hot queries go out as named statements, planned once per connection (named-statements.ts).
      Client: NamedStatementClient,
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small indexed query.
 * The same SQL text always gets the same statement, so keep the most recent ones. Kysely uses
 * one connection behind a mutex, so a statement is never in use twice at once.
 */
const STATEMENT_CACHE_SIZE = 500;
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text); // re-insert: Map order is recency, oldest first
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);

/**
 * Runs `work` in one database transaction. SQLite takes the write lock up front
 * (BEGIN IMMEDIATE) so two writers never deadlock upgrading a read lock; PostgreSQL retries
 * serialization failures and deadlocks a few times.
 */
export async function inTransaction<T>(
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>,
  work: (trx: Executor) => Promise<T>,
): Promise<T> {
  if (handle.dialect === 'sqlite') {
    return handle.db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const result = await work(conn);
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await handle.db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !code || !RETRYABLE_PG_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

/** True when an insert failed on a unique constraint, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
