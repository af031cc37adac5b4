import { browserTargets, createLiveStream } from '@shopkeeper/front-kit/live-stream';
import { api } from './api-client.ts';
import { calls } from './calls.ts';

/**
 * The app's one live stream (docs/decisions/033-live-stream-client.md). Each connection takes
 * a fresh ticket; a failed ticket call is retried by the stream, so it is quiet here (the
 * reconnects of a phone in a tunnel must not toast).
 */
export const liveStream = createLiveStream({
  getTicket: async () => (await api.send(calls.streamTicket, {}, { quiet: true })).ticket,
  ...browserTargets(),
});
