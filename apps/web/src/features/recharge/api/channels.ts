import type { OutputOf } from '@shopkeeper/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';

export type PayChannels = OutputOf<typeof calls.topUpChannelList>;
export type PayChannel = PayChannels['items'][number];

/** The screen shows a failure in place, with a retry. */
const fetchChannels = () => api.send(calls.topUpChannelList, {}, { quiet: true });

export const payChannelsQuery = queryOptions({ queryKey: ['pay', 'channels'], queryFn: fetchChannels });

/** GET /v1/pay/channel: where to pay, and the minimum deposit. */
export function usePayChannels() {
  return useQuery(payChannelsQuery);
}
