import type { ApiClient } from '@shopkeeper/client';
import { calls as contractCalls, type Me } from '@shopkeeper/contract';
import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';

describe('the app’s call table', () => {
  const merchantCalls = Object.entries(contractCalls).filter(
    ([, def]) => def.auth !== 'operator' && def.auth !== 'shopKey',
  );

  it('has every merchant call of the contract, each with its path, method, auth and file parts', () => {
    expect(Object.keys(calls).sort()).toEqual(merchantCalls.map(([name]) => name).sort());
    for (const [name, def] of merchantCalls) {
      const ours = calls[name as keyof typeof calls];
      expect({ name, path: ours.path, method: ours.method, auth: ours.auth, files: ours.files }).toEqual({
        name,
        path: def.path,
        method: def.method,
        auth: def.auth,
        files: def.files,
      });
    }
  });

  it('leaves out the operator calls: the console makes them, never this app', () => {
    const operatorCalls = Object.entries(contractCalls).filter(([, def]) => def.auth === 'operator');
    expect(operatorCalls.length).toBeGreaterThan(0);
    for (const [name] of operatorCalls) expect(calls).not.toHaveProperty(name);
    // @ts-expect-error and its type has none of them
    expect(calls.consoleSupportContactGet).toBeUndefined();
  });

  it('leaves out the order-intake API: external storefronts call it with a shop key', () => {
    expect(contractCalls.intakeOrderCreate.auth).toBe('shopKey');
    expect(calls).not.toHaveProperty('intakeOrderCreate');
    // @ts-expect-error nor does its type
    expect(calls.intakeOrderCreate).toBeUndefined();
  });

  it('carries no schemas into the browser, and its type says so', () => {
    expect('input' in calls.getMe).toBe(false);
    expect('output' in calls.getMe).toBe(false);
    // The type checker refuses what would crash here (`npm run typecheck` fails without these).
    // @ts-expect-error the app's call table has no output schema
    expect(() => calls.getMe.output.parse({})).toThrow(TypeError);
    // @ts-expect-error nor an input schema
    expect(calls.login.input).toBeUndefined();
  });
});

/** Checked by the type checker only (never run): inputs and outputs keep the contract's types. */
export async function typeChecksOfTheTable(api: ApiClient) {
  const me: Me = await api.send(calls.getMe, {});
  // @ts-expect-error a sign-in needs a password
  await api.send(calls.login, { username: me.username });
  // @ts-expect-error the answer of sign-out is null, not a profile
  const wrong: Me = await api.send(calls.logout, {});
  return wrong;
}
