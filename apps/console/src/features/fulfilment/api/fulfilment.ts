import { type CallInput, type CallOutput, calls, type OrderStatus } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type OrderRow = CallOutput<typeof calls.consoleOrderList>['items'][number];
export type ConsoleOrder = CallOutput<typeof calls.consoleOrderDetail>;
export type LogisticsStep = CallOutput<typeof calls.consoleLogisticsList>['items'][number];
export type StepFields = CallInput<typeof calls.consoleLogisticsAdd>['items'][number];
export interface OrderFilters {
  status?: OrderStatus;
  search?: string;
}

const ORDERS_KEY = ['console-orders'] as const;
const STEPS_KEY = ['console-logistics'] as const;
const PAGE_SIZE = 20;

/** Every merchant's orders newest first, by state and search, a page at a time. */
export function useOrders(filters: OrderFilters) {
  return useKeysetList(
    keysetQuery([...ORDERS_KEY, 'list', filters], (page) =>
      api.send(calls.consoleOrderList, { limit: PAGE_SIZE, ...filters, ...page }),
    ),
  );
}

/** One order with its buyer, moves and the logistics steps it reached. */
export function useOrder(id: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: () => api.send(calls.consoleOrderDetail, { id }),
  });
}

/** What an operator does to an order; each answers with the order as it is now. */
export type OrderAction =
  | { action: 'ship'; id: number; carrier?: string; trackingNo?: string }
  | { action: 'advance'; id: number; text?: string }
  | { action: 'correct'; id: number; position: number; text: string }
  | { action: 'cancel'; id: number; reason: string }
  | { action: 'refundRetry'; id: number };

function sendAction({ action, ...input }: OrderAction): Promise<ConsoleOrder> {
  // Refusals are shown in the drawer, where the operator is looking: no toast doubles them.
  const quiet = { quiet: true };
  switch (action) {
    case 'ship':
      return api.send(calls.consoleOrderShip, input as CallInput<typeof calls.consoleOrderShip>, quiet);
    case 'advance':
      return api.send(calls.consoleOrderAdvance, input as CallInput<typeof calls.consoleOrderAdvance>, quiet);
    case 'correct':
      return api.send(calls.consoleOrderCorrect, input as CallInput<typeof calls.consoleOrderCorrect>, quiet);
    case 'cancel':
      return api.send(calls.consoleOrderCancel, input as CallInput<typeof calls.consoleOrderCancel>, quiet);
    case 'refundRetry':
      return api.send(calls.consoleOrderRefundRetry, input, quiet);
  }
}

/**
 * Sends an operator's action. The answer replaces the order in the drawer and the list is read
 * again (its state tab changed); a refusal reads the order again too, as another operator may
 * have moved it first.
 */
export function useOrderAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAction,
    onSuccess: (order) => {
      queryClient.setQueryData([...ORDERS_KEY, 'detail', id], order);
      return queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** The configured logistics steps in order. */
export function useLogisticsSteps() {
  return useQuery({ queryKey: STEPS_KEY, queryFn: () => api.send(calls.consoleLogisticsList, {}) });
}

/** Adds a step or changes one; the dialog shows a refusal on its field. */
export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: number | null; fields: StepFields }): Promise<LogisticsStep> =>
      id === null
        ? (await api.send(calls.consoleLogisticsAdd, { items: [fields] }, { quiet: true })).items[0]!
        : api.send(calls.consoleLogisticsUpdate, { id, ...fields }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STEPS_KEY }),
  });
}

/** Removes a step; the confirmation shows a refusal. */
export function useDeleteStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(calls.consoleLogisticsDelete, { id }, { quiet: true }),
    onSuccess: (data) => queryClient.setQueryData(STEPS_KEY, data),
  });
}
