import { createHash } from 'node:crypto';
import pg from 'pg';
import { noteStatement } from './statement-count.ts';

/** SQL text → statement name, for the queries marked hot (db/prepared.ts). */
const names = new Map<string, string>();

/**
 * Marks a query's SQL as hot: on PostgreSQL it is then sent as a named statement, which each
 * connection parses and plans once instead of on every call. For /v1/me that was most of
 * PostgreSQL's work (bench/README.md). Only the few queries of preparedQuery are named, so
 * each connection keeps a handful of statements, not one per query shape ever seen.
 */
export function markHot(text: string) {
  if (!names.has(text)) names.set(text, `sk_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`);
}

/**
 * pg's client, sending hot SQL as named statements. Kysely calls `query(text, values)`; the
 * name is added here because Kysely has no way to pass one.
 */
export class NamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    noteStatement();
    const name = typeof config === 'string' ? names.get(config) : undefined;
    if (name && Array.isArray(values)) return super.query({ name, text: config, values }, callback);
    return super.query(config, values, callback);
  }
}
