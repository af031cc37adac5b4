import { type CallOutput, calls } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ConsoleInvite = CallOutput<typeof calls.consoleInviteList>['items'][number];
export type InviteFilter = 'all' | 'unused' | 'used';

export const INVITES_QUERY_KEY = ['console-invites'] as const;
const PAGE_SIZE = 20;

/** Invite codes, newest first, with who used each; filtered by used or not. */
export const useInvites = (filter: InviteFilter) =>
  useKeysetList(
    keysetQuery([...INVITES_QUERY_KEY, filter], (page) =>
      api.send(calls.consoleInviteList, {
        limit: PAGE_SIZE,
        ...(filter === 'all' ? {} : { used: filter === 'used' }),
        ...page,
      }),
    ),
  );

/** Creates platform codes; the lists are fetched again so the new ones appear. */
export function useCreateInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { count: number; validDays?: number }) => api.send(calls.consoleInviteAdd, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}
