import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './index.ts';
import { markHot } from './named-statements.ts';
import { dialectOfPool } from './transactions.ts';

/** Stands in for argument i while the queries are compiled; never reaches the database. */
class Slot {
  constructor(readonly index: number) {}
}

type RowsOf<Q extends readonly Compilable<unknown>[]> = {
  -readonly [K in keyof Q]: Q[K] extends Compilable<infer Row> ? Row[] : never;
};

/**
 * Independent reads of one request in one round trip to PostgreSQL (decision 039): the
 * queries `build` returns are compiled once per database, like preparedQuery's, and on
 * PostgreSQL sent as one named statement, each query a subselect whose rows come back as a
 * JSON array (`json_agg`, in the subselect's own order). On SQLite, where a statement costs
 * no round trip, each runs as it is, one after the other.
 *
 * The rows keep their values: ids, cents and times are int8 on PostgreSQL, which JSON carries
 * as the numbers the pg parser would have made of them (db/index.ts); texts stay texts. A
 * query must not select a column whose JSON differs from its value (a date, a boolean read
 * as 0/1 on SQLite), which none of the hot reads does. `build` uses its arguments only as
 * values, never to choose the queries' shape.
 */
export function preparedTogether<Args extends unknown[], Q extends readonly Compilable<unknown>[]>(
  build: (db: Db, ...args: Args) => readonly [...Q],
): (db: Db, ...args: Args) => Promise<RowsOf<Q>> {
  const compiledFor = new WeakMap<Db, { parts: CompiledQuery[]; together?: CompiledQuery }>();
  return async (db: Db, ...args: Args) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      const slots = args.map((_, index) => new Slot(index)) as Args;
      const parts = build(db, ...slots).map((query) => query.compile());
      compiled = { parts, together: dialectOfPool(db) === 'postgres' ? combine(parts) : undefined };
      compiledFor.set(db, compiled);
    }
    const bind = (parameters: readonly unknown[]) =>
      parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    if (compiled.together) {
      const { together } = compiled;
      const result = await db.executeQuery<Record<string, unknown>>({
        ...together,
        parameters: bind(together.parameters),
      });
      const row = result.rows[0]!;
      return compiled.parts.map((_, i) => row[`r${i}`]) as RowsOf<Q>;
    }
    const rows: unknown[][] = [];
    for (const part of compiled.parts) {
      rows.push((await db.executeQuery({ ...part, parameters: bind(part.parameters) })).rows);
    }
    return rows as RowsOf<Q>;
  };
}

/** PostgreSQL: the queries as subselects of one statement, their parameters numbered on. */
function combine(parts: readonly CompiledQuery[]): CompiledQuery {
  let offset = 0;
  const selects = parts.map((part, i) => {
    const shift = offset;
    // Kysely's compiled SQL names every value as $n and writes no literal with a $ in it.
    const sql = part.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`);
    offset += part.parameters.length;
    return `(select coalesce(json_agg(q), '[]'::json) from (${sql}) as q) as r${i}`;
  });
  const sql = `select ${selects.join(', ')}`;
  markHot(sql);
  return { ...parts[0]!, sql, parameters: parts.flatMap((part) => part.parameters) };
}
