import type { AuditEntry } from '@shopkeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import { operatorServer, renderPage } from '../../../testing/render-page.tsx';
import AuditLogPage, { dayRange } from './audit-log-page.tsx';

const anEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 301,
  at: '2026-11-20T11:00:00.000Z',
  actor: { id: 1, username: 'ops.alice' },
  action: 'topup.approve',
  target: { type: 'topup', id: 41 },
  user: { id: 7, username: 'mia' },
  reason: null,
  detail: { amount: '95.50' },
  ...overrides,
});

const person = (id: number, username: string, role: 'merchant' | 'operator') => ({
  id,
  username,
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
  disabled: null,
  withdrawalForbidden: null,
  walletFrozen: null,
});

function server() {
  return operatorServer({
    consoleAuditList: ({ input }) => ({
      code: 200,
      data: input.cursor
        ? {
            items: [anEntry({ id: 250, action: 'user.disable', reason: 'Chargeback fraud', detail: {} })],
            nextCursor: null,
          }
        : { items: [anEntry()], nextCursor: '301' },
    }),
    consoleUsersList: ({ input }) => ({
      code: 200,
      data: {
        items:
          input.role === 'operator'
            ? [person(1, 'ops.alice', 'operator'), person(2, 'ops.bob', 'operator')]
            : [person(7, 'mia', 'merchant')],
        nextCursor: null,
      },
    }),
  });
}

/** Opens an antd Select by its label and picks an option by its text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const choice = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(choice);
}

describe('the audit log', () => {
  test('shows who did what to whom, translated, with a link to the merchant', async () => {
    server();
    const router = await renderPage(AuditLogPage);
    const row = (await screen.findByText('Approved a top-up')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ops.alice')).toBeTruthy();
    expect(within(row).getByText('Top-up #41')).toBeTruthy();
    expect(within(row).getByText('Amount')).toBeTruthy();
    expect(within(row).getByText('95.50')).toBeTruthy();
    fireEvent.click(within(row).getByRole('link', { name: 'mia' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/users?user=7'),
    );
  });

  test('each filter is sent as the call’s input, and "load more" follows the cursor with them', async () => {
    const api = server();
    await renderPage(AuditLogPage);
    await screen.findByText('Approved a top-up');
    expect(api.called('consoleAuditList')[0]?.input).toEqual({ limit: 50 });

    await choose('Action', 'Rejected a withdrawal');
    await waitFor(() =>
      expect(api.called('consoleAuditList').at(-1)?.input).toEqual({
        limit: 50,
        action: 'withdrawal.reject',
      }),
    );

    await choose('Operator', 'ops.bob');
    await waitFor(() =>
      expect(api.called('consoleAuditList').at(-1)?.input).toEqual({
        limit: 50,
        action: 'withdrawal.reject',
        actorId: 2,
      }),
    );

    await choose('Merchant', 'mia');
    await waitFor(() =>
      expect(api.called('consoleAuditList').at(-1)?.input).toEqual({
        limit: 50,
        action: 'withdrawal.reject',
        actorId: 2,
        userId: 7,
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Chargeback fraud')).toBeTruthy();
    expect(api.called('consoleAuditList').at(-1)?.input).toEqual({
      limit: 50,
      action: 'withdrawal.reject',
      actorId: 2,
      userId: 7,
      cursor: '301',
    });
  });

  test('a day range runs from the first day’s start to the start of the day after the last', () => {
    const first = dayjs('2026-11-01T15:30:00');
    const last = dayjs('2026-11-03T08:00:00');
    expect(dayRange([first, last])).toEqual({
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 4).getTime(),
    });
    expect(dayRange([first, null])).toEqual({ from: new Date(2026, 10, 1).getTime() });
    expect(dayRange(null)).toEqual({});
  });
});
