import { describe, expect, it } from 'vitest';
import { aProfile } from '../testing/fixtures';
import { STORAGE_KEYS, storage } from './storage';

const me = aProfile({ lang: 'fr', serviceLink: '/service' });

describe('local storage (spec §3)', () => {
  it('uses exactly the six keys token, lang, fileHost, serviceLink, invite, userInfo', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['fileHost', 'invite', 'lang', 'serviceLink', 'token', 'userInfo'].sort(),
    );
  });

  it('keeps what the /v1/me profile says to keep, under those keys', () => {
    storage.saveProfile(me);
    expect(localStorage.getItem('fileHost')).toBe('https://files.example/');
    expect(localStorage.getItem('serviceLink')).toBe('/service');
    expect(localStorage.getItem('invite')).toBe('true');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(me);
    expect(storage.getUserInfo()).toEqual(me);
    expect(storage.getInvite()).toBe(true);
    expect(storage.getServiceLink()).toBe('/service');
  });

  it('does not overwrite the language with an empty profile language', () => {
    storage.setLang('ja');
    storage.saveProfile({ ...me, lang: null });
    expect(localStorage.getItem('lang')).toBe('ja');
  });

  it('stores the token raw and forgets it with the profile on sign-out, keeping the language', () => {
    storage.setToken('abc123');
    expect(localStorage.getItem('token')).toBe('abc123');
    storage.saveProfile(me);
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('fr');
  });

  it('treats a damaged profile as none rather than failing', () => {
    localStorage.setItem('userInfo', '{not json');
    expect(storage.getUserInfo()).toBeNull();
    expect(storage.getInvite()).toBeNull();
    expect(storage.getToken()).toBeNull();
  });
});
