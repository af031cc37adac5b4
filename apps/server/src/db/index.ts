import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_GROUP_LIMITS, GroupCommit, type GroupLimits } from './group-commit.ts';
import { NamedStatementClient } from './named-statements.ts';
import type { Database } from './schema.ts';
import { noteStatement } from './statement-count.ts';
import {
  commitInGroups,
  type Db,
  type Dialect,
  refusePoolInsideTransaction,
  type TransactionLog,
} from './transactions.ts';

export * from './transactions.ts';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Where database events worth a look (a retried transaction) are reported. */
  log: TransactionLog;
  /** PostgreSQL: the schema the tables live in, when one was given (tests). */
  pgSchema?: string;
  /**
   * PostgreSQL: a new connection of its own, outside the pool, on the same database and
   * schema; for what holds a session open, such as LISTEN (modules/events/notifications.ts).
   */
  directClient?: () => pg.Client;
  destroy(): Promise<void>;
}

/** One JSON line on stderr, pino's shape, for when no logger is given. */
const stderrLog: TransactionLog = {
  warn: (details, msg) =>
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), ...details, msg })}\n`),
};

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
  /**
   * PostgreSQL: where `directClient` connects, when `url` is a transaction-mode pooler that
   * cannot hold a LISTEN (docs/deploy.md); `url` when absent.
   */
  directUrl?: string;
  /** SQLite file; ':memory:' for tests. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  poolSize?: number;
  log?: TransactionLog;
  /** SQLite, for the bench's comparison only: NORMAL may lose the last commits to a power cut. */
  sqliteSynchronous?: 'FULL' | 'NORMAL';
  /** SQLite: how large a group may grow (db/group-commit.ts); `maxMembers: 1` is no grouping. */
  groupCommit?: GroupLimits;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = options.log ?? stderrLog;
  if (options.url) {
    const pool = new pg.Pool({
      // Hot queries go out as named statements, planned once per connection (named-statements.ts).
      Client: NamedStatementClient,
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const owner: { db?: Db } = {};
    const dialect = refusePoolInsideTransaction(new PostgresDialect({ pool }), owner);
    const db = new Kysely<Database>({ dialect }) as Db;
    owner.db = db;
    const directClient = () =>
      new pg.Client({
        connectionString: options.directUrl ?? options.url,
        ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
      });
    return {
      db,
      dialect: 'postgres',
      log,
      pgSchema: options.pgSchema,
      directClient,
      destroy: () => db.destroy(),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') createPrivately(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: in WAL mode each COMMIT waits for the WAL's fsync, so an answered write survives a
  // power cut or an OS crash; NORMAL may lose the last ones. Group commit pays for it
  // (docs/decisions/034-group-commit.md).
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const owner: { db?: Db } = {};
  const dialect = refusePoolInsideTransaction(
    new SqliteDialect({ database: withStatementCache(sqlite) }),
    owner,
  );
  const db = new Kysely<Database>({ dialect }) as Db;
  owner.db = db;
  commitInGroups(
    db,
    new GroupCommit(db, options.groupCommit ?? DEFAULT_GROUP_LIMITS, () => sqlite.inTransaction),
  );
  return { db, dialect: 'sqlite', log, destroy: () => db.destroy() };
}

/**
 * The database holds password hashes and session token hashes: only the server's user may
 * read it. The file and its -wal and -shm companions are created 0600 before SQLite opens
 * them (SQLite would create them 0644 under the usual umask), and an existing file made
 * by an older version is tightened.
 */
function createPrivately(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    fs.closeSync(fs.openSync(name, 'a', 0o600));
    fs.chmodSync(name, 0o600);
  }
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
      // Kysely prepares once per statement it runs, so this counts them (statement-count.ts).
      noteStatement();
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

/** True when an insert failed on a unique constraint, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Text matched letter for letter inside a LIKE pattern written with `escape '\'`: a `%` or
 * `_` in a username or a search is a letter, not a wildcard.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
