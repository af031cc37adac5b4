import { aProfile, fakeServer } from '@shopkeeper/front-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';

// Toasts render into their own React roots outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});

/** Types digits into the PIN field with this label on its number keyboard. */
function typePin(label: string, digits: string) {
  const field = screen.getByRole('button', { name: label });
  fireEvent.focus(field);
  for (const digit of digits) {
    // Each field brings its own keyboard; the one opened last is the focused field's.
    const keys = screen.getAllByRole('button', { name: digit });
    fireEvent.click(keys[keys.length - 1]!);
  }
  fireEvent.blur(field);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('transaction PIN screen', () => {
  it('is reached from the account screen', async () => {
    fakeServer({ getMe: { code: 200, data: aProfile() } });
    renderRoutes(routes, '/account');
    fireEvent.click(await screen.findByTestId('pay-password-cell'));
    expect(await screen.findByRole('heading', { name: 'Set your transaction PIN' })).toBeTruthy();
  });

  it('sets a first PIN typed twice on the keypad, says so and goes back', async () => {
    const server = fakeServer({
      getMe: { code: 200, data: aProfile({ payPasswordSet: false }) },
      updatePayPassword: { code: 200, data: null },
    });
    renderRoutes(routes, '/payPassword');
    await screen.findByRole('heading', { name: 'Set your transaction PIN' });
    expect(screen.queryByRole('button', { name: 'Current transaction PIN' })).toBeNull();
    typePin('New transaction PIN (6 digits)', '123456');
    typePin('Enter the new transaction PIN again', '123456');
    save();
    await waitFor(() => expect(server.called('updatePayPassword')).toHaveLength(1));
    expect(server.called('updatePayPassword')[0]!.input).toEqual({ payPassword: '123456' });
    expect(await screen.findByText('Your transaction PIN is set.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Set your transaction PIN' })).toBeNull(),
    );
  });

  it('checks six digits and that both entries match before sending', async () => {
    const server = fakeServer({ getMe: { code: 200, data: aProfile({ payPasswordSet: false }) } });
    renderRoutes(routes, '/payPassword');
    await screen.findByRole('heading', { name: 'Set your transaction PIN' });
    typePin('New transaction PIN (6 digits)', '12345');
    typePin('Enter the new transaction PIN again', '123456');
    save();
    expect(await screen.findByText('Enter six digits.')).toBeTruthy();
    expect(screen.getByText('The two PINs do not match.')).toBeTruthy();
    expect(server.called('updatePayPassword')).toHaveLength(0);
  });

  it('asks for the current PIN once one is set, and shows a wrong one on that field', async () => {
    const server = fakeServer({
      getMe: { code: 200, data: aProfile({ payPasswordSet: true }) },
      updatePayPassword: { code: 443, data: { attemptsLeft: 3, lockedUntil: null } },
    });
    renderRoutes(routes, '/payPassword');
    await screen.findByRole('heading', { name: 'Change your transaction PIN' });
    typePin('Current transaction PIN', '000000');
    typePin('New transaction PIN (6 digits)', '654321');
    typePin('Enter the new transaction PIN again', '654321');
    save();
    await waitFor(() => expect(server.called('updatePayPassword')).toHaveLength(1));
    expect(server.called('updatePayPassword')[0]!.input).toEqual({
      oldPayPassword: '000000',
      payPassword: '654321',
    });
    const current = screen.getByTestId('payPassword_oldPayPassword');
    expect(await within(current).findByText('Your current transaction PIN is wrong.')).toBeTruthy();
  });

  it('says until when the PIN is locked after too many wrong tries', async () => {
    const lockedUntil = new Date(2026, 10, 21, 23, 45).toISOString();
    fakeServer({
      getMe: { code: 200, data: aProfile({ payPasswordSet: true }) },
      updatePayPassword: { code: 443, data: { attemptsLeft: 0, lockedUntil } },
    });
    renderRoutes(routes, '/payPassword');
    await screen.findByRole('heading', { name: 'Change your transaction PIN' });
    typePin('Current transaction PIN', '000000');
    typePin('New transaction PIN (6 digits)', '654321');
    typePin('Enter the new transaction PIN again', '654321');
    save();
    expect(
      await screen.findByText('Too many wrong tries. Your transaction PIN is locked until 11:45 PM.'),
    ).toBeTruthy();
  });
});
