import { type CallOutput, calls } from '@shopkeeper/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  type Rejection,
  type ReviewFilter,
  type ReviewOutcome,
  useReviewDecision,
  useReviewQueue,
} from './review-queue.ts';

export type ConsoleWithdrawal = CallOutput<typeof calls.consoleWithdrawList>['items'][number];

const WITHDRAWALS_QUERY_KEY = ['console-withdrawals'] as const;
/** How much of a merchant's history the reviewer sees beside the request. */
const RECENT_FLOWS = 10;

/** Withdrawals in one state (pending is the queue), newest first, a page at a time. */
export const useWithdrawals = (filter: ReviewFilter) =>
  useReviewQueue(WITHDRAWALS_QUERY_KEY, filter, (request) => api.send(calls.consoleWithdrawList, request));

/** The merchant's latest flow records, to judge a withdrawal against. */
export function useRecentFlows(userId: number) {
  return useQuery({
    queryKey: ['console-user-ledger', userId, 'recent'],
    queryFn: () => api.send(calls.consoleUsersLedger, { userId, limit: RECENT_FLOWS }),
  });
}

export type WithdrawalDecision = { action: 'pay'; id: number; payoutReference: string } | Rejection;

/** Marks paid (with the payout's reference, if any) or rejects with a reason. */
export const useWithdrawalDecision = (outcome: ReviewOutcome) =>
  useReviewDecision(
    WITHDRAWALS_QUERY_KEY,
    (decision: WithdrawalDecision, quiet) =>
      decision.action === 'pay'
        ? api.send(
            calls.consoleWithdrawPay,
            {
              id: decision.id,
              ...(decision.payoutReference ? { payoutReference: decision.payoutReference } : {}),
            },
            quiet,
          )
        : api.send(calls.consoleWithdrawReject, { id: decision.id, reason: decision.reason }, quiet),
    outcome,
  );
