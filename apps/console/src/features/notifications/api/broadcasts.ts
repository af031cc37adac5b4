import { type CallInput, type CallOutput, calls } from '@shopkeeper/contract';
import { keysetQuery, useKeysetList } from '@shopkeeper/front-kit/keyset-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type Broadcast = CallOutput<typeof calls.consoleNotifyBroadcasts>['items'][number];
export type BroadcastInput = CallInput<typeof calls.consoleNotifyBroadcast>;

const BROADCASTS_KEY = ['console-broadcasts'] as const;
const PAGE_SIZE = 20;

/** Past broadcasts, newest first, each with how many merchants received and read it. */
export const useBroadcasts = () =>
  useKeysetList(
    keysetQuery([...BROADCASTS_KEY, 'list'], (page) =>
      api.send(calls.consoleNotifyBroadcasts, { limit: PAGE_SIZE, ...page }),
    ),
  );

/**
 * Sends a broadcast; the list is read again so it appears (its reach grows as the server
 * delivers it, so a later read shows more).
 */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BroadcastInput) => api.send(calls.consoleNotifyBroadcast, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BROADCASTS_KEY }),
  });
}
