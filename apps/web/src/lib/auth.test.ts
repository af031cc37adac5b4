import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProfileOnStart, useSignOut } from './auth.ts';
import { currentLanguage, switchLanguage } from './i18n.ts';
import { queryClient } from './react-query.ts';
import { beforeSignOut } from './session.ts';
import { storage } from './storage.ts';

beforeEach(() => {
  queryClient.clear();
});

afterEach(async () => {
  await switchLanguage('en');
});

describe('on start', () => {
  it('without a token, makes no call', async () => {
    const server = fakeServer({ getMe: { code: 200, data: aProfile() } });
    await loadProfileOnStart();
    expect(server.calls).toEqual([]);
  });

  it('with a token, calls GET /api/v1/me and keeps the profile, file host, service link, invite flag', async () => {
    storage.setToken('tok-1');
    const server = fakeServer({
      getMe: { code: 200, data: aProfile({ serviceLink: 'https://chat.example/u/7' }) },
    });
    await loadProfileOnStart();

    expect(server.calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/v1/me']);
    expect(server.called('getMe')[0]?.authorization).toBe('tok-1');
    expect(storage.getServiceLink()).toBe('https://chat.example/u/7');
    expect(storage.getFileHost()).toBe('https://files.example/');
    expect(storage.getInvite()).toBe(true);
    expect(storage.getUserInfo()?.username).toBe('mia');
  });

  it('takes up the language remembered in the profile', async () => {
    storage.setToken('tok-1');
    fakeServer({ getMe: { code: 200, data: aProfile({ lang: 'ko' }) } });
    await loadProfileOnStart();
    expect(currentLanguage()).toBe('ko');
    expect(storage.getLang()).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
  });
});

describe('signing out', () => {
  it('runs the sign-out work (push off on this phone) with the token still valid, then signs out', async () => {
    storage.setToken('tok-9');
    const server = fakeServer({ logout: { code: 200, data: null } });
    const seen: (string | null)[] = [];
    beforeSignOut(async () => {
      seen.push(storage.getToken());
    });
    let done = false;
    const { result } = renderHook(() => useSignOut(() => (done = true)), {
      wrapper: ({ children }) => createElement(QueryClientProvider, { client: queryClient }, children),
    });
    result.current.mutate();
    await waitFor(() => expect(done).toBe(true));
    expect(seen).toEqual(['tok-9']);
    expect(server.called('logout')).toHaveLength(1);
    expect(storage.getToken()).toBeNull();
  });
});
