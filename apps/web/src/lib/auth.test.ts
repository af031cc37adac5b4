import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '../testing/fixtures';
import { envelope } from '../testing/render';
import { loadProfileOnStart } from './auth';
import { currentLanguage, switchLanguage } from './i18n';
import { queryClient } from './react-query';
import { storage } from './storage';

const fetch = vi.fn<typeof globalThis.fetch>();

beforeEach(() => {
  fetch.mockReset();
  vi.stubGlobal('fetch', fetch);
  queryClient.clear();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('on start (spec §4)', () => {
  it('without a token, makes no call', async () => {
    await loadProfileOnStart();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a token, calls GET /api/v1/me and keeps the profile, file host, service link, invite flag', async () => {
    storage.setToken('tok-1');
    fetch.mockResolvedValue(envelope(200, aProfile({ serviceLink: 'https://chat.example/u/7' })));
    await loadProfileOnStart();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/me');
    expect(init?.method).toBe('GET');
    expect(new Headers(init!.headers).get('authorization')).toBe('tok-1');
    expect(storage.getServiceLink()).toBe('https://chat.example/u/7');
    expect(storage.getFileHost()).toBe('https://files.example/');
    expect(storage.getInvite()).toBe(true);
    expect(storage.getUserInfo()?.username).toBe('mia');
  });

  it('takes up the language remembered in the profile', async () => {
    storage.setToken('tok-1');
    fetch.mockResolvedValue(envelope(200, aProfile({ lang: 'ko' })));
    await loadProfileOnStart();
    expect(currentLanguage()).toBe('ko');
    expect(storage.getLang()).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
  });
});
