import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type HomeStat = CallOutput<typeof contract.homeStat>;
export type PeriodStat = HomeStat['today'];
export type StatFigures = PeriodStat['previous'];
export type StatPoint = CallOutput<typeof contract.homeStatLine>['points'][number];

/** Every statistics query starts with this key: a pull-to-refresh refreshes them together. */
export const STATISTICS_KEY = ['statistics'] as const;

// The panel shows a failure in place, with a retry: the calls are quiet.

/** POST /v1/home/stat: today, this week and this month against the period before; total assets. */
export const homeStatQuery = queryOptions({
  queryKey: [...STATISTICS_KEY, 'periods'],
  queryFn: () => api.send(calls.homeStat, {}, { quiet: true }),
});

export const useHomeStat = () => useQuery(homeStatQuery);

/** POST /v1/home/stat_line: the last 7 or 30 UTC days, every day present. */
export const statLineQuery = (days: 7 | 30) =>
  queryOptions({
    queryKey: [...STATISTICS_KEY, 'line', days],
    queryFn: () => api.send(calls.homeStatLine, { days }, { quiet: true }),
  });

/** The previous range stays on screen while the other loads, so the chart keeps its place. */
export const useStatLine = (days: 7 | 30) =>
  useQuery({ ...statLineQuery(days), placeholderData: keepPreviousData });
