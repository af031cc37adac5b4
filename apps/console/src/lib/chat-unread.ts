import { calls } from '@shopkeeper/contract';
import { useLiveEvent, useLiveResync } from '@shopkeeper/front-kit/live-stream-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

// Here rather than in features/customer-service: the side menu shows it on every page.

/** Every conversation's query starts with this key, so one invalidation reads them all again. */
export const CHAT_KEY = ['console-chat'] as const;

/**
 * Merchant messages the team has not read, over all conversations (the list's `unreadTotal`),
 * read again whenever the stream says a conversation changed or something may have been missed.
 */
export function useChatUnreadTotal() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'unread'] });
  useLiveEvent('chat', refresh);
  useLiveResync(refresh);
  return useQuery({
    queryKey: [...CHAT_KEY, 'unread'],
    queryFn: async () => (await api.send(calls.consoleChatList, { limit: 1 }, { quiet: true })).unreadTotal,
  });
}
