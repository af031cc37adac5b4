import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Statements sent to the database, counted where they leave: pg's client on PostgreSQL
 * (named-statements.ts), the statement cache on SQLite (index.ts). A read's round trips to
 * PostgreSQL are the figure docs/quality.md bounds (two per read, the session lookup
 * included); the bench prints them per request and a test holds them (decision 039).
 *
 * `total` counts every statement of the process (the bench reads it); `countStatements`
 * counts those sent from one async call chain, such as one request, so the server's own jobs
 * running meanwhile are not counted in it. Both cost an increment and a lookup per statement.
 */
const scope = new AsyncLocalStorage<{ n: number }>();
let total = 0;

/** Called by the drivers' wrappers once per statement sent. */
export function noteStatement() {
  total++;
  const counting = scope.getStore();
  if (counting) counting.n++;
}

/** Every statement this process has sent since it started. */
export const statementsSent = () => total;

/** Runs `work` and counts the statements sent from within it (its own async chain only). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const counting = { n: 0 };
  const result = await scope.run(counting, work);
  return { result, statements: counting.n };
}
