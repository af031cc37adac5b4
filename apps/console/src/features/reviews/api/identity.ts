import { type CallOutput, calls } from '@shopkeeper/contract';
import { api } from '../../../lib/api-client.ts';
import { type Rejection, type ReviewOutcome, useReviewDecision, useReviewQueue } from './review-queue.ts';

export type ConsoleIdentity = CallOutput<typeof calls.consoleIdentityList>['items'][number];
export type IdentityFilter = 'in_review' | 'verified' | 'rejected' | 'all';

const IDENTITY_QUERY_KEY = ['console-identity'] as const;

/** Identity submissions in one state; those in review come oldest first (the server's order). */
export const useIdentities = (filter: IdentityFilter) =>
  useReviewQueue(IDENTITY_QUERY_KEY, filter, (request) => api.send(calls.consoleIdentityList, request));

export type IdentityDecision = { action: 'approve'; id: number } | Rejection;

/** Verifies or rejects with a reason. */
export const useIdentityDecision = (outcome: ReviewOutcome) =>
  useReviewDecision(
    IDENTITY_QUERY_KEY,
    (decision: IdentityDecision, quiet) =>
      decision.action === 'approve'
        ? api.send(calls.consoleIdentityApprove, { id: decision.id }, quiet)
        : api.send(calls.consoleIdentityReject, { id: decision.id, reason: decision.reason }, quiet),
    outcome,
  );
