import type { CallOutput, calls as contract, OrderStatus } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { meQuery } from '../../../lib/auth.ts';
import { calls } from '../../../lib/calls.ts';
import { walletQuery } from '../../../lib/wallet-queries.ts';

export type OrderPage = CallOutput<typeof contract.orderList>;
export type Order = OrderPage['items'][number];
export type OrderCounts = OrderPage['counts'];
export type OrderDetail = CallOutput<typeof contract.orderDetail>;
export type OrderEvent = OrderDetail['events'][number];
export type OrderLogistics = CallOutput<typeof contract.orderLogistics>;
export type { OrderStatus };

/**
 * Every order query starts with this key, the store centre's warning included
 * (['orders', 'warning']): a payment invalidates them all at once.
 */
export const ORDERS_KEY = ['orders'] as const;
const PAGE_SIZE = 20;

// The screens show every failure themselves (in place, in the PIN sheet, or in a notice): the
// calls are quiet.

/** POST /v1/order/list for one status (or all), a page at a time, with the count per status. */
export const ordersQuery = (status: OrderStatus | undefined) =>
  keysetQuery([...ORDERS_KEY, 'list', status ?? 'all'], (page) =>
    api.send(calls.orderList, { ...page, limit: PAGE_SIZE, ...(status ? { status } : {}) }, { quiet: true }),
  );

export const useOrders = (status: OrderStatus | undefined) => useKeysetList(ordersQuery(status));

/** POST /v1/order/detail: the order and every move it made (404 for anyone else's). */
export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderId],
    queryFn: () => api.send(calls.orderDetail, { orderId }, { quiet: true }),
  });

export const useOrder = (orderId: number) => useQuery(orderQuery(orderId));

/** POST /v1/order/logistics: the carrier's steps so far, in the reader's language. */
export const logisticsQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'logistics', orderId],
    queryFn: () => api.send(calls.orderLogistics, { orderId }, { quiet: true }),
  });

export const useLogistics = (orderId: number) => useQuery(logisticsQuery(orderId));

/** The ids as the query string carries them: "3,5,8" (sorted, so one selection is one key). */
export const idList = (orderIds: readonly number[]) => [...orderIds].sort((a, b) => a - b).join(',');

/** GET /v1/order/pay/amount: what paying these orders costs, and the balance. */
export const payAmountQuery = (orderIds: readonly number[]) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'payAmount', idList(orderIds)],
    queryFn: () => api.send(calls.orderPayAmount, { orderIds: idList(orderIds) }, { quiet: true }),
  });

/** The selection's total; the last one stays on screen while a changed selection is priced. */
export const usePayAmount = (orderIds: readonly number[]) =>
  useQuery({
    ...payAmountQuery(orderIds),
    enabled: orderIds.length > 0,
    placeholderData: keepPreviousData,
  });

export interface PayRequest {
  orderIds: number[];
  payPassword: string;
  /** One per attempt: a repeated request (a retry after a lost answer) pays nothing twice. */
  idempotencyKey: string;
}

/**
 * POST /v1/order/pay; every refusal is the screen's to show. Success, and a 203 (an order
 * was no longer waiting), change the lists, the counts, the warning and the balance (the
 * wallet's and the profile's): all are read again.
 */
export function usePayOrders() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      queryClient.invalidateQueries({ queryKey: walletQuery.queryKey }),
      // The profile carries the balance too.
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
    ]);
  const mutation = useMutation({
    mutationFn: ({ idempotencyKey, ...input }: PayRequest) =>
      api.send(calls.orderPay, input, { idempotencyKey, quiet: true }),
    onSuccess: () => refresh(),
  });
  return { ...mutation, refresh };
}
