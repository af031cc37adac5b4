import type { Me } from '@shopkeeper/contract';

/**
 * Everything the merchant app keeps in local storage (spec §3), under exactly these keys.
 * No other module touches localStorage directly.
 */
export const STORAGE_KEYS = {
  token: 'token',
  lang: 'lang',
  fileHost: 'fileHost',
  serviceLink: 'serviceLink',
  invite: 'invite',
  userInfo: 'userInfo',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (Safari private mode, quota, disabled cookies); the app then simply
// behaves as if nothing were stored rather than crashing.
function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // see read()
  }
}

export const storage = {
  getToken: (): string | null => read(STORAGE_KEYS.token) || null,
  setToken: (token: string | null) => write(STORAGE_KEYS.token, token),

  getLang: (): string | null => read(STORAGE_KEYS.lang),
  setLang: (lang: string) => write(STORAGE_KEYS.lang, lang),

  getFileHost: (): string | null => read(STORAGE_KEYS.fileHost),
  getServiceLink: (): string | null => read(STORAGE_KEYS.serviceLink) || null,

  /** Whether sign-up needs an invite code; unknown until a profile has been loaded. */
  getInvite: (): boolean | null => {
    const value = read(STORAGE_KEYS.invite);
    return value === null ? null : value === 'true';
  },

  getUserInfo: (): Me | null => {
    const text = read(STORAGE_KEYS.userInfo);
    if (!text) return null;
    try {
      return JSON.parse(text) as Me;
    } catch {
      return null;
    }
  },

  /** Keeps what the /v1/me profile tells the client to remember. */
  saveProfile(me: Me): void {
    write(STORAGE_KEYS.fileHost, me.fileHost);
    write(STORAGE_KEYS.serviceLink, me.serviceLink);
    write(STORAGE_KEYS.invite, String(me.invite));
    write(STORAGE_KEYS.userInfo, JSON.stringify(me));
    if (me.lang) write(STORAGE_KEYS.lang, me.lang);
  },

  /**
   * Forgets who is signed in. The language stays: it is this device's choice, and the
   * sign-in screen should keep speaking it.
   */
  clearSession(): void {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.userInfo, null);
  },
};
