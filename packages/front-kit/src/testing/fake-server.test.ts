// @vitest-environment jsdom
import { createApiClient } from '@shopkeeper/client';
import { calls } from '@shopkeeper/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, fakeServer } from './fake-server.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the fake server', () => {
  const api = createApiClient({ getToken: () => 'tok' });

  it('answers a call by its contract name and records what was sent', async () => {
    const server = fakeServer({ getMe: { code: 200, data: aProfile() }, logout: { code: 200, data: null } });
    await expect(api.send(calls.getMe, {})).resolves.toMatchObject({ username: 'mia' });
    await api.send(calls.logout, {});
    expect(server.calls.map((call) => call.name)).toEqual(['getMe', 'logout']);
    expect(server.called('logout')[0]?.authorization).toBe('tok');
  });

  it('hands a handler the parsed input and refuses with a catalogue code', async () => {
    const server = fakeServer({
      login: ({ input }) => (input.password === 'right' ? { code: 413 } : { code: 424 }),
    });
    await expect(api.send(calls.login, { username: 'mia', password: 'right' })).rejects.toMatchObject({
      code: 413,
    });
    expect(server.called('login')[0]?.input).toEqual({ username: 'mia', password: 'right' });
  });

  it('answers a call it was not given with 404, and fails on a path the contract does not have', async () => {
    fakeServer({});
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code: 404 });
    await expect(fetch('/api/v1/no-such-call', { method: 'POST' })).rejects.toThrow(/no contract call/);
  });
});
