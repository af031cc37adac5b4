import { calls } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { assertNotCommon } from '../modules/accounts/passwords.ts';
import { countRows, describeApi } from '../test/harness.ts';
import { demoLoginLine, newDemoPassword, parseDemoLogins, seedDemoIfEmpty } from './demo.ts';

describeApi('the demo seed', (api) => {
  it('creates the demo logins with passwords generated for this database, which sign in', async () => {
    const logins = await seedDemoIfEmpty(api().database);
    expect(logins?.map((l) => [l.role, l.username])).toEqual([
      ['operator', 'operator'],
      ['merchant', 'merchant'],
    ]);
    for (const login of logins!) {
      expect(login.password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      const res = await api().call(calls.login, { username: login.username, password: login.password });
      expect(res.code, login.username).toBe(200);
      expect(res.data.user.role).toBe(login.role);
    }
    expect(logins![0]!.password).not.toBe(logins![1]!.password);
    // Printed once, as `npm start` prints them, and readable back by the test harnesses.
    expect(parseDemoLogins(`running\n${logins!.map(demoLoginLine).join('\n')}\n`)).toEqual(logins);
  });

  it('publishes a support contact, so a visitor sent to /404 sees how support is reached', async () => {
    const res = await api().call(calls.getSupportContact, {});
    expect(res.code).toBe(200);
    expect(res.data.email).toContain('@');
  });

  it('offers the demo merchant a USDT-TRC20 and a bank-transfer channel to top up through', async () => {
    // Seeded by the first test.
    const { db } = api().database;
    const channels = await db
      .selectFrom('topup_channels')
      .select(['kind', 'disabled_at'])
      .orderBy('id')
      .execute();
    expect(channels).toEqual([
      { kind: 'usdt_trc20', disabled_at: null },
      { kind: 'bank', disabled_at: null },
    ]);
  });

  it('leaves a database that has users alone, and prints nothing for it', async () => {
    const users = await countRows(api().database, 'users');
    expect(await seedDemoIfEmpty(api().database)).toBeUndefined();
    expect(await countRows(api().database, 'users')).toBe(users);
  });
});

it('generates a different, readable password each time, never a common one', () => {
  const passwords = new Set(Array.from({ length: 200 }, newDemoPassword));
  expect(passwords.size).toBe(200);
  for (const password of passwords) {
    expect(password).not.toMatch(/[01IOl]/);
    expect(() => assertNotCommon(password)).not.toThrow();
  }
});
