import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { type DatabaseHandle, inTransaction, openDatabase, type Trx } from './index.ts';
import { preparedBySize, preparedQuery, preparedStatement } from './prepared.ts';

// One instance for the whole file: when PostgreSQL runs too, the query compiled for SQLite
// ("?" placeholders) must not be reused there ("$1"), so each database compiles its own.
const usersByRoleSince = preparedQuery((db, role: string, since: number) =>
  db
    .selectFrom('users')
    .select(['username', 'role'])
    .where('role', '=', role as 'merchant')
    .where('created_at', '>=', since)
    .orderBy('username'),
);

// The same argument in two places, and arguments used in another order than declared.
const usersNamedEither = preparedQuery((db, second: string, first: string) =>
  db
    .selectFrom('users')
    .select('username')
    .where((eb) =>
      eb.or([eb('username', '=', first), eb('username', '=', second), eb('username_key', '=', first)]),
    )
    .orderBy('username'),
);

describeApi('prepared queries', (api) => {
  it('answers each call with its own arguments, on each database it runs on', async () => {
    const alpha = await api().merchant();
    const beta = await api().merchant();
    const { db } = api().database;
    const merchants = (await usersByRoleSince(db, 'merchant', 0)).map((u) => u.username);
    expect(merchants).toEqual(expect.arrayContaining([alpha.username, beta.username]));
    expect(await usersByRoleSince(db, 'operator', 0)).toEqual([]);
    expect(await usersByRoleSince(db, 'merchant', Date.now() + 60_000)).toEqual([]);
    expect((await usersNamedEither(db, beta.username, alpha.username)).map((u) => u.username)).toEqual(
      [alpha.username, beta.username].sort(),
    );
    expect(await usersNamedEither(db, 'nobody', 'nobody-else')).toEqual([]);
  });
});

// Compiled in the first transaction, then run in others: each call must use its own.
const setLang = preparedStatement((trx: Trx, lang: string, userId: number) =>
  trx.updateTable('users').set({ lang }).where('id', '=', userId),
);
const langsOf = preparedBySize(
  () =>
    (trx: Trx, ...ids: number[]) =>
      trx.selectFrom('users').select(['id', 'lang']).where('id', 'in', ids).orderBy('id'),
);

describeApi('prepared statements in transactions', (api) => {
  it('run in the transaction given, with its arguments: its own writes seen, a rollback undoing them', async () => {
    const alpha = (await api().merchant()).user;
    const beta = (await api().merchant()).user;
    const { database } = api();
    for (const [user, lang] of [
      [alpha, 'de'],
      [beta, 'fr'],
    ] as const) {
      const seen = await inTransaction(database, async (trx) => {
        await setLang(trx, lang, user.id);
        return langsOf(1)(trx, user.id);
      });
      expect(seen).toEqual([{ id: user.id, lang }]);
    }
    const refused = inTransaction(database, async (trx) => {
      await setLang(trx, 'ja', alpha.id);
      expect(await langsOf(2)(trx, beta.id, alpha.id)).toEqual(
        [
          { id: alpha.id, lang: 'ja' },
          { id: beta.id, lang: 'fr' },
        ].sort((a, b) => a.id - b.id),
      );
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    const committed = await database.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', alpha.id)
      .execute();
    expect(committed).toEqual([{ lang: 'de' }]);
  });
});

describe('the SQLite statement cache', () => {
  let database: DatabaseHandle;
  beforeAll(() => {
    database = openDatabase({ sqliteFile: ':memory:' });
  });
  afterAll(() => database.destroy());

  const rows = async (text: string) =>
    (await sql.raw<Record<string, unknown>>(text).execute(database.db)).rows;

  it('answers a cached statement with the new columns after the table changes', async () => {
    await rows('create table notes (id integer primary key, body text)');
    await rows(`insert into notes (body) values ('first')`);
    expect(await rows('select * from notes')).toEqual([{ id: 1, body: 'first' }]);
    await rows(`alter table notes add column pinned integer not null default 0`);
    expect(await rows('select * from notes')).toEqual([{ id: 1, body: 'first', pinned: 0 }]);
  });

  it('still answers right once more statements than it keeps have pushed one out', async () => {
    expect(await rows('select body from notes where id = 1')).toEqual([{ body: 'first' }]);
    for (let i = 0; i < 600; i++) await rows(`select ${i} as n`);
    expect(await rows('select body from notes where id = 1')).toEqual([{ body: 'first' }]);
    expect(await rows('select 599 as n')).toEqual([{ n: 599 }]);
  });
});
