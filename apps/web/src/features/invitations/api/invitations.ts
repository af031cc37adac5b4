import type { CallOutput, calls as contract } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type InvitationPage = CallOutput<typeof contract.inviteList>;
export type Invitation = CallOutput<typeof contract.inviteAdd>;

const INVITATIONS_KEY = ['invitations'] as const;
const PAGE_SIZE = 20;

/**
 * POST /v1/user/invite/list, a page at a time (newest first). Each page also carries the
 * rules (a day, valid days) and how many are left today; the first page's are the screen's.
 */
export const invitationsQuery = keysetQuery([...INVITATIONS_KEY, 'list'], (page) =>
  api.send(calls.inviteList, { ...page, limit: PAGE_SIZE }, { quiet: true }),
);

export const useInvitations = () => useKeysetList(invitationsQuery);

export interface InviteRequest {
  username: string;
  /** One per attempt: a retry after a lost answer makes no second code, nor spends a second of the day's. */
  idempotencyKey: string;
}

/**
 * POST /v1/user/invite/add; every refusal is the form's to show on the username. Success
 * reads the list again: the new code on top, one fewer left today. So does a refusal: the
 * day's invitations may have been spent on another phone (454), and the count says so.
 */
export function useInviteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: InviteRequest) =>
      api.send(calls.inviteAdd, input, { idempotencyKey, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
