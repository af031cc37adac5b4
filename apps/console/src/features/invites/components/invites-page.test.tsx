import type { CallOutput, calls } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findDialog, operatorServer, renderPage } from '../../../testing/render-page.tsx';
import InvitesPage from './invites-page.tsx';

type Invite = CallOutput<typeof calls.consoleInviteList>['items'][number];

const anInvite = (overrides: Partial<Invite> = {}): Invite => ({
  id: 5,
  code: 'K7P2QX',
  createdBy: 'ops.alice',
  inviteeUsername: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  expiresAt: null,
  usedBy: { id: 7, username: 'mia' },
  usedAt: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

describe('invite codes', () => {
  test('creates the asked number with a validity, shows them to copy, and lists who used which', async () => {
    const api = operatorServer({
      consoleInviteList: ({ input }) => ({
        code: 200,
        data: { items: input.used === false ? [] : [anInvite()], nextCursor: null },
      }),
      consoleInviteAdd: ({ input }) => ({
        code: 200,
        data: {
          items: Array.from({ length: input.count }, (_, i) =>
            anInvite({
              id: 10 + i,
              code: `NEW${i}AB`,
              usedBy: null,
              usedAt: null,
              expiresAt: '2026-12-01T00:00:00.000Z',
            }),
          ),
        },
      }),
    });
    await renderPage(InvitesPage);
    const used = (await screen.findByText('K7P2QX')).closest('tr') as HTMLElement;
    expect(within(used).getByRole('link', { name: 'mia' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Valid for (days)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(api.called('consoleInviteAdd')[0]?.input).toEqual({ count: 3, validDays: 30 }),
    );
    const dialog = await findDialog('Invite codes created: 3');
    for (const code of ['NEW0AB', 'NEW1AB', 'NEW2AB']) expect(within(dialog).getByText(code)).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /copy/i }).length).toBeGreaterThanOrEqual(4);

    fireEvent.click(screen.getByText('Unused'));
    await waitFor(() =>
      expect(api.called('consoleInviteList').at(-1)?.input).toEqual({ limit: 20, used: false }),
    );
  });
});
