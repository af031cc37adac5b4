import { anOperator, aProfile, fakeServer, signedInAs } from '@shopkeeper/front-kit/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { chooseLanguage } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { currentUrl, renderConsole } from '../../../testing/render-console.tsx';

const aMerchant = aProfile({ id: 2, username: 'shop.bob' });

async function signInAs(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  test('refuses a merchant: says so, revokes the merchant token and keeps none', async () => {
    const server = fakeServer({
      login: signedInAs(aMerchant),
      logout: { code: 200, data: null },
    });
    await renderConsole('/login');

    await signInAs('shop.bob', 'secret-pass');

    // One message, on the form: no toast repeating it.
    expect(await screen.findByText(/This is a merchant account/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/This is a merchant account/);
    expect(screen.queryByText('You do not have permission to do this.')).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    await waitFor(() => expect(server.called('logout')).toHaveLength(1));
    expect(server.called('logout')[0]?.authorization).toBe('merchant-token');
    expect(localStorage.getItem(storage.keys.token)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(currentUrl()).toBe('/console/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  test('keeps an operator: stores the token and opens the dashboard with a welcome', async () => {
    const server = fakeServer({
      login: signedInAs(anOperator()),
      getMe: { code: 200, data: anOperator() },
    });
    await renderConsole('/login');

    await signInAs('ops.alice', 'secret-pass');

    expect(await screen.findByRole('heading', { name: 'Welcome, ops.alice' })).toBeTruthy();
    expect(localStorage.getItem(storage.keys.token)).toBe('operator-token');
    expect(currentUrl()).toMatch(/^\/console\/?$/);
    expect(server.called('login')[0]?.input).toEqual({
      username: 'ops.alice',
      password: 'secret-pass',
    });
    expect(server.called('logout')).toHaveLength(0);
  });

  test('returns to the page the operator was sent away from', async () => {
    fakeServer({
      login: signedInAs(anOperator()),
      getMe: { code: 200, data: anOperator() },
    });
    await renderConsole('/reviews/withdrawals');
    await waitFor(() => expect(currentUrl()).toBe('/console/login?next=%2Freviews%2Fwithdrawals'));

    await signInAs('ops.alice', 'secret-pass');

    expect(await screen.findByRole('heading', { name: 'Withdrawals' })).toBeTruthy();
    expect(currentUrl()).toBe('/console/reviews/withdrawals');
  });

  test('a wrong password shows the catalogue message and stores nothing', async () => {
    fakeServer({ login: { code: 413, msg: 'wrong username or password' } });
    await renderConsole('/login');

    await signInAs('ops.alice', 'wrong');

    const refusal = await screen.findByTestId('login-refusal');
    expect(refusal.textContent).toBe('Wrong username or password.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.getAllByText('Wrong username or password.')).toHaveLength(1);
    expect(localStorage.getItem(storage.keys.token)).toBeNull();
  });

  test('a field message is re-worded when the language changes', async () => {
    fakeServer({});
    await renderConsole('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your username.');
    await act(() => chooseLanguage('fr'));
    expect(await screen.findByText('Saisissez votre nom d’utilisateur.')).toBeTruthy();
    await act(() => chooseLanguage('en'));
  });

  test('the error message follows the chosen language', async () => {
    localStorage.setItem('console.lang', 'fr');
    fakeServer({ login: signedInAs(aMerchant), logout: { code: 200, data: null } });
    await renderConsole('/login');

    fireEvent.change(await screen.findByLabelText('Nom d’utilisateur'), { target: { value: 'shop.bob' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText(/compte marchand/)).toBeTruthy();
    expect(screen.queryByText('You do not have permission to do this.')).toBeNull();
  });

  test('an unknown server failure shows the server message', async () => {
    fakeServer({ login: { status: 500, code: 999, msg: 'Storage is offline' } });
    await renderConsole('/login');

    await signInAs('ops.alice', 'secret-pass');

    expect(await screen.findByText('Storage is offline')).toBeTruthy();
  });

  test('asks for both fields before calling the server', async () => {
    const server = fakeServer({});
    await renderConsole('/login');

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
