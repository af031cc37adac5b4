// @vitest-environment jsdom
import type { Me } from '@shopkeeper/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from './storage.ts';
import { aProfile } from './testing/fake-server.ts';

const me: Me = aProfile({ lang: 'fr', shop: null, balance: '10.00' });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the merchant app’s storage', () => {
  const storage = createStorage();

  it('keeps what the /v1/me profile says to keep, where another tab or a reload finds it', () => {
    storage.saveProfile(me);
    const reloaded = createStorage();
    expect(reloaded.getFileHost()).toBe('https://files.example/');
    expect(reloaded.getServiceLink()).toBe('/service');
    expect(reloaded.getInvite()).toBe(true);
    expect(reloaded.getLang()).toBe('fr');
    expect(reloaded.getUserInfo()).toEqual(me);
    // The spec's own key names, which other pages of the same site read.
    expect(localStorage.getItem('fileHost')).toBe('https://files.example/');
    expect(localStorage.getItem('invite')).toBe('true');
  });

  it('knows nothing before a profile has been loaded', () => {
    expect(storage.getToken()).toBeNull();
    expect(storage.getInvite()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(storage.getServiceLink()).toBeNull();
  });

  it('does not overwrite the chosen language with an empty profile language', () => {
    storage.setLang('ja');
    storage.saveProfile({ ...me, lang: null });
    expect(storage.getLang()).toBe('ja');
  });

  it('signing out forgets the token and the profile but keeps the language', () => {
    storage.setToken('abc123');
    storage.saveProfile(me);
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(storage.getLang()).toBe('fr');
  });

  it('treats a damaged profile as none rather than failing', () => {
    localStorage.setItem(storage.keys.userInfo, '{not json');
    expect(storage.getUserInfo()).toBeNull();
    localStorage.setItem(storage.keys.userInfo, '"a string"');
    expect(storage.getUserInfo()).toBeNull();
  });

  it('behaves as if nothing were stored when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.setToken('abc')).not.toThrow();
    expect(storage.getToken()).toBeNull();
  });
});

describe('two apps in one browser', () => {
  it('the console’s session and the merchant app’s do not touch each other', () => {
    const merchant = createStorage();
    const console = createStorage('console.');
    merchant.setToken('merchant-token');
    console.setToken('operator-token');
    console.setLang('ko');
    console.clearSession();
    expect(merchant.getToken()).toBe('merchant-token');
    expect(console.getToken()).toBeNull();
    expect(merchant.getLang()).toBeNull();
    expect(console.getLang()).toBe('ko');
  });
});
