import type { Me } from '@shopkeeper/contract';

/**
 * What a front end keeps in local storage (docs/product.md#start-and-local-storage): token,
 * language, file host, service link, invite flag, user info. The merchant app uses exactly these key names; the console
 * prefixes them (`console.token`) so both can be signed in side by side in one browser as
 * different people. No other module touches localStorage directly.
 */
export const STORED_ITEMS = ['token', 'lang', 'fileHost', 'serviceLink', 'invite', 'userInfo'] as const;
export type StoredItem = (typeof STORED_ITEMS)[number];

export interface AppStorage {
  /** The localStorage key of each item. */
  readonly keys: Readonly<Record<StoredItem, string>>;
  getToken(): string | null;
  setToken(token: string | null): void;
  getLang(): string | null;
  setLang(lang: string): void;
  getFileHost(): string | null;
  getServiceLink(): string | null;
  /** Whether sign-up needs an invite code; null until a profile has been loaded. */
  getInvite(): boolean | null;
  /** The last /v1/me profile; null when there is none or it is damaged. */
  getUserInfo(): Me | null;
  /** Keeps what the /v1/me profile tells the client to remember. */
  saveProfile(me: Me): void;
  /**
   * Forgets who is signed in. The language stays: it is this device's choice, and the
   * sign-in screen should keep speaking it.
   */
  clearSession(): void;
}

export function createStorage(prefix = ''): AppStorage {
  const keys = Object.fromEntries(STORED_ITEMS.map((item) => [item, `${prefix}${item}`])) as Record<
    StoredItem,
    string
  >;

  // Storage can throw (Safari private mode, quota, disabled cookies); the app then behaves
  // as if nothing were stored rather than failing to start.
  const read = (item: StoredItem): string | null => {
    try {
      return globalThis.localStorage?.getItem(keys[item]) ?? null;
    } catch {
      return null;
    }
  };
  const write = (item: StoredItem, value: string | null): void => {
    try {
      if (value === null) globalThis.localStorage?.removeItem(keys[item]);
      else globalThis.localStorage?.setItem(keys[item], value);
    } catch {
      // see read
    }
  };

  return {
    keys,
    getToken: () => read('token') || null,
    setToken: (token) => write('token', token || null),
    getLang: () => read('lang') || null,
    setLang: (lang) => write('lang', lang),
    getFileHost: () => read('fileHost') || null,
    getServiceLink: () => read('serviceLink') || null,
    getInvite: () => {
      const value = read('invite');
      return value === null ? null : value === 'true';
    },
    getUserInfo: () => {
      const text = read('userInfo');
      if (!text) return null;
      try {
        const value: unknown = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Me) : null;
      } catch {
        return null;
      }
    },
    saveProfile(me) {
      write('fileHost', me.fileHost);
      write('serviceLink', me.serviceLink);
      write('invite', String(me.invite));
      write('userInfo', JSON.stringify(me));
      if (me.lang) write('lang', me.lang);
    },
    clearSession() {
      write('token', null);
      write('userInfo', null);
    },
  };
}
