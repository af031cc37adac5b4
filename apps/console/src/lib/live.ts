import { calls } from '@shopkeeper/contract';
import { browserTargets, createLiveStream } from '@shopkeeper/front-kit/live-stream';
import { api } from './api-client.ts';

/**
 * The console's one live stream (docs/decisions/033-live-stream-client.md), opened by the
 * signed-in frame. A failed ticket is retried by the stream itself, so it is quiet here.
 */
export const liveStream = createLiveStream({
  getTicket: async () => (await api.send(calls.streamTicket, {}, { quiet: true })).ticket,
  ...browserTargets(),
});
