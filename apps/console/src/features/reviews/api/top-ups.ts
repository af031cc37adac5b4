import { type CallOutput, calls } from '@shopkeeper/contract';
import { api } from '../../../lib/api-client.ts';
import {
  type Rejection,
  type ReviewFilter,
  type ReviewOutcome,
  useReviewDecision,
  useReviewQueue,
} from './review-queue.ts';

export type ConsoleTopUp = CallOutput<typeof calls.consoleTopupList>['items'][number];

const TOP_UPS_QUERY_KEY = ['console-topups'] as const;

/** Top-ups in one state (pending is the queue), newest first, a page at a time. */
export const useTopUps = (filter: ReviewFilter) =>
  useReviewQueue(TOP_UPS_QUERY_KEY, filter, (request) => api.send(calls.consoleTopupList, request));

export type TopUpDecision = { action: 'approve'; id: number; amount: string } | Rejection;

/** Approves (crediting the amount actually received) or rejects with a reason. */
export const useTopUpDecision = (outcome: ReviewOutcome) =>
  useReviewDecision(
    TOP_UPS_QUERY_KEY,
    (decision: TopUpDecision, quiet) =>
      decision.action === 'approve'
        ? api.send(calls.consoleTopupApprove, { id: decision.id, amount: decision.amount }, quiet)
        : api.send(calls.consoleTopupReject, { id: decision.id, reason: decision.reason }, quiet),
    outcome,
  );
