import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, inTransaction, openDatabase } from '../../db/index.ts';
import { migrateToLatest } from '../../db/migrations/index.ts';
import { describeApi } from '../../test/harness.ts';
import { getSetting, setSetting } from './service.ts';

describeApi('settings', (api) => {
  it('a change inside a transaction that rolls back is not seen afterwards', async () => {
    const { database } = api();
    expect(await getSetting(database.db, 'inviteCodeValidDays')).toBe(7);
    await inTransaction(database, async (trx) => {
      await setSetting(trx, 'inviteCodeValidDays', 2);
      expect(await getSetting(trx, 'inviteCodeValidDays')).toBe(2);
      throw new Error('roll back');
    }).catch(() => {});
    expect(await getSetting(database.db, 'inviteCodeValidDays')).toBe(7);
  });

  it('a change is seen at once by the same process', async () => {
    const { db } = api().database;
    expect(await getSetting(db, 'registrationOpen')).toBe(true);
    await setSetting(db, 'registrationOpen', false);
    expect(await getSetting(db, 'registrationOpen')).toBe(false);
    await setSetting(db, 'registrationOpen', true);
  });
});

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  first = openDatabase({ sqliteFile: ':memory:' });
  second = openDatabase({ sqliteFile: ':memory:' });
  await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
});
afterAll(async () => {
  await Promise.all([first.destroy(), second.destroy()]);
});

it("one database's setting is never answered from another's cache", async () => {
  await setSetting(first.db, 'registrationOpen', false);
  expect(await getSetting(first.db, 'registrationOpen')).toBe(false);
  expect(await getSetting(second.db, 'registrationOpen')).toBe(true);
});
