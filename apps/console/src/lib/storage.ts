/**
 * What the console keeps in local storage. Keys are prefixed so the console and the merchant
 * app (which uses `token`) can be signed in side by side in one browser as different people.
 */
export const TOKEN_KEY = 'console.token';
export const LANGUAGE_KEY = 'console.lang';

// Storage can throw (disabled cookies, private modes, full quota); the console then simply
// forgets between visits instead of failing to start.
function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // See `read`.
  }
}

export const getToken = (): string | null => read(TOKEN_KEY);
export const setToken = (token: string): void => write(TOKEN_KEY, token);
export const clearToken = (): void => write(TOKEN_KEY, null);

export const getStoredLanguage = (): string | null => read(LANGUAGE_KEY);
export const setStoredLanguage = (lang: string): void => write(LANGUAGE_KEY, lang);
