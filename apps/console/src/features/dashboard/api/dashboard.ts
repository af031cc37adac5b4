import { type CallOutput, calls } from '@shopkeeper/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type QueueCounts = CallOutput<typeof calls.consoleDashboard>;

/**
 * POST /console/v1/dashboard: each queue's pending count. Read again every minute while the
 * dashboard is open, so an operator who leaves it up sees new work arrive.
 */
export function useQueueCounts() {
  return useQuery({
    queryKey: ['console-dashboard'],
    queryFn: () => api.send(calls.consoleDashboard, {}, { quiet: true }),
    refetchInterval: 60_000,
  });
}
