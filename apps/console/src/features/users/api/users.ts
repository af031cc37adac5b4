import { type ConsoleUser, calls } from '@shopkeeper/contract';
import { keysetQuery, replaceRows, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const USERS_QUERY_KEY = ['console-users'] as const;
const PAGE_SIZE = 20;

/** Users newest first, a page at a time (keyset cursor); `search` matches part of a username. */
export function useUsers(search: string) {
  return useKeysetList(
    keysetQuery([...USERS_QUERY_KEY, search], (page) =>
      api.send(calls.consoleUsersList, { limit: PAGE_SIZE, ...(search ? { search } : {}), ...page }),
    ),
  );
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
    replaceRows<ConsoleUser>(queryClient, USERS_QUERY_KEY, (item) => (item.id === user.id ? user : item));
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
