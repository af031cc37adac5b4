import { anOperator, aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { chooseLanguage } from '../lib/i18n.ts';
import { storage } from '../lib/storage.ts';
import { currentUrl, renderConsole } from '../testing/render-console.tsx';

const aMerchant = aProfile({ id: 2, username: 'shop.bob' });

const signedIn = () => localStorage.setItem(storage.keys.token, 'operator-token');
const operatorServer = () =>
  fakeServer({
    getMe: { code: 200, data: anOperator() },
    logout: { code: 200, data: null },
  });

describe('route guard', () => {
  test('without a token every console page sends the visitor to sign in', async () => {
    const server = fakeServer({});
    await renderConsole('/reviews/top-ups');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(currentUrl()).toBe('/console/login?next=%2Freviews%2Ftop-ups');
    expect(screen.queryByText('Top-ups')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  test('the dashboard too', async () => {
    fakeServer({});
    await renderConsole('/');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(currentUrl()).toBe('/console/login');
  });

  test('someone signed in who opens the sign-in page lands on the dashboard', async () => {
    signedIn();
    operatorServer();
    await renderConsole('/login');

    expect(await screen.findByRole('heading', { name: 'Welcome, ops.alice' })).toBeTruthy();
  });

  test('an expired session clears the token and returns to sign-in with the reason', async () => {
    signedIn();
    fakeServer({ getMe: { code: 408, msg: 'token expired' } });
    await renderConsole('/users');

    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem(storage.keys.token)).toBeNull();
    expect(currentUrl()).toBe('/console/login?next=%2Fusers');
  });

  test("a stored merchant's token is refused and revoked", async () => {
    localStorage.setItem(storage.keys.token, 'merchant-token');
    const server = fakeServer({
      getMe: { code: 200, data: aMerchant },
      logout: { code: 200, data: null },
    });
    await renderConsole('/');

    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(server.called('logout')[0]?.authorization).toBe('merchant-token');
    expect(localStorage.getItem(storage.keys.token)).toBeNull();
  });
});

describe('layout', () => {
  test("the header shows the operator's name and the menu lists every section", async () => {
    signedIn();
    operatorServer();
    await renderConsole('/');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('ops.alice')).toBeTruthy();
    const menu = screen.getByRole('menu', { name: 'Console sections' });
    for (const name of [
      'Dashboard',
      'Reviews',
      'Top-ups',
      'Withdrawals',
      'Identity',
      'Tier upgrades',
      'Fulfilment',
      'Catalogue',
      'Q&A',
      'Notifications',
      'Customer service',
      'Users',
      'Channels',
      'Invite codes',
      'Settings',
      'Audit log',
    ]) {
      expect(within(menu).getByText(name)).toBeTruthy();
    }
  });

  test('choosing a section in the menu opens its page', async () => {
    signedIn();
    operatorServer();
    await renderConsole('/');

    const menu = await screen.findByRole('menu', { name: 'Console sections' });
    fireEvent.click(within(menu).getByText('Q&A'));

    expect(await screen.findByRole('heading', { name: 'Q&A' })).toBeTruthy();
    expect(currentUrl()).toBe('/console/qa');
  });

  test('each page has one main landmark, a level-one heading naming its section, and the tab title follows', async () => {
    signedIn();
    operatorServer();
    await renderConsole('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Dashboard · Shopkeeper Console'));

    fireEvent.click(within(screen.getByRole('menu', { name: 'Console sections' })).getByText('Users'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Users · Shopkeeper Console'));

    await act(() => chooseLanguage('fr'));
    await waitFor(() => expect(document.title).toBe('Utilisateurs · Console Shopkeeper'));
    await act(() => chooseLanguage('en'));
  });

  test('the sign-in page has a main landmark and a level-one heading', async () => {
    fakeServer({});
    await renderConsole('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  test('an unknown address inside the console says so', async () => {
    signedIn();
    operatorServer();
    await renderConsole('/no-such-page');

    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  test('signing out revokes the token, forgets it and returns to sign-in', async () => {
    signedIn();
    const server = operatorServer();
    await renderConsole('/audit-log');

    fireEvent.click(await screen.findByRole('button', { name: /Sign out/ }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(server.called('logout')).toHaveLength(1));
    expect(server.called('logout')[0]?.authorization).toBe('operator-token');
    expect(localStorage.getItem(storage.keys.token)).toBeNull();
  });
});
