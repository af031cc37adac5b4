import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type OrderWarning = CallOutput<typeof contract.orderWarning>;

/**
 * POST /v1/order/warning. Under the orders' key (['orders', …]): paying orders invalidates
 * every order query, this one too. Quiet: without an answer the store centre shows no banner.
 */
export const orderWarningQuery = queryOptions({
  queryKey: ['orders', 'warning'],
  queryFn: () => api.send(calls.orderWarning, {}, { quiet: true }),
});

export const useOrderWarning = () => useQuery(orderWarningQuery);
