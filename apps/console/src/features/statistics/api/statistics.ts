import { type CallOutput, calls } from '@shopkeeper/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type StatisticsChecks = CallOutput<typeof calls.consoleStatisticsChecks>;
export type StatisticsCheck = StatisticsChecks['items'][number];
export type StatisticsDifference = StatisticsCheck['details'][number];

const CHECKS_KEY = ['console-statistics-checks'] as const;

/** The nightly statistics checks, newest day first: what each found different and set right. */
export const statisticsChecksQuery = queryOptions({
  queryKey: CHECKS_KEY,
  queryFn: () => api.send(calls.consoleStatisticsChecks, {}),
});

export const useStatisticsChecks = () => useQuery(statisticsChecksQuery);

/** Checks a day again now (yesterday without one); the list is read again after. */
export function useRecheckDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string | undefined) =>
      api.send(calls.consoleStatisticsRecheck, day ? { day } : {}, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHECKS_KEY }),
  });
}
