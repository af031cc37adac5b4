/**
 * postTransaction throughput (decision 013): two-entry transfers between two merchants'
 * available accounts, both directions, each in its own inTransaction, on SQLite (a WAL file)
 * and PostgreSQL (a schema of its own, dropped after). Run: `npx tsx bench/ledger.ts`.
 * Not part of npm test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, inTransaction, openDatabase } from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrations/index.ts';
import { platformAccountId, postTransaction } from '../apps/server/src/modules/wallet/ledger.ts';

const COUNT = Number(process.env.BENCH_LEDGER_COUNT ?? 2000);
const CONCURRENCY = [1, 10, 50];

async function openMerchantPair(handle: DatabaseHandle) {
  const now = Date.now();
  const rows = await handle.db
    .insertInto('ledger_accounts')
    .values(
      [1_000_001, 1_000_002].map((user_id) => ({
        user_id,
        kind: 'available',
        balance_cents: 0,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const clearing = await platformAccountId(handle.db, 'deposits_clearing');
  const [a, b] = rows.map((row) => row.id) as [number, number];
  for (const account of [a, b]) {
    await inTransaction(handle, (trx) =>
      postTransaction(trx, {
        kind: 'top_up',
        cause: null,
        memo: 'bench',
        entries: [
          { accountId: clearing, amountCents: -1_000_000 },
          { accountId: account, amountCents: 1_000_000 },
        ],
      }),
    );
  }
  return [a, b] as const;
}

async function measure(handle: DatabaseHandle, label: string) {
  const [a, b] = await openMerchantPair(handle);
  for (const concurrency of CONCURRENCY) {
    let next = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < COUNT) {
          const i = next++;
          const [from, to] = i % 2 ? [a, b] : [b, a];
          await inTransaction(handle, (trx) =>
            postTransaction(trx, {
              kind: 'settlement',
              cause: null,
              memo: 'bench',
              entries: [
                { accountId: from, amountCents: -1 },
                { accountId: to, amountCents: 1 },
              ],
            }),
          );
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(`${label} concurrency ${concurrency}: ${Math.round(COUNT / seconds)} postTransaction/s`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
const sqlite = openDatabase({ sqliteFile: join(dir, 'bench.db') });
await migrateToLatest(sqlite);
await measure(sqlite, 'SQLite (file, WAL)');
await sqlite.db.destroy();
rmSync(dir, { recursive: true, force: true });

const url =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
try {
  const postgres = openDatabase({ url, pgSchema: schema, poolSize: 10 });
  await migrateToLatest(postgres);
  await measure(postgres, 'PostgreSQL (pool 10)');
  await postgres.db.destroy();
} finally {
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
