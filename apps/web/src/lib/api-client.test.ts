import { errorMessage, loadCatalogue } from '@shopkeeper/contract';
import { envelope } from '@shopkeeper/front-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import Toast from 'antd-mobile/es/components/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebApiClient, ERROR_TOAST_MS } from './api-client.ts';
import { calls } from './calls.ts';
import { switchLanguage } from './i18n.ts';
import { setNavigator } from './navigation.ts';
import { storage } from './storage.ts';

// Toasts render into their own React root outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const navigate = vi.fn();
const showToast = vi.spyOn(Toast, 'show');

/** A client whose server always answers with `response`. */
function clientAnswering(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response());
  return { api: createWebApiClient({ fetch: fetch as unknown as typeof globalThis.fetch }), fetch };
}

/** Where the person is when the call fails. */
function at(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
}

/** The text of the toast on screen. */
async function toastText(): Promise<string> {
  await waitFor(() => expect(document.querySelector('.adm-toast-main')).not.toBeNull());
  return document.querySelector('.adm-toast-main')!.textContent ?? '';
}

/** Each test starts with no toast on screen, so it sees only its own. */
async function noToast() {
  Toast.clear();
  await waitFor(() => expect(document.querySelector('.adm-toast-main')).toBeNull());
}

beforeEach(() => {
  navigate.mockReset();
  showToast.mockClear();
  setNavigator(navigate);
  storage.setToken('secret-token');
  window.localStorage.setItem(storage.keys.userInfo, JSON.stringify({ username: 'mia' }));
});

afterEach(async () => {
  await noToast();
  await switchLanguage('en');
  vi.useRealTimers();
  at('/');
});

/** Makes a failing call that does toast, and checks that its toast is the only one. */
async function expectOnlyTheNextCallToToast() {
  const { api } = clientAnswering(() => envelope(454));
  await expect(api.send(calls.getMe, {})).rejects.toBeDefined();
  expect(await toastText()).toBe('You have used today’s invitations. Please try again tomorrow.');
  expect(showToast).toHaveBeenCalledTimes(1);
}

describe('API client redirects', () => {
  it.each([436, 438])('%i goes to /invite keeping the query string', async (code) => {
    at('/shopCenter?x=1');
    const { api } = clientAnswering(() => envelope(code));
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code });
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/invite?x=1']);
  });

  it.each([437, 440, 411])('%i goes to /404, telling it why, and keeps the session', async (code) => {
    at('/wallet');
    const data = code === 440 ? { retryAfterMinutes: 15 } : null;
    const { api } = clientAnswering(() => envelope(code, data));
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code });
    expect(navigate).toHaveBeenCalledWith('/404', { replace: true, state: { refusal: { code, data } } });
    expect(storage.getToken()).toBe('secret-token');
    // /404 says it; a toast on top would say it twice. (A later call's toast shows that any
    // toast of the first would have been made by then.)
    await expectOnlyTheNextCallToToast();
  });

  it('a quiet call (a form shows the refusal) still redirects but does not toast', async () => {
    at('/wallet');
    const { api } = clientAnswering(() => envelope(424));
    await expect(api.send(calls.getMe, {}, { quiet: true })).rejects.toMatchObject({ code: 424 });
    await expectOnlyTheNextCallToToast();
  });

  it('a quiet sign-in refused by a lockout (440) still goes to /404', async () => {
    at('/login');
    const { api } = clientAnswering(() => envelope(440, { retryAfterMinutes: 15 }));
    await expect(
      api.send(calls.login, { username: 'mia', password: 'x' }, { quiet: true }),
    ).rejects.toMatchObject({ code: 440 });
    expect(navigate).toHaveBeenCalledWith('/404', {
      replace: true,
      state: { refusal: { code: 440, data: { retryAfterMinutes: 15 } } },
    });
  });

  it('a call quiet only for the failures its form shows toasts the others', async () => {
    at('/wallet');
    const showsOnForm = (error: { code: number }) => error.code === 405;
    const { api } = clientAnswering(() => envelope(424));
    await expect(api.send(calls.getMe, {}, { quiet: showsOnForm })).rejects.toMatchObject({ code: 424 });
    expect(await toastText()).toBe(errorMessage(424, 'en'));
  });

  it('401 clears the stored token and user info, then goes to /404', async () => {
    at('/wallet');
    const { api } = clientAnswering(() => envelope(401));
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code: 401 });
    expect(window.localStorage.getItem(storage.keys.token)).toBeNull();
    expect(window.localStorage.getItem(storage.keys.userInfo)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/404', {
      replace: true,
      state: { refusal: { code: 401, data: null } },
    });
  });

  it.each([407, 408])(
    '%i (signed out or expired) clears the token and asks to sign in again',
    async (code) => {
      at('/wallet?tab=flows');
      const { api } = clientAnswering(() => envelope(code));
      await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code });
      expect(storage.getToken()).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fwallet%3Ftab%3Dflows', { replace: true });
    },
  );

  it('a late 407 on a public page (after a 401 sent the person to /404) leaves them there', async () => {
    at('/404');
    const { api } = clientAnswering(() => envelope(407));
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code: 407 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('other failures stay on the screen', async () => {
    const { api } = clientAnswering(() => envelope(424));
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code: 424 });
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.getToken()).toBe('secret-token');
  });
});

describe('API client toasts', () => {
  it('shows the catalogue message for the code, not the server text, for 3 seconds, and rejects', async () => {
    const { api } = clientAnswering(() => envelope(413, null, 'bad creds (server wording)'));
    await expect(api.send(calls.login, { username: 'mia', password: 'x' })).rejects.toMatchObject({
      code: 413,
    });
    expect(await toastText()).toBe('Wrong username or password.');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ duration: ERROR_TOAST_MS }));
    expect(ERROR_TOAST_MS).toBe(3000);
  });

  it('shows the catalogue message in the chosen language', async () => {
    await switchLanguage('fr');
    const { api } = clientAnswering(() => envelope(413, null, 'bad creds'));
    await expect(api.send(calls.login, { username: 'mia', password: 'x' })).rejects.toBeDefined();
    await loadCatalogue('fr');
    const french = errorMessage(413, 'fr');
    expect(french).not.toBe('Wrong username or password.');
    expect(await toastText()).toBe(french);
  });

  it('fills the message parameters the server sends', async () => {
    const { api } = clientAnswering(() => envelope(444, { item: 5 }));
    await expect(api.send(calls.getMe, {})).rejects.toBeDefined();
    expect(await toastText()).toContain('5');
  });

  it('falls back to the server msg for a code outside the catalogue', async () => {
    const { api } = clientAnswering(() => envelope(499, null, 'Something specific happened'));
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code: 499 });
    expect(await toastText()).toBe('Something specific happened');
  });

  it('HTTP 500 shows the server msg', async () => {
    const { api } = clientAnswering(() => envelope(500, null, 'The database is being restarted', 500));
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ code: 500, kind: 'server' });
    expect(await toastText()).toBe('The database is being restarted');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ duration: 3000 }));
  });

  it('a network failure shows "loading failed, please try again"', async () => {
    const { api } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.send(calls.getMe, {})).rejects.toMatchObject({ kind: 'network' });
    expect(await toastText()).toBe('Loading failed, please try again.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives up after 15 seconds with "loading failed", not before', async () => {
    // Nothing is drawn while the clock is fake: the renderer's own timers (effects run after a
    // frame) would be taken by it and never fire. The toast's text on screen is the same as
    // for any network failure (above); here it is the call and its words that are checked.
    showToast.mockImplementationOnce(() => ({ close: () => undefined }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const api = createWebApiClient({ fetch: fetch as typeof globalThis.fetch });
    let outcome: unknown = 'pending';
    const call = api.send(calls.getMe, {}).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toMatchObject({ kind: 'timeout' });
    vi.useRealTimers();
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({ content: 'Loading failed, please try again.' }),
      ),
    );
  });

  it('a successful call shows no toast and returns the data', async () => {
    const { api, fetch } = clientAnswering(() => envelope(200, null));
    await expect(api.send(calls.logout, {})).resolves.toBeNull();
    expect(showToast).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/logout');
    expect(new Headers(init!.headers).get('authorization')).toBe('secret-token');
  });
});

describe('the toast is visible to the person', () => {
  it('renders the text on screen', async () => {
    const { api } = clientAnswering(() => envelope(424));
    await expect(api.send(calls.getMe, {})).rejects.toBeDefined();
    expect(await screen.findByText('Your balance is not enough.')).toBeTruthy();
  });
});
