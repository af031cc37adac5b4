import { ApiError } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { type KeysetPage, keysetQuery, replaceRows, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

const PAGE_SIZE = 20;

/** The states of a top-up or a withdrawal a queue shows, pending (the queue itself) first. */
export const REVIEW_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** What a queue asks its list call for: one state (or every state), after the cursor. */
export type QueueRequest<State extends string> = { limit: number; status?: State; cursor?: string };

/**
 * One review queue in one state (`all`: every state), a page at a time; the list call (through
 * the contract) decides the order.
 */
export const useReviewQueue = <T, State extends string>(
  queryKey: QueryKey,
  filter: State | 'all',
  list: (request: QueueRequest<State>) => Promise<KeysetPage<T>>,
) =>
  useKeysetList(
    keysetQuery([...queryKey, filter], (page) =>
      list({ limit: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter as State }), ...page }),
    ),
  );

/**
 * 203 on a review: another operator decided first (the server moves nothing twice). The
 * queue says so in its own words rather than the catalogue's generic toast.
 */
export const isAlreadyReviewed = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ErrorCode.INVALID_OPERATION;

/** Send quietly on 203 (the page explains it); every other failure is toasted as usual. */
const quietWhenAlreadyReviewed = { quiet: isAlreadyReviewed };

/** What the page hears from a drawer once a decision is answered. */
export type ReviewOutcome = {
  onDecided: (message: string) => void;
  onAlreadyReviewed: () => void;
};

/** The refusal every queue shares: a reason the merchant reads. */
export type Rejection = { action: 'reject'; id: number; reason: string };

/**
 * Sends a decision on one item. The server's answer replaces the item in every cached page of
 * the queue; on 203 the queue is fetched again, so the row shows what the other operator decided.
 * `decide` sends with the options it is given (quiet on 203: the page explains it); `send` tells
 * the page the outcome (`done` is the toast's text).
 */
export function useReviewDecision<T extends { id: number }, Decision extends { action: string }>(
  queryKey: QueryKey,
  decide: (decision: Decision, options: typeof quietWhenAlreadyReviewed) => Promise<T>,
  outcome: ReviewOutcome,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (decision: Decision) => decide(decision, quietWhenAlreadyReviewed),
    onSuccess: (item) => replaceRows<T>(queryClient, queryKey, (row) => (row.id === item.id ? item : row)),
    onError: (error) => {
      if (isAlreadyReviewed(error)) void queryClient.invalidateQueries({ queryKey });
    },
  });
  return {
    send: (decision: Decision, done: string) =>
      mutation.mutate(decision, {
        onSuccess: () => outcome.onDecided(done),
        onError: (error) => {
          if (isAlreadyReviewed(error)) outcome.onAlreadyReviewed();
        },
      }),
    busy: mutation.isPending,
    /** The action being sent, to show its button busy. */
    sending: mutation.isPending ? mutation.variables?.action : undefined,
  };
}
