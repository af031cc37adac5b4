import { AsyncLocalStorage } from 'node:async_hooks';
import type { Driver, Kysely, Dialect as KyselyDialect, UpdateResult } from 'kysely';
import type { GroupCommit, GroupStats } from './group-commit.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

declare const poolBrand: unique symbol;
declare const trxBrand: unique symbol;

/** The database outside any transaction: each query takes a connection of its own. */
export type Db = Kysely<Database> & { readonly [poolBrand]: true };

/**
 * A database transaction. Service functions that write more than one row, or any money,
 * take a `Trx`, so the caller must open a transaction: passing the pool (`Db`) does not
 * type-check, and a `Trx` cannot start another transaction or be passed where the pool is
 * required (a prepared hot-path query, a function that opens its own transaction).
 */
export type Trx = Omit<Kysely<Database>, 'transaction' | 'startTransaction' | 'connection' | 'destroy'> & {
  readonly [trxBrand]: true;
};

/** Either: for reads and single-statement writes that are correct inside or outside a transaction. */
export type Executor = Db | Trx;

/** Where a retried transaction is reported (pino's `warn` fits). */
export interface TransactionLog {
  warn(details: object, message: string): void;
}

export interface TransactionHandle {
  db: Db;
  dialect: Dialect;
  log: TransactionLog;
}

/**
 * `read committed` (the default) is right when the callback locks what it changes
 * (forUpdate) or changes it with a conditional update (rowsChanged). `serializable` is for
 * a decision read from rows it does not change (a total, a count); PostgreSQL may then
 * refuse it with 40001, and it is retried. SQLite ignores this: it is always serializable.
 */
export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  isolation?: Isolation;
  /** Attempts in all, the first included, when PostgreSQL reports 40001 or 40P01. */
  maxAttempts?: number;
}

/** The transaction this async call chain is in, if any, and which database it belongs to. */
const current = new AsyncLocalStorage<{ db: Db; open: boolean }>();

/** Work to run once a transaction has committed (afterCommit). */
export type AfterCommit = () => unknown;

/**
 * One attempt of a transaction: what afterCommit queued during it, and whether it has ended.
 * A PostgreSQL retry is a new attempt with a new list, so what the failed attempt queued is
 * dropped with it.
 */
interface Attempt {
  afterCommit: AfterCommit[];
  ended: boolean;
}

/** Each transaction inTransaction opened: its dialect, the pool it came from, its attempt. */
const opened = new WeakMap<object, { dialect: Dialect; db: Db; attempt: Attempt }>();

/**
 * Wraps a Kysely dialect so taking a connection from the pool inside a transaction on the
 * same database throws instead of misbehaving: on SQLite it would wait forever for the one
 * connection the transaction holds, on PostgreSQL it would run outside the transaction.
 */
export function refusePoolInsideTransaction(dialect: KyselyDialect, owner: { db?: Db }): KyselyDialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      return {
        init: () => driver.init(),
        acquireConnection() {
          const trx = current.getStore();
          if (trx?.open && trx.db === owner.db) {
            throw new Error('The pool was used inside a transaction: pass the transaction (trx) instead');
          }
          return driver.acquireConnection();
        },
        beginTransaction: (c, s) => driver.beginTransaction(c, s),
        commitTransaction: (c) => driver.commitTransaction(c),
        rollbackTransaction: (c) => driver.rollbackTransaction(c),
        savepoint: driver.savepoint?.bind(driver),
        rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
        releaseSavepoint: driver.releaseSavepoint?.bind(driver),
        releaseConnection: (c) => driver.releaseConnection(c),
        destroy: () => driver.destroy(),
      };
    },
  };
}

async function runAsTransaction<T>(
  db: Db,
  dialect: Dialect,
  trx: Kysely<Database>,
  attempt: Attempt,
  work: (trx: Trx) => Promise<T>,
) {
  opened.set(trx, { dialect, db, attempt });
  const store = { db, open: true };
  try {
    return await current.run(store, () => work(trx as unknown as Trx));
  } finally {
    // Work the callback left running (not awaited) may use the pool once it has ended.
    store.open = false;
  }
}

/**
 * Runs what a committed attempt queued, in the order it was queued. The transaction has
 * committed whatever they do: a callback that throws or rejects is logged, never thrown to
 * the caller, who would otherwise take a committed change for a failed one.
 */
function runAfterCommit(attempt: Attempt, log: TransactionLog) {
  attempt.ended = true;
  const report = (error: unknown) => log.warn({ err: error }, 'after-commit callback failed');
  for (const callback of attempt.afterCommit) {
    try {
      const result = callback();
      if (result instanceof Promise) result.catch(report);
    } catch (error) {
      report(error);
    }
  }
}

/**
 * Queues `callback` to run once this transaction has committed: never inside it, never after
 * a rollback, and never for an attempt PostgreSQL rolled back and retried (the retry queues
 * its own). For what must not happen unless the change is durable and must not hold the
 * transaction open: waking a listener, a NOTIFY. It runs after the commit, before
 * inTransaction returns, and is not awaited; it must not be needed for the caller's answer.
 */
export function afterCommit(trx: Trx, callback: AfterCommit): void {
  const attempt = opened.get(trx)?.attempt;
  if (!attempt) throw new Error('Not a transaction opened by inTransaction');
  if (attempt.ended) throw new Error('afterCommit on a transaction that has already ended');
  attempt.afterCommit.push(callback);
}

const RETRYABLE_PG_CODES = new Set(['40001', '40P01']); // serialization failure, deadlock
const DEFAULT_MAX_ATTEMPTS = 5;

/** Exponential backoff with full jitter, so two retried transactions do not collide again. */
const retryDelayMs = (attempt: number) => Math.round(Math.random() * 10 * 2 ** (attempt - 1));

/**
 * Runs `work` in one transaction and returns its result; a throw rolls everything back.
 *
 * SQLite: one connection, `BEGIN IMMEDIATE` so the write lock is held from the start (two
 * writers never deadlock upgrading a read lock, and row locks are not needed). While it
 * runs, every other query in the process waits: keep slow work (password hashing) outside.
 * Transactions that arrive meanwhile share one COMMIT (one fsync), each in a savepoint of its
 * own (db/group-commit.ts, docs/decisions/034-group-commit.md): `work` sees every earlier
 * one's writes, its throw undoes only its own, and the promise settles after the COMMIT. So
 * `work` must not wait for anything another request does after its own transaction.
 *
 * PostgreSQL: at the isolation level asked for (read committed by default). A serialization
 * failure (40001) or deadlock (40P01) rolls back and runs `work` again, up to `maxAttempts`,
 * each retry logged. So `work` must be safe to re-run: no side effects outside the
 * transaction (no e-mail, no file, no in-memory counter), and no state carried from one
 * attempt to the next.
 *
 * Inside `work`, use only `trx`: the pool (`ctx.database.db`) throws there.
 */
export function inTransaction<T>(handle: TransactionHandle, work: (trx: Trx) => Promise<T>): Promise<T>;
export function inTransaction<T>(
  handle: TransactionHandle,
  options: TransactionOptions,
  work: (trx: Trx) => Promise<T>,
): Promise<T>;
export async function inTransaction<T>(
  handle: TransactionHandle,
  optionsOrWork: TransactionOptions | ((trx: Trx) => Promise<T>),
  maybeWork?: (trx: Trx) => Promise<T>,
): Promise<T> {
  const options = typeof optionsOrWork === 'function' ? {} : optionsOrWork;
  const work = typeof optionsOrWork === 'function' ? optionsOrWork : maybeWork!;
  const { db, dialect } = handle;
  if (dialect === 'sqlite') {
    // Refused here: a nested one would queue behind its own group and wait forever.
    const outer = current.getStore();
    if (outer?.open && outer.db === db) {
      throw new Error(
        'A transaction was opened inside a transaction on the same database: pass the trx instead',
      );
    }
    const attempt: Attempt = { afterCommit: [], ended: false };
    let result: T;
    try {
      result = await groupOf(db).submit((conn) => runAsTransaction(db, dialect, conn, attempt, work));
    } catch (error) {
      attempt.ended = true;
      throw error;
    }
    // After the group's COMMIT, with the connection back: a callback that queries would
    // otherwise wait for it.
    runAfterCommit(attempt, handle.log);
    return result;
  }
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const thisAttempt: Attempt = { afterCommit: [], ended: false };
    try {
      const result = await db
        .transaction()
        .setIsolationLevel(options.isolation ?? 'read committed')
        .execute((trx) => runAsTransaction(db, dialect, trx, thisAttempt, work));
      runAfterCommit(thisAttempt, handle.log);
      return result;
    } catch (error) {
      thisAttempt.ended = true;
      const code = (error as { code?: string }).code;
      if (attempt >= maxAttempts || !code || !RETRYABLE_PG_CODES.has(code)) throw error;
      const delayMs = retryDelayMs(attempt);
      handle.log.warn({ code, attempt, delayMs }, 'transaction retried');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Each SQLite database's group commit (db/group-commit.ts), set by openDatabase. */
const groups = new WeakMap<Db, GroupCommit>();

/** Makes SQLite transactions on `db` commit in groups (docs/decisions/034-group-commit.md). */
export function commitInGroups(db: Db, group: GroupCommit): void {
  groups.set(db, group);
}

function groupOf(db: Db): GroupCommit {
  const group = groups.get(db);
  if (!group) throw new Error('Not a SQLite database opened by openDatabase');
  return group;
}

/** How SQLite's transactions on `db` were grouped so far (commits, members, the largest group). */
export const groupCommitStats = (db: Db): GroupStats => ({ ...groupOf(db).stats });

/** The dialect of a pool opened by openDatabase: every SQLite one commits in groups (index.ts). */
export const dialectOfPool = (db: Db): Dialect => (groups.has(db) ? 'sqlite' : 'postgres');

/** The dialect a transaction runs on. */
export function dialectOf(trx: Trx): Dialect {
  const dialect = opened.get(trx)?.dialect;
  if (!dialect) throw new Error('Not a transaction opened by inTransaction');
  return dialect;
}

/** The pool behind an executor: itself, or the database a transaction belongs to. */
export function poolOf(executor: Executor): Db {
  return opened.get(executor)?.db ?? (executor as Db);
}

/** True when the executor is a transaction opened by inTransaction. */
export const isTransaction = (executor: Executor): executor is Trx => opened.has(executor);

/**
 * Locks the rows a select reads until the transaction ends, so nobody changes them between
 * this read and this transaction's write: `FOR UPDATE` on PostgreSQL; nothing on SQLite,
 * whose `BEGIN IMMEDIATE` already holds the whole database's write lock. Lock several rows
 * in one select ordered by id (ascending), never one by one in another order.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(trx: Trx, query: Q): Q {
  return dialectOf(trx) === 'postgres' ? query.forUpdate() : query;
}

/**
 * Runs a conditional UPDATE and returns how many rows it changed. Zero means its condition
 * (balance still enough, status still pending) no longer held: refuse, do not assume.
 */
export async function rowsChanged(query: { executeTakeFirst(): Promise<UpdateResult> }): Promise<number> {
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
