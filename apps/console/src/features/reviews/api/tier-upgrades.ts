import { type CallOutput, calls } from '@shopkeeper/contract';
import { api } from '../../../lib/api-client.ts';
import {
  type Rejection,
  type ReviewFilter,
  type ReviewOutcome,
  useReviewDecision,
  useReviewQueue,
} from './review-queue.ts';

export type ConsoleTierUpgrade = CallOutput<typeof calls.consoleUpgradeList>['items'][number];

const TIER_UPGRADES_QUERY_KEY = ['console-tier-upgrades'] as const;

/** Tier upgrade requests in one state (pending is the queue), newest first, a page at a time. */
export const useTierUpgrades = (filter: ReviewFilter) =>
  useReviewQueue(TIER_UPGRADES_QUERY_KEY, filter, (request) => api.send(calls.consoleUpgradeList, request));

export type TierUpgradeDecision = { action: 'approve'; id: number } | Rejection;

/** Approves (the shop moves up, the deposit stays held) or rejects with a reason (it returns). */
export const useTierUpgradeDecision = (outcome: ReviewOutcome) =>
  useReviewDecision(
    TIER_UPGRADES_QUERY_KEY,
    (decision: TierUpgradeDecision, quiet) =>
      decision.action === 'approve'
        ? api.send(calls.consoleUpgradeApprove, { id: decision.id }, quiet)
        : api.send(calls.consoleUpgradeReject, { id: decision.id, reason: decision.reason }, quiet),
    outcome,
  );
