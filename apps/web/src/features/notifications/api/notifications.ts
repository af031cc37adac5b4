import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keysetQuery, replaceRows, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useLiveEvent, useLiveResync } from '@shopkeeper/front-kit/live-stream-react';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';
import { queryClient as appQueryClient } from '../../../lib/react-query.ts';

export type NotificationPage = CallOutput<typeof contract.notifyList>;
export type AppNotification = NotificationPage['items'][number];

/** Every notification query starts with this key: the live `notify` event invalidates them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const PAGE_SIZE = 20;

/**
 * What the stream's `notify` event does (docs/decisions/031-notifications.md): read the badge
 * and the list again. So does a resync (the stream reconnected, the tab or the network came
 * back), since a `notify` may have been missed meanwhile; the badge also reads again on focus.
 */
export const invalidateNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

function useLiveNotifications() {
  const queryClient = useQueryClient();
  const refresh = () => void invalidateNotifications(queryClient);
  useLiveEvent('notify', refresh);
  useLiveResync(refresh);
}

/** POST /v1/notify/check: the badge counts the unseen. Quiet: without an answer there is no badge. */
export const notificationCountQuery = queryOptions({
  queryKey: [...NOTIFICATIONS_KEY, 'check'],
  queryFn: () => api.send(calls.notifyCheck, {}, { quiet: true }),
  refetchOnWindowFocus: true,
});

export function useNotificationCount() {
  useLiveNotifications();
  return useQuery(notificationCountQuery);
}

/**
 * POST /v1/notify/list, a page at a time, newest first. The screen shows each page as it
 * arrives, so the page is marked seen by the same call (each keeps the state it had, so the
 * new ones stay highlighted), and the badge is read again.
 */
export const notificationsQuery = keysetQuery([...NOTIFICATIONS_KEY, 'list'], async (page) => {
  const answer = await api.send(
    calls.notifyList,
    { ...page, limit: PAGE_SIZE, markSeen: true },
    { quiet: true },
  );
  if (answer.items.some((item) => item.state === 'unseen')) {
    // A count asked before this answer may say the old number: drop it and ask again.
    const queryKey = notificationCountQuery.queryKey;
    void appQueryClient
      .cancelQueries({ queryKey })
      .then(() => appQueryClient.invalidateQueries({ queryKey }));
  }
  return answer;
});

export function useNotifications() {
  useLiveNotifications();
  return useKeysetList(notificationsQuery);
}

/**
 * POST /v1/notify/read for one notification (opened) or all. The rows already on screen turn
 * read at once; the badge is read again.
 */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { id: number } | 'all') =>
      api.send(calls.notifyRead, which === 'all' ? { all: true } : { ids: [which.id] }, { quiet: true }),
    onSuccess: (_answer, which) => {
      replaceRows<AppNotification>(queryClient, notificationsQuery.queryKey, (row) =>
        which === 'all' || row.id === which.id ? { ...row, state: 'read' } : row,
      );
      void queryClient.invalidateQueries({ queryKey: notificationCountQuery.queryKey });
    },
  });
}
