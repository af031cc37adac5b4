import { expect, it } from 'vitest';
import { tableNames } from '../db/analyze.ts';
import { databaseFingerprint } from './db-fingerprint.ts';
import { describeApi } from './harness.ts';

describeApi('the database fingerprint tests compare', (api) => {
  it('finds every table, including ones no test lists', async () => {
    const tables = await tableNames(api().database);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'ledger_transactions', 'chat_messages', 'attempts']),
    );
  });

  it('stays the same when nothing changed and names the table where one column of one row did', async () => {
    const merchant = await api().merchant();
    const before = await databaseFingerprint(api().database);
    expect(await databaseFingerprint(api().database)).toEqual(before);
    await api()
      .database.db.updateTable('users')
      .set({ lang: 'vi' })
      .where('id', '=', merchant.user.id)
      .execute();
    const after = await databaseFingerprint(api().database);
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    expect(changed).toEqual(['users']);
  });

  it('ignores a session being seen again and a counted attempt, which refusals may change', async () => {
    const merchant = await api().merchant();
    const before = await databaseFingerprint(api().database);
    await api()
      .database.db.updateTable('sessions')
      .set({ last_seen_at: Date.now() + 1000 })
      .execute();
    await api()
      .database.db.insertInto('attempts')
      .values({ key: `x:${merchant.username}`, at: Date.now(), failed_at: null })
      .execute();
    expect(await databaseFingerprint(api().database)).toEqual(before);
  });
});
