import { createQueryClient } from '@shopkeeper/front-kit/query-client';
import { anOperator, fakeServer } from '@shopkeeper/front-kit/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { initialLanguage, startI18n } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { AntdForTests } from '../../../testing/antd-for-tests.tsx';
import UsersPage from './users-page.tsx';

/** The section alone (the console's frame is tested in app/): quicker on a busy machine. */
async function renderUsersPage() {
  await startI18n(initialLanguage());
  render(
    <AntdForTests>
      <QueryClientProvider client={createQueryClient()}>
        <UsersPage />
      </QueryClientProvider>
    </AntdForTests>,
  );
}

const merchant = (id: number, username: string, restrictions: Record<string, unknown> = {}) => ({
  id,
  username,
  role: 'merchant' as const,
  createdAt: '2025-03-01T10:00:00.000Z',
  disabled: null,
  withdrawalForbidden: null,
  walletFrozen: null,
  ...restrictions,
});

function signedInServer(routes: Parameters<typeof fakeServer>[0]) {
  localStorage.setItem(storage.keys.token, 'operator-token');
  return fakeServer({ getMe: { code: 200, data: anOperator() }, ...routes });
}

const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;

describe('the Users section', () => {
  test('lists users with their status, searches by username and loads the next page', async () => {
    const server = signedInServer({
      consoleUsersList: (call) => {
        const body = call.input;
        if (body.search === 'bob')
          return { code: 200, data: { items: [merchant(7, 'bob.shop')], nextCursor: null } };
        if (body.cursor === '5')
          return { code: 200, data: { items: [merchant(4, 'dora')], nextCursor: null } };
        return {
          code: 200,
          data: {
            items: [
              merchant(6, 'carol', {
                disabled: { reason: 'Chargeback fraud', since: '2025-04-02T08:00:00.000Z', by: 'ops.alice' },
              }),
              merchant(5, 'eve', { invitedBy: { id: 9, username: 'frank.shop' } }),
            ],
            nextCursor: '5',
          },
        };
      },
    });
    await renderUsersPage();

    const carol = await rowOf('carol');
    expect(within(carol).getByText('Disabled')).toBeTruthy();
    expect(within(carol).getByText('Chargeback fraud')).toBeTruthy();
    expect(within(carol).getByText('ops.alice')).toBeTruthy();
    expect(within(carol).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(within(await rowOf('eve')).getByText('Active')).toBeTruthy();
    // Eve signed up with Frank's invitation.
    expect(within(await rowOf('eve')).getByText('frank.shop')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('dora')).toBeTruthy();
    expect(server.called('consoleUsersList').at(-1)?.input).toEqual({
      limit: 20,
      cursor: '5',
    });

    fireEvent.change(screen.getByLabelText('Search by username'), { target: { value: ' bob ' } });
    fireEvent.keyDown(screen.getByLabelText('Search by username'), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    expect(await screen.findByText('bob.shop')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('carol')).toBeNull());
    expect(server.called('consoleUsersList').at(-1)?.input).toEqual({
      limit: 20,
      search: 'bob',
    });
  });

  test('disabling asks for a reason, sends it, and shows the new status', async () => {
    const server = signedInServer({
      consoleUsersList: { code: 200, data: { items: [merchant(5, 'eve')], nextCursor: null } },
      consoleUsersDisable: (call) => ({
        code: 200,
        data: merchant(5, 'eve', {
          disabled: {
            reason: call.input.reason,
            since: '2025-05-01T09:00:00.000Z',
            by: 'ops.alice',
          },
        }),
      }),
    });
    await renderUsersPage();
    fireEvent.click(within(await rowOf('eve')).getByRole('button', { name: 'Disable' }));

    const dialog = await screen.findByRole('dialog', { name: 'Disable eve' });
    expect(within(dialog).getByText('eve is signed out on every device at once.')).toBeTruthy();
    // No reason: refused in the form, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Enter a reason.')).toBeTruthy();
    expect(server.called('consoleUsersDisable')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason (the merchant sees it)'), {
      target: { value: '  Stolen card payments ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await waitFor(() => expect(server.called('consoleUsersDisable')).toHaveLength(1));
    expect(server.called('consoleUsersDisable')[0]?.input).toEqual({
      userId: 5,
      reason: 'Stolen card payments',
    });
    const eve = await rowOf('eve');
    expect(await within(eve).findByText('Stolen card payments')).toBeTruthy();
    expect(within(eve).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved.');
  });

  test('a reset link is shown once with a copy button and its expiry', async () => {
    const server = signedInServer({
      consoleUsersList: { code: 200, data: { items: [merchant(5, 'eve')], nextCursor: null } },
      consoleUsersResetLink: {
        code: 200,
        data: { path: '/reset-password?token=abc123', expiresAt: '2099-01-02T03:04:00.000Z' },
      },
    });
    await renderUsersPage();
    fireEvent.click(within(await rowOf('eve')).getByRole('button', { name: 'Reset link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Password reset link for eve' });
    expect(within(dialog).getByText(`${window.location.origin}/reset-password?token=abc123`)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /copy/i })).toBeTruthy();
    expect(within(dialog).getByText(/^Valid until .*2099/)).toBeTruthy();
    expect(server.called('consoleUsersResetLink')[0]?.input).toEqual({ userId: 5 });

    // The footer's button (the corner's × has the same name).
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText(/token=abc123/)).toBeNull());
  });

  test('speaks the chosen language', async () => {
    localStorage.setItem('console.lang', 'ja');
    signedInServer({
      consoleUsersList: { code: 200, data: { items: [merchant(5, 'eve')], nextCursor: null } },
    });
    await renderUsersPage();
    const eve = await rowOf('eve');
    expect(within(eve).getByText('有効')).toBeTruthy();
    expect(within(eve).getByRole('button', { name: 'ウォレットを凍結' })).toBeTruthy();
    expect(screen.getByLabelText('ユーザー名で検索')).toBeTruthy();
  });
});
