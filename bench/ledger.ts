/**
 * Ledger write throughput (decisions 008 and 013), on SQLite (a WAL file) and PostgreSQL (a
 * schema of its own, dropped after):
 * - a withdrawal-sized write: available → frozen (two entries) under an Idempotency-Key
 *   record, through `idempotentTransaction` and `postTransaction`, as `/v1/user/withdraw/add`
 *   writes it, spread over 20 merchants; beside the ceiling, a bare transaction on the raw
 *   driver writing the same rows (key, transaction, two entries, two balances) on the same
 *   database. On SQLite at concurrency 1, 10 and 50: the bare transaction (synchronous FULL),
 *   the ledger with NORMAL and one COMMIT each (as before decision 034), with FULL and one
 *   COMMIT each, and with FULL and group commit (the server's setting), with their ratios;
 * - the hot pair of decision 013: two-entry transfers between two merchants, both directions.
 * `npx tsx bench/ledger.ts` runs it alone; `npm run bench -w bench` runs it with the rest.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DEFAULT_GROUP_LIMITS } from '../apps/server/src/db/group-commit.ts';
import {
  type DatabaseHandle,
  type DatabaseOptions,
  groupCommitStats,
  inTransaction,
  openDatabase,
  type Trx,
} from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrations/index.ts';
import { idempotentTransaction } from '../apps/server/src/modules/wallet/idempotency.ts';
import { platformAccountId, postTransaction } from '../apps/server/src/modules/wallet/ledger.ts';

const COUNT = Number(process.env.BENCH_LEDGER_COUNT ?? 1000);
const MERCHANTS = 20;
const REQUEST_HASH = 'a'.repeat(64);

export const postgresUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

export interface Wallet {
  userId: number;
  available: number;
  frozen: number;
}

/** Merchants' available and frozen accounts, each available funded from deposits clearing. */
export async function openWallets(
  handle: DatabaseHandle,
  firstUserId: number,
  count: number,
): Promise<Wallet[]> {
  const clearing = await platformAccountId(handle.db, 'deposits_clearing');
  const wallets: Wallet[] = [];
  for (let userId = firstUserId; userId < firstUserId + count; userId++) {
    const rows = await handle.db
      .insertInto('ledger_accounts')
      .values(
        ['available', 'frozen'].map((kind) => ({
          user_id: userId,
          kind,
          balance_cents: 0,
          created_at: Date.now(),
        })),
      )
      .returning(['id', 'kind'])
      .execute();
    const id = (kind: string) => rows.find((r) => r.kind === kind)!.id;
    wallets.push({ userId, available: id('available'), frozen: id('frozen') });
    await inTransaction(handle, (trx) =>
      postTransaction(trx, {
        kind: 'top_up',
        cause: null,
        memo: 'bench',
        entries: [
          { accountId: clearing, amountCents: -100_000_000 },
          { accountId: id('available'), amountCents: 100_000_000 },
        ],
      }),
    );
  }
  return wallets;
}

/** Numbers every write of the run, so no two share an Idempotency-Key. */
let written = 0;

/** Runs `count` writes with `concurrency` callers at once; writes per second. */
export async function rate(concurrency: number, count: number, write: (i: number) => Promise<unknown>) {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await write(written++);
    }),
  );
  return count / (Number(process.hrtime.bigint() - started) / 1e9);
}

let keyRun = 0;
/**
 * The withdrawal's write as the server does it: key record, then the hold, in one transaction;
 * `also` adds work to the same transaction (events.ts records an event there).
 */
export function withdrawalWrite(
  handle: DatabaseHandle,
  wallets: Wallet[],
  also?: (trx: Trx, wallet: Wallet, transactionId: number) => Promise<unknown>,
) {
  const run = keyRun++;
  return (i: number) => {
    const wallet = wallets[i % wallets.length]!;
    return idempotentTransaction(
      { database: handle },
      { userId: wallet.userId, key: `w${run}-${i}`, requestHash: REQUEST_HASH },
      async (trx) => {
        const posted = await postTransaction(trx, {
          kind: 'withdrawal',
          status: 'pending',
          cause: null,
          memo: 'bench',
          entries: [
            { accountId: wallet.available, amountCents: -1 },
            { accountId: wallet.frozen, amountCents: 1 },
          ],
        });
        await also?.(trx, wallet, posted.id);
        return posted;
      },
    );
  };
}

// The same rows in the fewest statements: no reads, no locks, no checks.
const BARE = {
  key: 'insert into idempotency_keys (user_id, key, request_hash, response, created_at) values ($1, $2, $3, $4, $5)',
  transaction:
    "insert into ledger_transactions (kind, status, cause_type, cause_id, memo, created_at) values ('withdrawal', 'pending', null, null, 'bench', $1) returning id",
  entries:
    'insert into ledger_entries (transaction_id, account_id, amount_cents, created_at) values ($1, $2, -1, $3), ($4, $5, 1, $6)',
  balance: 'update ledger_accounts set balance_cents = balance_cents + $1 where id = $2',
  answer: 'update idempotency_keys set response = $1 where user_id = $2 and key = $3',
};
/**
 * The ceiling on SQLite: better-sqlite3 on the same file, prepared statements, one transaction
 * each, synchronous FULL as the server runs.
 */
function bareSqliteWrite(file: string, wallets: Wallet[], synchronous: 'FULL' | 'NORMAL' = 'FULL') {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${synchronous}`);
  // BARE's statements with SQLite's anonymous parameters, in the order they are bound.
  const s = Object.fromEntries(
    Object.entries(BARE).map(([k, text]) => [k, sqlite.prepare(text.replace(/\$\d/g, '?'))]),
  ) as Record<keyof typeof BARE, SQLite.Statement>;
  const write = sqlite.transaction((wallet: Wallet, key: string) => {
    const now = Date.now();
    s.key.run(wallet.userId, key, REQUEST_HASH, 'null', now);
    const { id } = s.transaction.get(now) as { id: number };
    s.entries.run(id, wallet.available, now, id, wallet.frozen, now);
    s.balance.run(-1, wallet.available);
    s.balance.run(1, wallet.frozen);
    s.answer.run(JSON.stringify({ id }), wallet.userId, key);
  });
  const run = keyRun++;
  return {
    write: async (i: number) => write.immediate(wallets[i % wallets.length]!, `b${run}-${i}`),
    close: () => sqlite.close(),
  };
}

/** The ceiling on PostgreSQL: a plain pg pool of the same size, the same rows in 8 round trips. */
function barePostgresWrite(url: string, schema: string, wallets: Wallet[]) {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  const run = keyRun++;
  return {
    write: async (i: number) => {
      const wallet = wallets[i % wallets.length]!;
      const key = `b${run}-${i}`;
      const now = Date.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(BARE.key, [wallet.userId, key, REQUEST_HASH, 'null', now]);
        const { rows } = await client.query(BARE.transaction, [now]);
        await client.query(BARE.entries, [rows[0].id, wallet.available, now, rows[0].id, wallet.frozen, now]);
        await client.query(BARE.balance, [-1, wallet.available]);
        await client.query(BARE.balance, [1, wallet.frozen]);
        await client.query(BARE.answer, [JSON.stringify({ id: rows[0].id }), wallet.userId, key]);
        await client.query('commit');
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Two-entry transfers between the same two accounts, alternating direction (decision 013's worst case). */
function hotPairWrite(handle: DatabaseHandle, [a, b]: Wallet[]) {
  return (i: number) => {
    const [from, to] = i % 2 ? [a!.available, b!.available] : [b!.available, a!.available];
    return inTransaction(handle, (trx) =>
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
  };
}

export const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-US').padStart(7)}/s`;

const CONCURRENCIES = [1, 10, 50];
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`.padStart(6);

/** PostgreSQL: the ledger's write beside the bare one, then the hot pair. */
async function measurePostgres(label: string, handle: DatabaseHandle, pgSchema: string) {
  const wallets = await openWallets(handle, 2_000_001, MERCHANTS);
  const pair = await openWallets(handle, 3_000_001, 2);
  console.log(`  ${label}`);
  const warmUp = Math.ceil(COUNT / 5);
  for (const concurrency of CONCURRENCIES) {
    // Each first warms up (JIT, prepared statements, pool connections), then is measured.
    await rate(concurrency, warmUp, withdrawalWrite(handle, wallets));
    const real = await rate(concurrency, COUNT, withdrawalWrite(handle, wallets));
    const ceiling = barePostgresWrite(postgresUrl, pgSchema, wallets);
    await rate(concurrency, warmUp, ceiling.write);
    const bareRate = await rate(concurrency, COUNT, ceiling.write);
    await ceiling.close();
    console.log(
      `    concurrency ${String(concurrency).padStart(2)}: withdrawal-sized ${perSecond(real)}   bare transaction ${perSecond(bareRate)}   bare ÷ ledger ${(bareRate / real).toFixed(2)}×`,
    );
  }
  const hot = await rate(10, COUNT, hotPairWrite(handle, pair));
  console.log(`    hot pair (decision 013), concurrency 10: ${perSecond(hot)}`);
}

/** The ledger's SQLite settings compared (decision 034); the last is the server's. */
const SQLITE_SETTINGS: { name: string; options: Partial<DatabaseOptions> }[] = [
  {
    name: 'NORMAL',
    options: { sqliteSynchronous: 'NORMAL', groupCommit: { ...DEFAULT_GROUP_LIMITS, maxMembers: 1 } },
  },
  { name: 'FULL alone', options: { groupCommit: { ...DEFAULT_GROUP_LIMITS, maxMembers: 1 } } },
  { name: 'FULL grouped', options: {} },
];

/**
 * SQLite: on one migrated file, a connection per setting; at each concurrency the bare
 * transaction and the three settings take turns, each warmed up first, so all four see the
 * same machine at about the same time.
 */
async function measureSqlite(file: string) {
  const handles = SQLITE_SETTINGS.map(({ options }) => openDatabase({ sqliteFile: file, ...options }));
  const grouped = handles[handles.length - 1]!;
  const wallets = await openWallets(grouped, 2_000_001, MERCHANTS);
  const pair = await openWallets(grouped, 3_000_001, 2);
  console.log('  SQLite (file, WAL); writes per second; members per COMMIT in brackets');
  console.log(
    `    concurrency bare NORMAL   bare FULL  ${SQLITE_SETTINGS.map(({ name }) => name.padStart(14)).join('')}   grouped ÷ NORMAL   grouped ÷ FULL alone   bare ÷ grouped   grouped ÷ bare NORMAL`,
  );
  const warmUp = Math.ceil(COUNT / 5);
  for (const concurrency of CONCURRENCIES) {
    // Bare under NORMAL: the figure docs/quality.md's 4,000 a second was set against.
    const bares: number[] = [];
    for (const synchronous of ['NORMAL', 'FULL'] as const) {
      const ceiling = bareSqliteWrite(file, wallets, synchronous);
      await rate(concurrency, warmUp, ceiling.write);
      bares.push(await rate(concurrency, COUNT, ceiling.write));
      ceiling.close();
    }
    const [bareNormal, bareRate] = bares as [number, number];
    const rates: number[] = [];
    const perCommit: string[] = [];
    for (const handle of handles) {
      await rate(concurrency, warmUp, withdrawalWrite(handle, wallets));
      const before = groupCommitStats(handle.db);
      rates.push(await rate(concurrency, COUNT, withdrawalWrite(handle, wallets)));
      const after = groupCommitStats(handle.db);
      perCommit.push(((after.members - before.members) / (after.groups - before.groups)).toFixed(1));
    }
    const [normal, alone, group] = rates as [number, number, number];
    console.log(
      `    ${String(concurrency).padStart(11)}  ${perSecond(bareNormal)} ${perSecond(bareRate)}  ${rates.map((r, i) => `${perSecond(r)} (${perCommit[i]!.padStart(4)})`.padStart(14)).join('')}   ${ratio(group, normal).padStart(16)}   ${ratio(group, alone).padStart(20)}   ${ratio(bareRate, group).padStart(14)}   ${ratio(group, bareNormal).padStart(21)}`,
    );
  }
  console.log(
    '    goal (docs/quality.md): FULL grouped ≥ 4,000/s, set when bare NORMAL reached 4,500–6,600/s here (0.6–0.9× of it)',
  );
  const hot = await rate(10, COUNT, hotPairWrite(grouped, pair));
  console.log(`    hot pair (decision 013), concurrency 10, FULL grouped: ${perSecond(hot)}`);
  for (const handle of handles) await handle.destroy();
}

/**
 * Runs `work` on a fresh migrated SQLite file (WAL), then on a PostgreSQL schema of its own
 * (pool 10); each is removed after.
 */
export async function onBothDatabases(
  work: (database: {
    label: string;
    handle: DatabaseHandle;
    sqliteFile?: string;
    pgSchema?: string;
  }) => Promise<void>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  const file = join(dir, 'bench.db');
  try {
    const sqlite = openDatabase({ sqliteFile: file });
    await migrateToLatest(sqlite);
    await work({
      label: 'SQLite (file, WAL, synchronous FULL, group commit)',
      handle: sqlite,
      sqliteFile: file,
    });
    await sqlite.destroy();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const postgres = openDatabase({ url: postgresUrl, pgSchema: schema, poolSize: 10 });
    await migrateToLatest(postgres);
    await work({ label: 'PostgreSQL (pool 10)', handle: postgres, pgSchema: schema });
    await postgres.destroy();
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

/** Prints the ledger's write rates on both databases. */
export async function ledgerWrites() {
  console.log(`\n## Ledger writes (${COUNT} each; ${MERCHANTS} merchants, 1 cent each)`);
  await onBothDatabases(async ({ label, handle, sqliteFile, pgSchema }) => {
    if (sqliteFile) await measureSqlite(sqliteFile);
    else await measurePostgres(label, handle, pgSchema!);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await ledgerWrites();
