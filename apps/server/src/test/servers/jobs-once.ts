import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/index.ts';

/**
 * What every server's jobs did, read back to show each piece of work was done once between
 * them (docs/deploy.md: the order jobs claim each order, the nightly check claims its day,
 * the clean-up deletes each row once, the event listeners hold a lock).
 */

const linesOf = <T>(file: string): T[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T)
    : [];

/** Order events recorded more than once for one order (a job's move made twice). */
export async function orderEventsTwice(database: DatabaseHandle) {
  const rows = await database.db
    .selectFrom('events')
    .select(['type', 'data'])
    .where('type', 'like', 'order.%')
    .execute();
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.type} ${(JSON.parse(row.data) as { orderId: number }).orderId}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1);
}

/** Notifications a merchant got twice for the same thing. */
export async function notificationsTwice(database: DatabaseHandle) {
  const { rows } = await sql<{ user_id: number; type: string; params: string; n: number }>`
    select user_id, type, params, count(*) as n from notifications
    group by user_id, type, params having count(*) > 1`.execute(database.db);
  return rows;
}

/** The buyers' refunds the payment provider made more than once (from the servers' payments log). */
export function refundsTwice(paymentsLog: string) {
  const refunds = new Map<string, number>();
  for (const line of linesOf<{ refunded?: string }>(paymentsLog))
    if (line.refunded) refunds.set(line.refunded, (refunds.get(line.refunded) ?? 0) + 1);
  return { refunds: refunds.size, twice: [...refunds].filter(([, n]) => n > 1) };
}

/** The servers' passes of the nightly check and the clean-up (crash/server.ts CRASH_JOBS_LOG), summed. */
export function jobPasses(jobsLog: string) {
  const lines = linesOf<{
    pid: number;
    statistics?: { checked: number };
    cleanup?: { idempotencyKeys: number };
    error?: string;
  }>(jobsLog);
  return {
    servers: new Set(lines.map((l) => l.pid)).size,
    passes: lines.length,
    daysChecked: lines.reduce((n, l) => n + (l.statistics?.checked ?? 0), 0),
    keysDeleted: lines.reduce((n, l) => n + (l.cleanup?.idempotencyKeys ?? 0), 0),
    errors: lines.flatMap((l) => (l.error ? [l.error] : [])),
  };
}
