import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { switchLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

// Toasts and dialogs render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The server of a signed-in merchant: the profile, and every change accepted. */
const accepting = {
  getMe: { code: 200, data: aProfile() },
  updateLang: { code: 200, data: null },
  updatePassword: { code: 200, data: null },
  logout: { code: 200, data: null },
} as const;

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  queryClient.clear();
  server = fakeServer(accepting);
  storage.setToken('tok-1');
});

afterEach(() => switchLanguage('en'));

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** Opens /account and sends the password change form with these three entries. */
async function changePassword(current: string, next: string, confirmation: string) {
  renderRoutes(routes, '/account');
  await screen.findByLabelText('Current password');
  type('Current password', current);
  type('New password', next);
  type('Confirm new password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('account screen', () => {
  it('shows who is signed in and their shop', async () => {
    renderRoutes(routes, '/account');
    expect((await screen.findByTestId('signed-in-username')).textContent).toBe('mia');
    expect(screen.getByText('Mia’s Corner')).toBeTruthy();
  });

  it('lists the ten languages by their own names and switches to the one chosen, telling the server', async () => {
    renderRoutes(routes, '/account');
    fireEvent.click(await screen.findByTestId('language-setting'));
    const sheet = await screen.findByRole('heading', { name: 'Choose a language' });
    const options = within(sheet.parentElement!).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      '简体中文',
      '繁體中文',
      'Tiếng Việt',
      'Français',
      '한국어',
      'Bahasa Indonesia',
      '日本語',
      'Português',
      'Español',
    ]);
    expect(
      options.filter((o) => o.getAttribute('aria-current') === 'true').map((o) => o.textContent),
    ).toEqual(['English']);
    fireEvent.click(within(sheet.parentElement!).getByText('日本語'));

    expect(await screen.findByRole('heading', { name: 'アカウントとセキュリティ', level: 1 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
    expect(storage.getLang()).toBe('ja');
    await waitFor(() => expect(server.called('updateLang')).toHaveLength(1));
    expect(server.called('updateLang')[0]!.input).toEqual({ lang: 'ja' });
  });

  it('checks the two new passwords match before sending', async () => {
    await changePassword('old password 1', 'new password 1', 'new password 2');
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(server.called('updatePassword')).toEqual([]);
  });

  it('changes the password and says so', async () => {
    await changePassword('old password 1', 'new password 1', 'new password 1');
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(server.called('updatePassword')[0]!.input).toEqual({
      oldPassword: 'old password 1',
      newPassword: 'new password 1',
    });
  });

  it('shows a wrong current password under that field, warning before the last try (421)', async () => {
    fakeServer({ ...accepting, updatePassword: { code: 421, data: { attemptsLeft: 1 }, msg: 'wrong' } });
    await changePassword('old password 1', 'new password 1', 'new password 1');
    const message = await screen.findByText(
      'Your current password is wrong. One more wrong try will pause sign-in to this account for a while.',
    );
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByText('Your password has been changed.')).toBeNull();
  });

  it('signs out after confirming: revokes the token, forgets it here, returns to sign-in', async () => {
    const { router } = renderRoutes(routes, '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sign out?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.called('logout').map((call) => call.authorization)).toEqual(['tok-1']);
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
  });
});
