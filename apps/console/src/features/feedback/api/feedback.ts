import { type CallOutput, calls, type FEEDBACK_STATUSES } from '@shopkeeper/contract';
import { keysetQuery, replaceRows, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ConsoleFeedback = CallOutput<typeof calls.consoleFeedbackList>['items'][number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export type FeedbackFilter = FeedbackStatus | 'all';

const FEEDBACK_KEY = ['console-feedback'] as const;
const PAGE_SIZE = 20;

/** The inbox, newest first, of one state or all, a page at a time. */
export const useFeedbackInbox = (filter: FeedbackFilter) =>
  useKeysetList(
    keysetQuery([...FEEDBACK_KEY, filter], (page) =>
      api.send(calls.consoleFeedbackList, {
        limit: PAGE_SIZE,
        ...(filter === 'all' ? {} : { status: filter }),
        ...page,
      }),
    ),
  );

type Move = { action: 'reply'; id: number; reply: string } | { action: 'close'; id: number };

/**
 * A reply or a close. The answer replaces the row in every loaded page; a refusal (203: closed
 * meanwhile by another operator) is toasted by the client and the inbox read again.
 */
export function useFeedbackMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: Move) =>
      move.action === 'reply'
        ? api.send(calls.consoleFeedbackReply, { id: move.id, reply: move.reply })
        : api.send(calls.consoleFeedbackClose, { id: move.id }),
    onSuccess: (item) =>
      replaceRows<ConsoleFeedback>(queryClient, FEEDBACK_KEY, (row) => (row.id === item.id ? item : row)),
    onError: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}
