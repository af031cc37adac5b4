import { type CallInput, type CallOutput, calls } from '@shopkeeper/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type Channel = CallOutput<typeof calls.consoleChannelList>['items'][number];
export type ChannelFields = CallInput<typeof calls.consoleChannelAdd>;

export const CHANNELS_QUERY_KEY = ['console-channels'] as const;

/** Every top-up channel, disabled ones too. */
export function useChannels() {
  return useQuery({
    queryKey: CHANNELS_QUERY_KEY,
    queryFn: () => api.send(calls.consoleChannelList, {}),
  });
}

/** Puts the server's answer for one channel into the list (added at the end). */
function useReplaceChannel() {
  const queryClient = useQueryClient();
  return (channel: Channel) =>
    queryClient.setQueryData<{ items: Channel[] }>(CHANNELS_QUERY_KEY, (data) => {
      if (!data) return data;
      const known = data.items.some((item) => item.id === channel.id);
      return {
        items: known
          ? data.items.map((item) => (item.id === channel.id ? channel : item))
          : [...data.items, channel],
      };
    });
}

/**
 * Adds or edits a channel. A form shows the refusals it can place under a field, so those
 * are sent quietly; everything else is toasted.
 */
export function useSaveChannel() {
  const replace = useReplaceChannel();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: ChannelFields }) =>
      id === null
        ? api.send(calls.consoleChannelAdd, fields, { quiet: true })
        : api.send(calls.consoleChannelEdit, { id, ...fields }, { quiet: true }),
    onSuccess: replace,
  });
}

/** Stops offering a channel to merchants, or offers it again. */
export function useChannelSwitch() {
  const replace = useReplaceChannel();
  return useMutation({
    mutationFn: ({ id, enable }: { id: number; enable: boolean }) =>
      api.send(enable ? calls.consoleChannelEnable : calls.consoleChannelDisable, { id }),
    onSuccess: replace,
  });
}
