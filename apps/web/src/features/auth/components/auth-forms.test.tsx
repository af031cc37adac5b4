import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { switchLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutesWithRedirects } from '../../../testing/render-routes.tsx';

const session = { token: 'fresh-token', expiresAt: '2026-12-31T00:00:00.000Z', user: aProfile() };
/** The server's side of a sign-in or sign-up that works: the session, then the profile. */
const welcoming = { getMe: { code: 200, data: aProfile() } } as const;

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  queryClient.clear();
  server = fakeServer();
});

const open = (path: string) => renderRoutesWithRedirects(routes, path);

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
async function fillSignUp() {
  await screen.findByLabelText('Invite code');
  type('Username', 'new_shop');
  type('Password', 'correct horse 1');
  type('Confirm password', 'correct horse 1');
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

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
    expect(server.calls).toEqual([]);
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
    expect(server.calls).toEqual([]);
  });

  it('signs up with the code, keeps the token and opens the store centre', async () => {
    server = fakeServer({ inviteCode: { code: 200, data: session }, ...welcoming });
    const { router } = open('/invite?code=WELCOME7');
    await screen.findByLabelText('Invite code');
    type('Username', 'new_shop');
    type('Password', 'correct horse 1');
    type('Confirm password', 'correct horse 1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shopCenter'));
    expect(server.calls[0]!.path).toBe('/api/invite_code');
    expect(server.calls[0]!.input).toEqual({
      inviteCode: 'WELCOME7',
      username: 'new_shop',
      password: 'correct horse 1',
      lang: 'en',
    });
    expect(storage.getToken()).toBe('fresh-token');
    expect(storage.getUserInfo()?.username).toBe('mia');
  });

  it('stays on the form, with the link’s query kept, and says under the code that it was refused (438)', async () => {
    fakeServer({ inviteCode: { code: 438, msg: 'invalid' } });
    const { router } = open('/invite?code=OLD1');
    await fillSignUp();
    const code = screen.getByLabelText('Invite code');
    const message = await screen.findByText('This invite code is not valid.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(code);
    expect(router.state.location.pathname).toBe('/invite');
    expect(router.state.location.search).toBe('?code=OLD1');
    expect(storage.getToken()).toBeNull();
    expect(document.querySelector('.adm-toast-mask')).toBeNull();
  });

  it('says a used invite code was used', async () => {
    fakeServer({ inviteCode: { code: 438, data: { reason: 'used' }, msg: 'invalid' } });
    open('/invite?code=USED1');
    await fillSignUp();
    expect(
      await screen.findByText(
        'This invite code has already been used. Ask the person who invited you for a new one.',
      ),
    ).toBeTruthy();
  });

  it('shows a taken username under the username (417)', async () => {
    fakeServer({ inviteCode: { code: 417, msg: 'taken' } });
    open('/invite?code=WELCOME7');
    await fillSignUp();
    const message = await screen.findByText('This username is already taken.');
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('shows a field the server names (405 data.field) on that field', async () => {
    fakeServer({
      inviteCode: { code: 405, data: { field: 'password', variant: 'commonPassword' }, msg: 'common' },
    });
    open('/invite?code=WELCOME7');
    await fillSignUp();
    const message = await screen.findByText('This password is too common. Please choose another.');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('keeps the username rules in helper text under the field, tied to it', async () => {
    open('/invite');
    const username = await screen.findByLabelText('Username');
    const hint = screen.getByText('3–32 characters: letters, digits, dots, dashes or underscores.');
    expect(username.getAttribute('aria-describedby')).toBe(hint.id);
    expect(username.getAttribute('placeholder')).toBeNull();
  });

  it('sends someone signed in on to the store centre', async () => {
    storage.setToken('a-token');
    fakeServer(welcoming);
    const { router } = open('/invite');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopCenter'));
  });
});

describe('sign-in (/login)', () => {
  it('asks for the username and password before sending', async () => {
    open('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your username.')).toBeTruthy();
    expect(screen.getByText('Please enter a password.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('signs in and returns to the screen the person was headed for', async () => {
    server = fakeServer({ login: { code: 200, data: session }, ...welcoming });
    const { router } = open(`/login?redirect=${encodeURIComponent('/wallet')}`);
    await screen.findByLabelText('Username');
    type('Username', ' mia ');
    type('Password', 'secret password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(server.called('login')[0]!.input).toEqual({ username: 'mia', password: 'secret password' });
    expect(storage.getToken()).toBe('fresh-token');
  });

  it('never follows a redirect to another site', async () => {
    server = fakeServer({ login: { code: 200, data: session }, ...welcoming });
    const { router } = open(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await screen.findByLabelText('Username');
    type('Username', 'mia');
    type('Password', 'secret password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopCenter'));
  });

  it('shows a wrong password on the form, announced, and no toast', async () => {
    fakeServer({ login: { code: 413, msg: 'wrong' } });
    open('/login');
    await screen.findByLabelText('Username');
    type('Username', 'mia');
    type('Password', 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const message = await screen.findByText('Wrong username or password.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(document.querySelector('.adm-toast-mask')).toBeNull();
  });

  it('warns before the last attempt (413 with attemptsLeft 1)', async () => {
    fakeServer({ login: { code: 413, data: { attemptsLeft: 1 }, msg: 'wrong' } });
    open('/login');
    await screen.findByLabelText('Username');
    type('Username', 'mia');
    type('Password', 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'Wrong username or password. One more wrong try will pause sign-in to this account for a while.',
      ),
    ).toBeTruthy();
  });

  it('re-words a shown error when the language changes', async () => {
    open('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByText('Please enter your username.');
    await act(() => switchLanguage('fr'));
    expect(await screen.findByText('Veuillez saisir votre nom d’utilisateur.')).toBeTruthy();
    expect(screen.queryByText('Please enter your username.')).toBeNull();
    await act(() => switchLanguage('en'));
  });

  it('refuses an operator: revokes the new token, keeps nothing, and says why on the form', async () => {
    server = fakeServer({
      login: {
        code: 200,
        data: { ...session, token: 'operator-token', user: aProfile({ role: 'operator' }) },
      },
      logout: { code: 200, data: null },
    });
    const { router } = open('/login');
    await screen.findByLabelText('Username');
    type('Username', 'operator');
    type('Password', 'secret password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This is the merchant app. Operator accounts sign in to the operator console.'),
    ).toBeTruthy();
    expect(server.called('logout').map((call) => call.authorization)).toEqual(['operator-token']);
    expect(storage.getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('leads to the invite-code sign-up', async () => {
    const { router } = open('/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite'));
  });
});
