import { calls, type schemas } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const PAGE_SIZE = 20;
export type FlowType = (typeof schemas.FLOW_TYPES)[number];

/** The account itself (for a detail opened by its id alone, e.g. from the audit log). */
export function useUserDetail(userId: number) {
  return useQuery({
    queryKey: ['console-user-detail', userId],
    queryFn: () => api.send(calls.consoleUsersDetail, { userId }),
  });
}

export function useUserWallet(userId: number) {
  return useQuery({
    queryKey: ['console-user-wallet', userId],
    queryFn: () => api.send(calls.consoleUsersWallet, { userId }),
  });
}

/** The merchant's flow records, newest first, a page at a time; `type` narrows them. */
export const useUserLedger = (userId: number, type: FlowType | undefined) =>
  useKeysetList(
    keysetQuery(['console-user-ledger', userId, type ?? 'all'], (page) =>
      api.send(calls.consoleUsersLedger, { userId, limit: PAGE_SIZE, ...(type ? { type } : {}), ...page }),
    ),
  );

export function useUserAccounts(userId: number) {
  return useQuery({
    queryKey: ['console-user-accounts', userId],
    queryFn: () => api.send(calls.consoleUsersAccounts, { userId }),
  });
}

export const useUserIdentities = (userId: number) =>
  useKeysetList(
    keysetQuery(['console-user-identity', userId], (page) =>
      api.send(calls.consoleIdentityList, { userId, limit: PAGE_SIZE, ...page }),
    ),
  );

export const useUserWithdrawals = (userId: number) =>
  useKeysetList(
    keysetQuery(['console-user-withdrawals', userId], (page) =>
      api.send(calls.consoleWithdrawList, { userId, limit: PAGE_SIZE, ...page }),
    ),
  );
