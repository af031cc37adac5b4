import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProfileOnStart } from './auth.ts';
import { currentLanguage, switchLanguage } from './i18n.ts';
import { queryClient } from './react-query.ts';
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
