import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { getSetting, setSetting } from '../modules/settings/service.ts';
import { describeApi, type TestApi } from '../test/harness.ts';
import { failAtCommit } from './group-commit-fixtures.ts';
import { type DatabaseHandle, forUpdate, inTransaction, rowsChanged, type Trx } from './index.ts';

/** The test database with a log that records retries instead of printing them. */
function recorded(database: DatabaseHandle) {
  const retries: { code: string; attempt: number }[] = [];
  const handle = {
    ...database,
    log: { warn: (details: object) => retries.push(details as (typeof retries)[number]) },
  };
  return { handle, retries };
}

/** A fresh merchant's 'available' and 'frozen' ledger accounts: two balance rows to play with. */
async function twoBalanceRows(api: TestApi) {
  const { user } = await api.merchant();
  const rows = await api.database.db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();
  const id = (kind: string) => rows.find((r) => r.kind === kind)!.id;
  return { a: id('available'), b: id('frozen') };
}

const balanceOf = async (api: TestApi, id: number) =>
  (
    await api.database.db
      .selectFrom('ledger_accounts')
      .select('balance_cents')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).balance_cents;

/** Reads a balance under lock and writes read + delta only if it is still what was read. */
async function addToBalance(trx: Trx, id: number, delta: number) {
  const row = await forUpdate(
    trx,
    trx.selectFrom('ledger_accounts').select('balance_cents').where('id', '=', id),
  ).executeTakeFirstOrThrow();
  const changed = await rowsChanged(
    trx
      .updateTable('ledger_accounts')
      .set({ balance_cents: row.balance_cents + delta })
      .where('id', '=', id)
      .where('balance_cents', '=', row.balance_cents),
  );
  if (changed !== 1) throw new Error(`balance ${id} changed under us`);
}

/** A promise plus its resolver, to line two transactions up at a chosen point. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

describeApi('transactions', (api) => {
  it('a callback that throws leaves nothing written', async () => {
    const { a } = await twoBalanceRows(api());
    const before = await balanceOf(api(), a);
    await expect(
      inTransaction(api().database, async (trx) => {
        await addToBalance(trx, a, 700);
        await setSetting(trx, 'inviteCodeValidDays', 30);
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    expect(await balanceOf(api(), a)).toBe(before);
    const stored = await api()
      .database.db.selectFrom('settings')
      .select('key')
      .where('key', '=', 'inviteCodeValidDays')
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('50 concurrent increments of one balance row end exactly 50 higher', async () => {
    const { a } = await twoBalanceRows(api());
    const before = await balanceOf(api(), a);
    const { handle } = recorded(api().database);
    await Promise.all(
      Array.from({ length: 50 }, () => inTransaction(handle, (trx) => addToBalance(trx, a, 1))),
    );
    expect(await balanceOf(api(), a)).toBe(before + 50);
  });

  it('reads a setting through the transaction inside the transaction, seeing its own write', async () => {
    const seen = await inTransaction(api().database, async (trx) => {
      await setSetting(trx, 'registrationOpen', false);
      return getSetting(trx, 'registrationOpen');
    });
    expect(seen).toBe(false);
    expect(await getSetting(api().database.db, 'registrationOpen')).toBe(false);
    await setSetting(api().database.db, 'registrationOpen', true);
  });

  it('refuses the pool inside a transaction instead of hanging (SQLite) or escaping it (PostgreSQL)', async () => {
    const { db } = api().database;
    const outcome = await inTransaction(api().database, async (trx) => {
      const pool = await db
        .selectFrom('users')
        .select('id')
        .execute()
        .then(
          () => 'ran',
          (error: Error) => error.message,
        );
      const own = await trx.selectFrom('users').select('id').execute();
      return { pool, ownRows: own.length };
    });
    expect(outcome.pool).toMatch(/inside a transaction/);
    expect(outcome.ownRows).toBeGreaterThan(0);
  });

  it('a commit that fails writes nothing and leaves the connection out of the transaction (SQLite)', async (ctx) => {
    if (api().database.dialect !== 'sqlite') ctx.skip();
    const { database } = api();
    const sessionsBefore = await database.db.selectFrom('sessions').select('id').execute();
    const failed = inTransaction(database, (trx) => failAtCommit(trx, 'orphan'));
    await expect(failed).rejects.toThrow(/FOREIGN KEY/);
    expect(await database.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);
    // A transaction left open would make this one fail to begin.
    expect(await inTransaction(database, async () => 'next')).toBe('next');
  });

  it('refuses a transaction opened inside another, which SQLite could never start', async () => {
    const database = api().database;
    await expect(
      inTransaction(database, () => inTransaction(database, async () => 'nested')),
    ).rejects.toThrow(/inside a transaction/);
  });

  it('two transactions locking two rows in opposite order both finish, one retried (PostgreSQL)', async (ctx) => {
    if (api().database.dialect !== 'postgres') ctx.skip();
    const { a, b } = await twoBalanceRows(api());
    const { handle, retries } = recorded(api().database);
    const firstLocked = signal();
    const secondLocked = signal();
    let attempts = 0;
    const lockBoth = (first: number, second: number, mine: typeof firstLocked, theirs: typeof firstLocked) =>
      inTransaction(handle, async (trx) => {
        attempts++;
        await addToBalance(trx, first, 1);
        mine.fire();
        await theirs.fired; // both hold one lock and want the other's: a deadlock
        await addToBalance(trx, second, 1);
        return 'done';
      });
    const results = await Promise.all([
      lockBoth(a, b, firstLocked, secondLocked),
      lockBoth(b, a, secondLocked, firstLocked),
    ]);
    expect(results).toEqual(['done', 'done']);
    expect(attempts).toBe(3);
    expect(retries).toEqual([expect.objectContaining({ code: '40P01', attempt: 1 })]);
    expect(await balanceOf(api(), a)).toBe(2);
    expect(await balanceOf(api(), b)).toBe(2);
  });

  it('a serializable decision read from rows it does not change is retried, never skewed (PostgreSQL)', async (ctx) => {
    if (api().database.dialect !== 'postgres') ctx.skip();
    const { a, b } = await twoBalanceRows(api());
    await api()
      .database.db.updateTable('ledger_accounts')
      .set({ balance_cents: 1 })
      .where('id', 'in', [a, b])
      .execute();
    const { handle, retries } = recorded(api().database);
    const bothRead = [signal(), signal()];
    const isolations: string[] = [];
    // Each may take a cent from its own row if the two together keep at least one after it.
    const takeIfCovered = (index: number, own: number) =>
      inTransaction(handle, { isolation: 'serializable' }, async (trx) => {
        const { rows } = await sql<{
          transaction_isolation: string;
        }>`show transaction_isolation`.execute(trx);
        isolations.push(rows[0]!.transaction_isolation);
        const total = await trx
          .selectFrom('ledger_accounts')
          .select((eb) => eb.fn.sum<number>('balance_cents').as('cents'))
          .where('id', 'in', [a, b])
          .executeTakeFirstOrThrow();
        bothRead[index]!.fire();
        await bothRead[1 - index]!.fired;
        if (Number(total.cents) < 2) return 'refused';
        await trx
          .updateTable('ledger_accounts')
          .set((eb) => ({ balance_cents: eb('balance_cents', '-', 1) }))
          .where('id', '=', own)
          .execute();
        return 'taken';
      });
    const results = await Promise.all([takeIfCovered(0, a), takeIfCovered(1, b)]);
    expect(results.sort()).toEqual(['refused', 'taken']);
    expect((await balanceOf(api(), a)) + (await balanceOf(api(), b))).toBe(1);
    expect(retries).toEqual([expect.objectContaining({ code: '40001' })]);
    expect(new Set(isolations)).toEqual(new Set(['serializable']));
  });

  it('runs at read committed unless told otherwise (PostgreSQL)', async (ctx) => {
    if (api().database.dialect !== 'postgres') ctx.skip();
    const level = await inTransaction(api().database, async (trx) => {
      const { rows } = await sql<{ transaction_isolation: string }>`show transaction_isolation`.execute(trx);
      return rows[0]!.transaction_isolation;
    });
    expect(level).toBe('read committed');
  });
});
