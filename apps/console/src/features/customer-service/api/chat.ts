import type { ApiError } from '@shopkeeper/client';
import { type CallInput, type CallOutput, calls, type OfficeHours } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import type { UploadProgress } from '@shopkeeper/front-kit/upload-progress';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, sendWithProgress } from '../../../lib/api-client.ts';
import { CHAT_KEY } from '../../../lib/chat-unread.ts';

export type Conversation = CallOutput<typeof calls.consoleChatList>['items'][number];
export type ConversationFilters = Pick<CallInput<typeof calls.consoleChatList>, 'state' | 'mine'>;
export type CannedReply = CallOutput<typeof calls.consoleChatCannedList>['items'][number];

const PAGE_SIZE = 30;

/** Conversations, the oldest waiting first (the server's order), a page at a time. */
export const useConversations = (filters: ConversationFilters) =>
  useKeysetList(
    keysetQuery([...CHAT_KEY, 'list', filters], (page) =>
      api.send(calls.consoleChatList, { ...filters, ...page, limit: PAGE_SIZE }, { quiet: true }),
    ),
  );

/** A failure another try may cure (no answer, or the server's trouble), not a refusal. */
export const isRetriable = (error: ApiError) =>
  error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server';

export const readConversation = (input: CallInput<typeof calls.consoleChatHistory>) =>
  api.send(calls.consoleChatHistory, input, { quiet: true });

/** A reply; a refusal is toasted in the catalogue's words, a lost answer is the reply box's to show. */
export const sendReply = (input: CallInput<typeof calls.consoleChatSend>) =>
  api.send(calls.consoleChatSend, input, { quiet: isRetriable });

export const markConversationRead = (conversationId: number, upTo: number) =>
  api.send(calls.consoleChatRead, { conversationId, upTo }, { quiet: true });

export const uploadChatImage = (file: File, onProgress: UploadProgress) =>
  sendWithProgress(calls.upload, { kind: 'chat' }, { files: { file }, onProgress, quiet: true });

/** Every list and the unread total read again: a conversation's row or count moved. */
export const useRefreshConversations = () => {
  const queryClient = useQueryClient();
  // Stable, since the conversation's loaders depend on it.
  return useCallback(() => queryClient.invalidateQueries({ queryKey: CHAT_KEY }), [queryClient]);
};

export function useAssign() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (input: CallInput<typeof calls.consoleChatAssign>) =>
      api.send(calls.consoleChatAssign, input),
    onSuccess: refresh,
  });
}

export function useCloseConversation() {
  const refresh = useRefreshConversations();
  return useMutation({
    mutationFn: (conversationId: number) => api.send(calls.consoleChatClose, { conversationId }),
    onSuccess: refresh,
  });
}

export const useOperators = () =>
  useQuery({
    queryKey: [...CHAT_KEY, 'operators'],
    queryFn: async () => (await api.send(calls.consoleChatOperators, {})).items,
    staleTime: 5 * 60_000,
  });

const CANNED_KEY = ['console-chat-canned'] as const;

export const useCannedReplies = () =>
  useQuery({
    queryKey: CANNED_KEY,
    queryFn: async () => (await api.send(calls.consoleChatCannedList, {})).items,
  });

export function useSaveCanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof calls.consoleChatCannedSave>) =>
      api.send(calls.consoleChatCannedSave, input, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

export function useDeleteCanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(calls.consoleChatCannedDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

const OFFICE_KEY = ['console-chat-office'] as const;

export const useOfficeHours = () =>
  useQuery({ queryKey: OFFICE_KEY, queryFn: () => api.send(calls.consoleChatOfficeGet, {}) });

export function useSaveOfficeHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfficeHours) => api.send(calls.consoleChatOfficeUpdate, input, { quiet: true }),
    onSuccess: (saved) => queryClient.setQueryData(OFFICE_KEY, saved),
  });
}
