import type { FakeRoutes } from '@shopkeeper/front-kit/testing';
import { aProfile, aStoreCentre, fakeServer } from '@shopkeeper/front-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { switchLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/react-query.ts';
import { storage } from '../../../lib/storage.ts';
import { layOutLists } from '../../../testing/browser-stubs.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import type { AppNotification } from '../api/notifications.ts';

// Toasts render into their own React root outside any act(), as in a browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  queryClient.clear();
  storage.setToken('tok-1');
});
afterEach(() => switchLanguage('en'));

const base = { createdAt: '2026-11-20T09:30:00.000Z', state: 'unseen' as const };

const placed: AppNotification = {
  ...base,
  id: 9,
  type: 'order_placed',
  params: { orderId: 12, orderNo: 'SO-0012' },
  target: { screen: 'order', id: 12 },
};
const rejected: AppNotification = {
  ...base,
  id: 8,
  state: 'seen',
  type: 'withdrawal_rejected',
  params: { withdrawalId: 4, amount: '25.00', reason: 'Name does not match' },
  target: { screen: 'withdrawal', id: 4 },
};
const news: AppNotification = {
  ...base,
  id: 7,
  state: 'read',
  type: 'broadcast',
  params: { broadcastId: 2 },
  title: 'New fees from May',
  body: 'Listing stays free.',
  target: { screen: 'none', id: null },
};

function server(routes: FakeRoutes = {}) {
  return fakeServer({
    getMe: { code: 200, data: aProfile() },
    notifyCheck: { code: 200, data: { unseen: 1, unread: 2 } },
    notifyList: { code: 200, data: { items: [placed, rejected, news], nextCursor: null } },
    notifyRead: { code: 200, data: { read: 1 } },
    ...routes,
  });
}

const row = (id: number) => screen.findByTestId(`notification-${id}`);

describe('the notifications badge', () => {
  const storeCentre = {
    storeInfo: { code: 200, data: aStoreCentre() },
    swipeAdList: { code: 200, data: { items: [] } },
  } satisfies FakeRoutes;

  it('shows the unseen count on the store centre’s bell', async () => {
    server({ ...storeCentre, notifyCheck: { code: 200, data: { unseen: 3, unread: 5 } } });
    renderRoutes(routes, '/shopCenter');
    const badge = await screen.findByTestId('notifications-badge');
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-label')).toBe('3 new notifications');
    expect(screen.getByRole('link', { name: /Notifications/ }).getAttribute('href')).toBe('/notifications');
  });

  it('shows no badge when everything has been seen', async () => {
    const s = server({ ...storeCentre, notifyCheck: { code: 200, data: { unseen: 0, unread: 4 } } });
    renderRoutes(routes, '/shopCenter');
    await screen.findByTestId('shop-name');
    await waitFor(() => expect(s.called('notifyCheck').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });
});

describe('the notifications screen', () => {
  it('words each in the reader’s language, highlights the new ones and marks the page seen', async () => {
    layOutLists();
    const s = server();
    renderRoutes(routes, '/notifications');
    const first = await row(9);
    expect(first.getAttribute('data-state')).toBe('unseen');
    expect(within(first).getByText('New')).toBeTruthy();
    expect(first.textContent).toContain('New order');
    expect(first.textContent).toContain('A buyer placed order SO-0012.');
    const second = await row(8);
    expect(second.getAttribute('data-state')).toBe('seen');
    expect(within(second).queryByText('New')).toBeNull();
    expect(second.textContent).toContain('Withdrawal declined');
    expect(second.textContent).toContain('Reason: Name does not match');
    expect(second.textContent).toMatch(/25\.00/);
    expect((await row(7)).textContent).toContain('New fees from May');
    expect(s.called('notifyList')[0]!.input).toMatchObject({ markSeen: true });
    // Marking them seen lowers the badge: it is read again.
    await waitFor(() => expect(s.called('notifyCheck').length).toBeGreaterThan(1));
  });

  it('reads a notification when tapped and opens what it is about', async () => {
    const s = server();
    const { router } = renderRoutes(routes, '/notifications');
    fireEvent.click(await row(9));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderList/12'));
    expect(s.called('notifyRead').map((c) => c.input)).toEqual([{ ids: [9] }]);
  });

  it('opens a read one without reading it again, and a broadcast stays on the list', async () => {
    const s = server();
    const { router } = renderRoutes(routes, '/notifications');
    fireEvent.click(await row(7));
    expect(router.state.location.pathname).toBe('/notifications');
    expect(s.called('notifyRead')).toEqual([]);
  });

  it('marks all read: every row turns read and the badge is asked again', async () => {
    const s = server();
    renderRoutes(routes, '/notifications');
    await row(9);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(s.called('notifyRead').map((c) => c.input)).toEqual([{ all: true }]));
    await waitFor(() => expect(screen.getByTestId('notification-9').getAttribute('data-state')).toBe('read'));
    expect(screen.getByTestId('notification-8').getAttribute('data-state')).toBe('read');
    expect(await screen.findByText('All notifications marked read')).toBeTruthy();
  });

  it('offers no "mark all read" when nothing is unread', async () => {
    server({ notifyCheck: { code: 200, data: { unseen: 0, unread: 0 } } });
    renderRoutes(routes, '/notifications');
    await row(9);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('says when there are none, and offers a retry when the list cannot be read', async () => {
    server({ notifyList: { code: 200, data: { items: [], nextCursor: null } } });
    const { unmount } = renderRoutes(routes, '/notifications');
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    unmount();
    queryClient.clear();
    const s = server({
      notifyList: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes(routes, '/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(s.called('notifyList').length).toBeGreaterThan(1));
  });

  it('reads in a second language', async () => {
    server();
    await act(() => switchLanguage('vi'));
    renderRoutes(routes, '/notifications');
    const first = await row(9);
    expect(first.textContent).toContain('Đơn hàng mới');
    expect(first.textContent).toContain('Một người mua đã đặt đơn SO-0012.');
    expect((await row(8)).textContent).toContain('Lý do: Name does not match');
    expect(await screen.findByRole('button', { name: 'Đánh dấu đã đọc hết' })).toBeTruthy();
  });
});
