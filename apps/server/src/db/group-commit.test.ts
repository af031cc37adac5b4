import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../config.ts';
import { openConfiguredDatabase } from '../database.ts';
import { failAtCommit } from './group-commit-fixtures.ts';
import {
  afterCommit,
  type DatabaseHandle,
  groupCommitStats,
  inTransaction,
  openDatabase,
  type Trx,
} from './index.ts';
import { migrateToLatest } from './migrations/index.ts';

/**
 * Group commit on SQLite (db/group-commit.ts, docs/decisions/034-group-commit.md), on a WAL
 * file, read back through a second connection of its own: what that connection sees is what
 * was committed to the file.
 */
let dir: string;
let file: string;
let database: DatabaseHandle;
let reader: SQLite.Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkeeper-group-'));
  file = path.join(dir, 'shopkeeper.sqlite');
  // No time bound here: on a busy machine a cold first group could outlast the default 4 ms.
  database = openDatabase({ sqliteFile: file, groupCommit: { maxMembers: 64, maxOpenMs: 60_000 } });
  await migrateToLatest(database);
  reader = new SQLite(file, { readonly: true });
});
afterAll(async () => {
  reader.close();
  await database.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

let keys = 0;
/** Setting keys no other test uses. */
const freshKeys = (n: number) => Array.from({ length: n }, () => `group${keys++}`);

const write = (trx: Trx, key: string, value = '1') =>
  trx.insertInto('settings').values({ key, value, updated_at: 0 }).execute();

/** The value committed under `key`, as another connection reads the file. */
const committed = (key: string) =>
  (reader.prepare('select value from settings where key = ?').get(key) as { value: string } | undefined)
    ?.value;

/** A promise plus its resolver, to hold a member at a chosen point. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

/** Settles every promise and reports each outcome: its value, or its error's message. */
const outcomes = (promises: Promise<unknown>[]) =>
  Promise.allSettled(promises).then((all) =>
    all.map((o) => (o.status === 'fulfilled' ? o.value : `threw ${(o.reason as Error).message}`)),
  );

describe('group commit (SQLite)', () => {
  it('a group where the second member throws keeps the first and the third, one COMMIT for all', async () => {
    const [k1, k2, k3] = freshKeys(3);
    const before = groupCommitStats(database.db);
    // Started together: the first runs, the other two queue and join its transaction.
    const results = await outcomes([
      inTransaction(database, async (trx) => {
        await write(trx, k1!);
        return 'first';
      }),
      inTransaction(database, async (trx) => {
        await write(trx, k2!);
        throw new Error('second refused');
      }),
      inTransaction(database, async (trx) => {
        // Serial as before: the third sees the first's write, not the second's undone one.
        const seen = await trx.selectFrom('settings').select('key').where('key', 'in', [k1!, k2!]).execute();
        await write(trx, k3!);
        return seen.map((r) => r.key);
      }),
    ]);
    expect(results).toEqual(['first', 'threw second refused', [k1]]);
    expect([committed(k1!), committed(k2!), committed(k3!)]).toEqual(['1', undefined, '1']);
    const after = groupCommitStats(database.db);
    expect(after.groups - before.groups).toBe(1);
    expect(after.members - before.members).toBe(3);
  });

  it('answers no member before the COMMIT: the first waits while a later one still runs', async () => {
    const [k1, k2] = freshKeys(2);
    const secondRunning = signal();
    const letSecondFinish = signal();
    let firstAnswered = false;
    const first = inTransaction(database, (trx) => write(trx, k1!)).then(() => {
      firstAnswered = true;
    });
    const second = inTransaction(database, async (trx) => {
      await write(trx, k2!);
      secondRunning.fire();
      await letSecondFinish.fired;
    });
    await secondRunning.fired;
    expect(firstAnswered).toBe(false);
    expect(committed(k1!)).toBeUndefined(); // its work is done, but not yet on disk
    letSecondFinish.fire();
    await Promise.all([first, second]);
    expect(firstAnswered).toBe(true);
    expect([committed(k1!), committed(k2!)]).toEqual(['1', '1']);
  });

  it("runs each member's afterCommit once, after the COMMIT, and never the thrower's", async () => {
    const [k1, k2, k3] = freshKeys(3);
    const ran: string[] = [];
    const member = (key: string, fail: boolean) =>
      inTransaction(database, async (trx) => {
        await write(trx, key);
        afterCommit(trx, () => ran.push(`${key} committed: ${committed(key) === '1'}`));
        if (fail) throw new Error('refused');
      });
    const results = await outcomes([member(k1!, false), member(k2!, true), member(k3!, false)]);
    expect(results).toEqual([undefined, 'threw refused', undefined]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual([`${k1} committed: true`, `${k3} committed: true`]);
  });

  it('a failed COMMIT rejects every member and writes nothing of any', async () => {
    const [k1] = freshKeys(1);
    const ran: string[] = [];
    const results = await outcomes([
      inTransaction(database, async (trx) => {
        await failAtCommit(trx, 'orphan-group');
        afterCommit(trx, () => ran.push('orphan'));
      }),
      inTransaction(database, async (trx) => {
        await write(trx, k1!);
        afterCommit(trx, () => ran.push('setting'));
        return 'written';
      }),
    ]);
    expect(results).toEqual([expect.stringMatching(/FOREIGN KEY/), expect.stringMatching(/FOREIGN KEY/)]);
    expect(committed(k1!)).toBeUndefined();
    expect(reader.prepare("select id from sessions where token_hash = 'orphan-group'").all()).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual([]);
    // The connection is out of that transaction: the next one begins and commits.
    expect(await inTransaction(database, async () => 'next')).toBe('next');
  });

  it('when SQLite itself rolls the whole transaction back, the earlier members fail too; a later one commits', async () => {
    const [taken, k1, k2, k3] = freshKeys(4);
    await inTransaction(database, (trx) => write(trx, taken!));
    // OR ROLLBACK: a conflict makes SQLite roll back the whole transaction, not the statement.
    const conflict = (trx: Trx) =>
      sql`insert or rollback into settings (key, value, updated_at) values (${taken!}, '2', 0)`.execute(trx);
    const results = await outcomes([
      inTransaction(database, (trx) => write(trx, k1!)),
      inTransaction(database, async (trx) => {
        await write(trx, k2!);
        await conflict(trx).catch(() => {}); // swallowed: its write is gone all the same
        return 'swallowed';
      }),
      inTransaction(database, async (trx) => {
        await write(trx, k3!);
        return 'third';
      }),
    ]);
    expect(results).toEqual([
      'threw SQLite rolled back the whole transaction; nothing of it was written',
      'threw SQLite rolled back the whole transaction; nothing of it was written',
      'third',
    ]);
    expect([committed(k1!), committed(k2!), committed(k3!), committed(taken!)]).toEqual([
      undefined,
      undefined,
      '1',
      '1',
    ]);
  });

  it('a lone transaction waits for no timer: it commits with every timer stopped', async () => {
    const [k1] = freshKeys(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    try {
      const before = groupCommitStats(database.db);
      await inTransaction(database, (trx) => write(trx, k1!));
      expect(committed(k1!)).toBe('1');
      expect(groupCommitStats(database.db).groups - before.groups).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a group to 64 members, and a read outside any transaction still gets its turn', async () => {
    const written = freshKeys(150);
    const before = groupCommitStats(database.db);
    const all = written.map((key) => inTransaction(database, (trx) => write(trx, key)));
    const read = database.db.selectFrom('settings').select('key').where('key', 'in', written).execute();
    await Promise.all(all);
    await read; // answered between two groups, not left waiting behind every transaction
    expect(written.filter((key) => committed(key) !== '1')).toEqual([]);
    const after = groupCommitStats(database.db);
    expect(after.largest).toBeLessThanOrEqual(64);
    expect(after.members - before.members).toBe(150);
    expect(after.groups - before.groups).toBeGreaterThanOrEqual(3);
  });

  it('takes no member into a group open longer than its bound', async () => {
    const before = groupCommitStats(database.db);
    // The clock that measures how long a group has been open, moved on inside the first member.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const [k1, k2, k3] = freshKeys(3);
      const results = await Promise.all([
        inTransaction(database, async (trx) => {
          await write(trx, k1!);
          vi.advanceTimersByTime(120_000); // twice the bound this database was opened with
          return k1;
        }),
        inTransaction(database, (trx) => write(trx, k2!).then(() => k2)),
        inTransaction(database, (trx) => write(trx, k3!).then(() => k3)),
      ]);
      expect(results).toEqual([k1, k2, k3]);
    } finally {
      vi.useRealTimers();
    }
    // The first alone; the two that waited had their group together.
    expect(groupCommitStats(database.db).groups - before.groups).toBe(2);
  });

  it("runs the server's SQLite database with synchronous FULL in WAL mode", async () => {
    const server = openConfiguredDatabase({ dataDir: path.join(dir, 'server') } as Config);
    try {
      const [{ synchronous }] = (await sql<{ synchronous: number }>`pragma synchronous`.execute(server.db))
        .rows as [{ synchronous: number }];
      const [{ journal_mode }] = (await sql<{ journal_mode: string }>`pragma journal_mode`.execute(server.db))
        .rows as [{ journal_mode: string }];
      expect({ synchronous, journal_mode }).toEqual({ synchronous: 2, journal_mode: 'wal' });
    } finally {
      await server.destroy();
    }
  });
});
