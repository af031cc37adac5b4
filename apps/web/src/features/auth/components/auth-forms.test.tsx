import { aProfile, envelope } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { setNavigator } from '../../../lib/navigation.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render.tsx';

const fetch = vi.fn<typeof globalThis.fetch>();
const session = { token: 'fresh-token', expiresAt: '2026-12-31T00:00:00.000Z', user: aProfile() };

beforeEach(() => {
  queryClient.clear();
  fetch.mockReset();
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  const view = renderRoutes(routes, path);
  setNavigator(
    (to, options) => void view.router.navigate(to, options),
    () => view.router.state.location,
  );
  return view;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const requestBody = (call = 0) => JSON.parse(String(fetch.mock.calls[call]![1]!.body));

describe('invite-code sign-up (/invite)', () => {
  it.each([
    ['?code=WELCOME7', 'WELCOME7'],
    ['?inviteCode=FRIEND42', 'FRIEND42'],
  ])('fills in the invite code from the link %s', async (query, code) => {
    open(`/invite${query}`);
    expect(((await screen.findByLabelText('Invite code')) as HTMLInputElement).value).toBe(code);
  });

  it('says the passwords do not match, and sends nothing', async () => {
    open('/invite?code=WELCOME7');
    await screen.findByLabelText('Invite code');
    type('Username', 'new_shop');
    type('Password', 'correct horse 1');
    type('Confirm password', 'correct horse 2');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears the message once the entries match, and moves the focus to the first field to fix', async () => {
    open('/invite?code=WELCOME7');
    await screen.findByLabelText('Invite code');
    type('Username', 'new_shop');
    type('Password', 'correct horse 1');
    type('Confirm password', 'correct horse 2');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('The two passwords do not match.');
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm password'));
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    type('Confirm password', 'correct horse 1');
    await waitFor(() => expect(screen.queryByText('The two passwords do not match.')).toBeNull());
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the username and password rules before sending', async () => {
    open('/invite');
    await screen.findByLabelText('Invite code');
    type('Username', 'a b');
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your invite code.')).toBeTruthy();
    expect(screen.getByText('Use 3–32 letters, digits, dots, dashes or underscores.')).toBeTruthy();
    expect(screen.getByText('Use 8–64 characters.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs up with the code, keeps the token and opens the store centre', async () => {
    fetch.mockImplementation(async (url) =>
      String(url) === '/api/invite_code' ? envelope(200, session) : envelope(200, aProfile()),
    );
    const { router } = open('/invite?code=WELCOME7');
    await screen.findByLabelText('Invite code');
    type('Username', 'new_shop');
    type('Password', 'correct horse 1');
    type('Confirm password', 'correct horse 1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shopCenter'));
    expect(fetch.mock.calls[0]![0]).toBe('/api/invite_code');
    expect(requestBody()).toEqual({
      inviteCode: 'WELCOME7',
      username: 'new_shop',
      password: 'correct horse 1',
      lang: 'en',
    });
    expect(storage.getToken()).toBe('fresh-token');
    expect(storage.getUserInfo()?.username).toBe('mia');
  });

  it('stays on the form, with the link’s query kept, when the code is refused (438)', async () => {
    fetch.mockResolvedValue(envelope(438, null, 'invalid'));
    const { router } = open('/invite?code=OLD1');
    await screen.findByLabelText('Invite code');
    type('Username', 'new_shop');
    type('Password', 'correct horse 1');
    type('Confirm password', 'correct horse 1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/invite');
    expect(router.state.location.search).toBe('?code=OLD1');
    expect(storage.getToken()).toBeNull();
  });
});

describe('sign-in (/login)', () => {
  it('asks for the username and password before sending', async () => {
    open('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your username.')).toBeTruthy();
    expect(screen.getByText('Please enter a password.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in and returns to the screen the person was headed for', async () => {
    fetch.mockImplementation(async (url) =>
      String(url) === '/api/login' ? envelope(200, session) : envelope(200, aProfile()),
    );
    const { router } = open(`/login?redirect=${encodeURIComponent('/wallet')}`);
    await screen.findByLabelText('Username');
    type('Username', ' mia ');
    type('Password', 'secret password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(requestBody()).toEqual({ username: 'mia', password: 'secret password' });
    expect(storage.getToken()).toBe('fresh-token');
  });

  it('never follows a redirect to another site', async () => {
    fetch.mockImplementation(async (url) =>
      String(url) === '/api/login' ? envelope(200, session) : envelope(200, aProfile()),
    );
    const { router } = open(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await screen.findByLabelText('Username');
    type('Username', 'mia');
    type('Password', 'secret password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopCenter'));
  });

  it('leads to the invite-code sign-up', async () => {
    const { router } = open('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite'));
  });
});
