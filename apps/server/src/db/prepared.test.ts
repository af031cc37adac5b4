import { expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { preparedQuery } from './prepared.ts';

let builds = 0;
const usersByRoleSince = preparedQuery((db, role: string, since: number) => {
  builds++;
  return db
    .selectFrom('users')
    .select(['username', 'role'])
    .where('role', '=', role as 'merchant')
    .where('created_at', '>=', since)
    .orderBy('username');
});

describeApi('prepared queries', (api) => {
  it('compiles once and answers each call with its own arguments', async () => {
    const buildsBefore = builds;
    const a = await api().merchant('prep_alpha');
    await api().merchant('prep_beta');
    const { db } = api().database;
    const merchants = await usersByRoleSince(db, 'merchant', 0);
    expect(merchants.map((u) => u.username)).toEqual(expect.arrayContaining(['prep_alpha', 'prep_beta']));
    expect(merchants.every((u) => u.role === 'merchant')).toBe(true);
    expect(await usersByRoleSince(db, 'operator', 0)).toEqual([]);
    expect(await usersByRoleSince(db, 'merchant', Date.now() + 60_000)).toEqual([]);
    expect(a.username).toBe('prep_alpha');
    expect(builds - buildsBefore).toBe(1); // built and compiled once for this database, then reused
  });
});
