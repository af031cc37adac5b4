import { useLiveEvent, useLiveResync } from '@shopkeeper/front-kit/live-stream-react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { calls } from './calls.ts';

// Here rather than in features/chat: the store centre's badge shows it too.

export const chatUnreadQuery = queryOptions({
  queryKey: ['chat', 'unread'] as const,
  queryFn: () => api.send(calls.chatUnread, {}, { quiet: true }),
});

/**
 * Operator messages I have not read, for the badge on "Customer service": read again when the
 * stream says the conversation changed, or that something may have been missed.
 */
export function useChatUnread() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatUnreadQuery.queryKey });
  useLiveEvent('chat', refresh);
  useLiveResync(refresh);
  return useQuery(chatUnreadQuery);
}
