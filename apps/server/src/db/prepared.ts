import type { Compilable, CompiledQuery } from 'kysely';
import type { Db, Executor } from './index.ts';
import { markHot } from './named-statements.ts';
import { poolOf } from './transactions.ts';

/** Stands in for argument i while the query is compiled; never reaches the database. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query for a hot path, built and compiled by Kysely once per database and then run with
 * new arguments. Kysely otherwise rebuilds its operation tree and SQL text on every call,
 * which costs more than SQLite takes to answer a small indexed query. On PostgreSQL the SQL
 * also goes out as a named statement, parsed and planned once per connection.
 *
 * `build` must use each argument only as a value (in where, set, values) — never to
 * choose tables, columns or the query's shape — because the SQL is compiled once.
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  return preparedStatement(build);
}

/**
 * preparedQuery for any executor: compiled once per database (a transaction's is the pool
 * it came from, so every transaction shares one compiled query), run on the executor given.
 * For the statements of a hot write, such as the ledger's (modules/wallet/ledger.ts). `build`
 * gets the first executor it runs on, so a transaction's builder may lock (forUpdate).
 */
export function preparedStatement<E extends Executor, Args extends unknown[], Row>(
  build: (executor: E, ...args: Args) => Compilable<Row>,
) {
  const compiledFor = new WeakMap<Db, CompiledQuery<Row>>();
  return async (executor: E, ...args: Args): Promise<Row[]> => {
    const pool = poolOf(executor);
    let compiled = compiledFor.get(pool);
    if (!compiled) {
      const slots = args.map((_, index) => new Slot(index)) as Args;
      compiled = build(executor, ...slots).compile();
      compiledFor.set(pool, compiled);
      markHot(compiled.sql);
    }
    const parameters = compiled.parameters.map((value) =>
      value instanceof Slot ? args[value.index] : value,
    );
    const result = await executor.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}

/**
 * preparedStatement compiled once per size, for a statement whose shape follows how many
 * rows it names (a transaction's entries, its accounts). The sizes are the callers' own
 * (two or three entries), so a handful of statements are kept, not one per request.
 */
export function preparedBySize<E extends Executor, Args extends unknown[], Row>(
  build: (size: number) => (executor: E, ...args: Args) => Compilable<Row>,
) {
  const bySize = new Map<number, ReturnType<typeof preparedStatement<E, Args, Row>>>();
  return (size: number) => {
    let prepared = bySize.get(size);
    if (!prepared) {
      prepared = preparedStatement(build(size));
      bySize.set(size, prepared);
    }
    return prepared;
  };
}

/** Which of a keyset list's shapes a request has: filtered (by status) or not, first page or not. */
export interface PageShape {
  filtered: boolean;
  afterCursor: boolean;
}

/**
 * A list's page query compiled once per shape (four in all), for the lists every visit to a
 * tab reads: `build` gets the shape and returns the query builder for preparedQuery.
 */
export function preparedPage<Args extends unknown[], Row>(
  build: (shape: PageShape) => (db: Db, ...args: Args) => Compilable<Row>,
) {
  return perPageShape((shape) => preparedQuery(build(shape)));
}

/** One of something per page shape, made once each: a list's compiled queries (preparedPage). */
export function perPageShape<T>(make: (shape: PageShape) => T): (shape: PageShape) => T {
  const variants = [false, true].map((filtered) =>
    [false, true].map((afterCursor) => make({ filtered, afterCursor })),
  );
  return (shape: PageShape) => variants[Number(shape.filtered)]![Number(shape.afterCursor)]!;
}

/**
 * preparedStatement compiled once per shape, for a read whose optional filters each add a
 * condition (the wallet's flow: a cursor, a type, a time range): `build` gets which filters
 * the request has. At most 2^n shapes; each is compiled the first time it is asked for.
 */
export function preparedByFlags<Flags extends Record<string, boolean>, Args extends unknown[], Row>(
  build: (flags: Flags) => (executor: Executor, ...args: Args) => Compilable<Row>,
) {
  const byKey = new Map<string, (executor: Executor, ...args: Args) => Promise<Row[]>>();
  return (flags: Flags) => {
    const key = Object.keys(flags)
      .sort()
      .map((name) => (flags[name] ? name : ''))
      .join(',');
    let prepared = byKey.get(key);
    if (!prepared) {
      prepared = preparedStatement(build(flags));
      byKey.set(key, prepared);
    }
    return prepared;
  };
}
