import { calls as contractCalls } from '@shopkeeper/contract';
import { describe, expect, it } from 'vitest';
import { calls } from './calls';

describe('the app’s call table', () => {
  it('has every call of the contract, each with the contract’s path, method, auth and file parts', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(contractCalls).sort());
    for (const [name, def] of Object.entries(contractCalls)) {
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

  it('carries no schemas into the browser', () => {
    expect('input' in calls.getMe).toBe(false);
    expect('output' in calls.getMe).toBe(false);
  });
});
