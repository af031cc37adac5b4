import { type ConsoleUser, calls } from '@shopkeeper/contract';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const USERS_QUERY_KEY = ['console-users'] as const;
const PAGE_SIZE = 20;

type UsersPage = { items: ConsoleUser[]; nextCursor: string | null };

/** Users newest first, a page at a time (keyset cursor); `search` matches part of a username. */
export function useUsers(search: string) {
  return useInfiniteQuery({
    queryKey: [...USERS_QUERY_KEY, search],
    queryFn: ({ pageParam }) =>
      api.send(calls.consoleUsersList, {
        limit: PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type RestrictionAction = 'disable' | 'forbidWithdrawal' | 'freezeWallet';
export type LiftAction = 'enable' | 'allowWithdrawal' | 'unfreezeWallet';

const SET_CALLS = {
  disable: calls.consoleUsersDisable,
  forbidWithdrawal: calls.consoleUsersForbidWithdrawal,
  freezeWallet: calls.consoleUsersFreezeWallet,
} as const;
const LIFT_CALLS = {
  enable: calls.consoleUsersEnable,
  allowWithdrawal: calls.consoleUsersAllowWithdrawal,
  unfreezeWallet: calls.consoleUsersUnfreezeWallet,
} as const;

/** Puts the server's answer for one user into every cached page that shows them. */
function useReplaceUser() {
  const queryClient = useQueryClient();
  return (user: ConsoleUser) =>
    queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: USERS_QUERY_KEY }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item.id === user.id ? user : item)),
            })),
          }
        : data,
    );
}

/** Sets a restriction with the operator's reason, or lifts one. */
export function useRestrictionChange() {
  const replaceUser = useReplaceUser();
  return useMutation({
    mutationFn: (
      change: { userId: number } & ({ action: RestrictionAction; reason: string } | { action: LiftAction }),
    ) =>
      'reason' in change
        ? api.send(SET_CALLS[change.action], { userId: change.userId, reason: change.reason })
        : api.send(LIFT_CALLS[change.action], { userId: change.userId }),
    onSuccess: replaceUser,
  });
}

/** A one-time password reset link for a merchant; shown once. */
export function useResetLink() {
  return useMutation({
    mutationFn: (userId: number) => api.send(calls.consoleUsersResetLink, { userId }),
  });
}
